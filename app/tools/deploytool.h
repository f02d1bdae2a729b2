#pragma once

#include "table/deployment.h"
#include "tools/abstracttool.h"

#include <QPointF>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QGraphicsPathItem;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLabel;

namespace vedette {

// Puts units of the order of battle on the table: the units handed over by
// the order-of-battle dock (Deploy, or dragged from it onto the table) are
// laid out side by side in the chosen formation, with the interval between
// them, along a line the referee draws (press, drag, release: their front
// edges on it, facing to its left) or centred where he clicks. A ghost shows
// where they would stand, red and hatched with the reason beside the cursor
// when the place is refused: a base on another unit, off the table, in
// impassable terrain, or outside the side's Balagan deployment zone during
// set-up. Ctrl places them there anyway, the reason logged as the referee's
// override. The deployment is one undo step; in a Balagan set-up it also
// fixes both zones where they are, so units deployed do not move them.
class DeployTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit DeployTool(QObject *parent = nullptr);
    ~DeployTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    QWidget *createOptionsWidget(QWidget *parent) override;
    void activate(TableScene *scene) override;
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // The units to deploy next (ids; those unknown are left out).
    void setPayload(const QStringList &unitIds);
    const QStringList &payload() const { return mPayload; }
    // Every unit of the payload takes this formation when its arm allows; nullopt keeps each one's own.
    void setFormation(std::optional<table::Formation> formation) { mFormation = formation; }
    void setInterval(table::Length interval) { mInterval = interval; }
    table::Length interval() const;
    // Whether the battle is being set up (then Balagan's deployment zones hold).
    void setSetUpCheck(std::function<bool()> check) { mSetUp = std::move(check); }

    // The facing units get from a click: towards the table's middle from their
    // side's edge or zone, turned with R and B.
    double clickFacing() const;
    // Where the payload would stand: centred at `at` facing clickFacing(), or
    // along the line drawn from `from` to `to`.
    table::Deployment::Result layoutAt(QPointF at) const;
    table::Deployment::Result layoutAlong(QPointF from, QPointF to) const;
    // Lays the payload out so and pushes the step; false (and a message) when
    // refused. `override` (Ctrl held): a refused place is taken anyway, the
    // reason logged as the referee's override.
    bool deployAt(QPointF at, bool override = false);
    bool deployAlong(QPointF from, QPointF to, bool override = false);
    // Shows where the payload would stand (the drag from the dock uses it
    // too): the side's colour where it may stand; red and hatched where it
    // may not, with the reason beside the cursor at `cursor`.
    void preview(const table::Deployment::Result &result, std::optional<QPointF> cursor = std::nullopt);
    void hidePreview();
    // The ghost and the note beside the cursor (for tests).
    QGraphicsPathItem *ghost() const { return mGhost; }
    QString cursorNote() const;

signals:
    void payloadChanged(const QStringList &unitIds);

private:
    table::Deployment::Options options(double facing, bool centred) const;
    std::optional<QRectF> zone() const;
    bool apply(const table::Deployment::Result &result, bool override);
    QString payloadText() const;

    QStringList mPayload;
    std::optional<table::Formation> mFormation;
    std::optional<table::Length> mInterval;
    double mTurn = 0.0; // added to the default facing by R and F
    std::function<bool()> mSetUp;
    bool mPressed = false;
    QPointF mPressPos;
    QGraphicsPathItem *mGhost = nullptr;
    QGraphicsLineItem *mLine = nullptr;
    QGraphicsSimpleTextItem *mNote = nullptr;
    QGraphicsRectItem *mNoteBack = nullptr;
    QLabel *mPayloadLabel = nullptr;
};

} // namespace vedette
