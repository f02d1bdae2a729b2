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
class QLabel;

namespace vedette {

// Puts units of the order of battle on the table: the units handed over by
// the order-of-battle dock (Deploy, or dragged from it onto the table) are
// laid out side by side in the chosen formation, with the interval between
// them, along a line the referee draws (press, drag, release: their front
// edges on it, facing to its left) or centred where he clicks. A ghost shows
// where they would stand, red with the reason when the place is refused: a
// base on another unit, off the table, in impassable terrain, or outside the
// side's Balagan deployment zone during set-up. The deployment is one undo step.
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
    // Lays the payload out so and pushes the step; false (and a message) when refused.
    bool deployAt(QPointF at);
    bool deployAlong(QPointF from, QPointF to);
    // Shows where the payload would stand (the drag from the dock uses it too).
    void preview(const table::Deployment::Result &result);
    void hidePreview();

signals:
    void payloadChanged(const QStringList &unitIds);

private:
    table::Deployment::Options options(double facing, bool centred) const;
    std::optional<QRectF> zone() const;
    bool apply(const table::Deployment::Result &result);
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
    QLabel *mPayloadLabel = nullptr;
};

} // namespace vedette
