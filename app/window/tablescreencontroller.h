#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QActionGroup;
class QMenu;
class QScreen;

namespace vedette {

class MainWindow;
class TableScene;
class TableScreen;
class TableScreenFrame;

// View > Table Screen: opens the table screen on the screen the referee
// picks, keeps its settings (screen, rotation, mirror, what it shows, for
// whom) and shows its frame on the referee's table when the screen shows a
// part of the table.
class TableScreenController : public QObject
{
    Q_OBJECT

public:
    TableScreenController(MainWindow *window, TableScene *scene);
    ~TableScreenController() override;

    QMenu *menu() const { return mMenu; }
    QAction *showAction() const { return mShow; }
    TableScreen *tableScreen() const;
    TableScreenFrame *frame() const { return mFrame; }

    void setShown(bool shown);
    void calibrate();

    // What Table Screen > Screen calls each screen: "Screen 2: 1920 × 1080
    // (HDMI-1, Dell U2412M, 518 × 324 mm)", the screen `referee` (the main
    // window's) marked as this window's.
    static QStringList screenLabels(const QList<QScreen *> &screens, const QScreen *referee);

private:
    void rebuildScreens();
    void rebuildViews();
    void applySettings();
    void syncFrame();

    QPointer<MainWindow> mWindow;
    TableScene *mScene;
    QMenu *mMenu;
    QMenu *mScreensMenu;
    QMenu *mViewsMenu;
    QAction *mShow;
    QAction *mMirror;
    QAction *mFollow;
    QAction *mReach;
    QActionGroup *mRotations;
    QActionGroup *mUnitStyles;
    QPointer<TableScreen> mScreen;
    TableScreenFrame *mFrame;
};

} // namespace vedette
