#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QString>

namespace vedette {

class TableScene;

// A tape laid on the table between two points: marks every inch (or cm),
// and a label with the distance in the scenario's units (drawn by
// RulerPainter, as in pictures). The measure tool shows one while
// measuring; the referee can pin it to keep it.
class TapeItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 5 };

    explicit TapeItem(TableScene *scene);

    // `caption` names what was measured ("edge to edge"); the distance is
    // always added.
    void setEnds(QPointF from, QPointF to, const QString &caption = {});
    QLineF line() const { return mLine; }
    QString labelText() const;
    // Said after the distance ("2.0\" left of 6.0\"").
    void setNote(const QString &note);
    QString caption() const { return mCaption; }
    QString note() const { return mNote; }

    bool isPinned() const { return mPinned; }
    void setPinned(bool pinned);
    // The scenario's PinnedRuler this item shows (empty while measuring).
    const QString &rulerId() const { return mRulerId; }
    void setRulerId(const QString &id) { mRulerId = id; }
    // Drawn thicker while the referee has picked it.
    bool isHighlighted() const { return mHighlighted; }
    void setHighlighted(bool highlighted);
    // Drawn red when the measured move is not allowed.
    void setWarning(bool warning);
    bool isWarning() const { return mWarning; }
    // The measuring tape the referee is laying (the measure tool's), which
    // the table screen shows; not a move's trail.
    void setTape(bool tape) { mTape = tape; }
    bool isTape() const { return mTape; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TableScene *mTableScene;
    QLineF mLine;
    QString mCaption;
    QString mNote;
    QString mRulerId;
    bool mPinned = false;
    bool mWarning = false;
    bool mHighlighted = false;
    bool mTape = false;
};

} // namespace vedette
