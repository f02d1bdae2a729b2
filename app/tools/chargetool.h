#pragma once

#include "tools/abstracttool.h"

#include <QPointer>

#include <functional>

class QGraphicsPathItem;

namespace vedette {

class ChargeLineItem;

// Declares a Brown charge on the table: click the attacker, then the
// target. Hovering outlines the unit a click would pick and, once the
// attacker is chosen, draws the charge it would make (red when refused).
// The chosen pair goes to the Charge panel (pairChosen); Enter and Esc on
// the table walk and cancel the charge there, so C, click, click, Enter...
// never leaves the keyboard and the mouse.
class ChargeTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit ChargeTool(QObject *parent = nullptr);
    ~ChargeTool() override;

    QString hint() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;

    void mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // Why the charge of `attackerId` on `targetId` would be refused (empty
    // when it may go ahead); the Charge panel answers with its house rules.
    using RefusalCheck = std::function<QString(const QString &attackerId, const QString &targetId)>;
    void setRefusalCheck(RefusalCheck check) { mRefusalCheck = std::move(check); }

    const QString &attackerId() const { return mAttackerId; }
    // The unit a click would pick now ({} over empty table).
    const QString &hoveredId() const { return mHoveredId; }
    ChargeLineItem *previewLine() const { return mPreview; }

    // Picks a unit as a click on it would.
    void pick(const QString &unitId);

signals:
    void pairChosen(const QString &attackerId, const QString &targetId);
    // Enter on the table: the panel's next step.
    void advanceRequested();
    // Esc with nothing being picked: the panel drops the charge.
    void cancelRequested();

private:
    void hover(const QString &unitId);
    void clearPicking();
    QString refusal(const QString &attackerId, const QString &targetId) const;

    QString mAttackerId;
    QString mHoveredId;
    RefusalCheck mRefusalCheck;
    ChargeLineItem *mPreview = nullptr;
    QGraphicsPathItem *mHoverOutline = nullptr;
    QGraphicsPathItem *mAttackerOutline = nullptr;
};

} // namespace vedette
