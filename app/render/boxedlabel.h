#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace vedette::render {

// A label on a pale box, in mark pixels: the deployment zones' and the
// reach's captions. Laid out as Qt lays out a simple text item (lines
// split at '\n'), so the screen's and the picture's captions match.
class BoxedLabel
{
public:
    BoxedLabel(const QString &text, const QColor &ink);

    // The text's own extent, top-left at (0, 0).
    QRectF textRect() const { return mTextRect; }
    // Draws the box `box` and the text with its top-left at `textAt`.
    void paint(QPainter *painter, const QRectF &box, QPointF textAt) const;
    static QFont font();

private:
    QString mText;
    QColor mInk;
    QRectF mTextRect;
};

} // namespace vedette::render
