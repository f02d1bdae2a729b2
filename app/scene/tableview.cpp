#include "tableview.h"

#include <QGraphicsScene>

namespace vedette {

TableView::TableView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setBackgroundBrush(QColor(0x4a, 0x4f, 0x45));
    // A 6' x 4' table (in mm) until a scenario is opened.
    scene()->setSceneRect(-100, -100, 1829 + 200, 1219 + 200);
    scene()->addRect(0, 0, 1829, 1219, QPen(QColor(0x5b, 0x4a, 0x32), 6), QColor(0x9b, 0xab, 0x74));
}

} // namespace vedette
