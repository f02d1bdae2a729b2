#pragma once

#include "render/playerview.h"
#include "render/tablepicture.h"
#include "render/tablerenderer.h"
#include "render/unitstyle.h"

#include <QPointF>
#include <QPointer>
#include <QPolygonF>
#include <QTimer>
#include <QTransform>
#include <QWidget>

class QScreen;

namespace vedette {

class TableScene;

// The table screen: a second window, full screen on a television laid
// under glass or a projector over the table, drawing the open battle at
// true scale (one inch on the glass to one inch of table) for the players
// to stand their figures on. It draws what the player view filter lets the
// players see of the referee's table (never orders, messengers,
// referee-only markers or anything hidden from them), turned and mirrored
// as the screen is mounted. When the table is larger than the screen it
// shows a part of it, centred where the referee puts its frame.
class TableScreen : public QWidget
{
    Q_OBJECT

public:
    // How the screen is set up, remembered in the settings.
    struct Settings
    {
        QString screenName;       // ScreenScale::screenKey(); empty: the first screen that is not the window's
        int rotation = 0;         // 0, 90, 180 or 270 degrees clockwise
        bool mirror = false;      // rear projection
        render::UnitStyle units = render::UnitStyle::Symbols;
        render::PlayerView view = render::PlayerView::players();
        bool follow = false;      // keep the charge, the tape or the picked unit in view
        bool reach = false;       // show the picked unit's Balagan reach

        static Settings load();
        void save() const;
    };

    explicit TableScreen(TableScene *scene, QWidget *parent = nullptr);
    ~TableScreen() override;

    const Settings &settings() const { return mSettings; }
    void setSettings(const Settings &settings);

    // Full screen on `screen`.
    void showOn(QScreen *screen);
    // The screen named in the settings, else the first one that is not
    // `besides`' (the referee's window), else the only one.
    static QScreen *chooseScreen(const QString &name, const QWidget *besides);

    // Logical pixels per mm of table on this window's screen.
    double pixelsPerMm() const;
    // Table mm to this window's pixels: turned, mirrored, at true scale,
    // centred on centre().
    QTransform tableToScreen() const;
    // The part of the table the screen shows (table mm; a turned rectangle).
    QPolygonF visibleArea() const;
    bool showsWholeTable() const;
    QPointF centre() const { return mCentre; }
    // Centres the screen on `tablePos`, kept so that the screen stays over
    // the table along any side it cannot show whole.
    void setCentre(QPointF tablePos);
    // What the screen draws now: the referee's picture through the filter.
    render::TablePicture picture() const;

    // The calibration's bar, ScreenScale::calibrationBarMm long at the
    // current scale, across the middle of the screen.
    void setCalibrationBar(bool shown);
    bool calibrationBarShown() const { return mCalibrationBar; }

public slots:
    // Moves the frame onto the action (the charge, the tape, the unit
    // picked) when it has left the middle of the screen.
    void followAction();
    // Repaints when what the players see has changed.
    void refresh();

signals:
    // The part of the table shown moved, turned or was resized.
    void visibleAreaChanged();
    // The screen was closed (Escape on it, or by the window system).
    void closed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QPointF clampCentre(QPointF tablePos) const;
    QSizeF visibleSizeMm() const;
    std::optional<QPointF> actionPoint() const;

    QPointer<TableScene> mScene;
    render::TableRenderer mRenderer;
    Settings mSettings;
    QPointF mCentre;
    bool mCalibrationBar = false;
    // Overlays (charge lines, tape) live in the referee's scene and change
    // without a model change: looked at a few times a second.
    QTimer mPoll;
    QByteArray mLastOverlay;
};

} // namespace vedette
