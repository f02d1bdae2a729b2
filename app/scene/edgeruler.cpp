#include "edgeruler.h"

#include "scene/tablescene.h"
#include "scene/tableview.h"

#include <QPainter>

#include <cmath>

namespace vedette {

EdgeRuler::EdgeRuler(Qt::Orientation orientation, TableView *view)
    : QWidget(view)
    , mOrientation(orientation)
    , mView(view)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

EdgeRuler::Ticks EdgeRuler::ticksFor(double unitMm, bool inches, double pixelsPerMm)
{
    struct Step
    {
        double units;
        int minor;
    };
    static constexpr Step inchSteps[] = {{1, 8}, {2, 4}, {3, 3}, {6, 6}, {12, 12}, {24, 4}, {48, 4}, {96, 8}};
    static constexpr Step cmSteps[] = {{1, 10}, {2, 4}, {5, 5}, {10, 10}, {20, 4}, {50, 5}, {100, 10}, {200, 4}};
    const auto choose = [&](const auto &steps) {
        Ticks ticks{steps[0].units * unitMm, steps[0].minor};
        for (const Step &step : steps) {
            ticks = {step.units * unitMm, step.minor};
            if (step.units * unitMm * pixelsPerMm >= 70.0)
                break;
        }
        // Drop minor marks that would run into each other.
        while (ticks.minorPerMajor > 1 && ticks.major / ticks.minorPerMajor * pixelsPerMm < 5.0)
            ticks.minorPerMajor = ticks.minorPerMajor % 2 == 0 ? ticks.minorPerMajor / 2 : 1;
        return ticks;
    };
    return inches ? choose(inchSteps) : choose(cmSteps);
}

void EdgeRuler::setCursorPosition(double sceneCoordinate)
{
    mCursor = sceneCoordinate;
    update();
}

void EdgeRuler::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor paper(0xf1, 0xe8, 0xd0);
    const QColor ink(0x3a, 0x30, 0x24);
    painter.fillRect(rect(), paper);
    painter.setPen(ink);
    const int t = thickness();
    const bool horizontal = mOrientation == Qt::Horizontal;
    if (horizontal)
        painter.drawLine(0, height() - 1, width(), height() - 1);
    else
        painter.drawLine(width() - 1, 0, width() - 1, height());

    TableScene *scene = mView->tableScene();
    if (!scene)
        return;
    const double zoom = mView->zoom();
    const Ticks ticks = ticksFor(scene->displayUnitMm(), scene->displayUnitIsInch(), zoom);
    const double minorStep = ticks.major / ticks.minorPerMajor;
    // The ruler's own origin: the top ruler also covers the corner square.
    const int offset = horizontal ? t : 0;
    const QPointF sceneStart = mView->mapToScene(QPoint(0, 0));
    const double start = horizontal ? sceneStart.x() : sceneStart.y();
    const int length = horizontal ? width() - offset : height();
    const double end = start + length / zoom;
    const QRectF table = scene->tableRect();

    QFont font = painter.font();
    font.setPointSizeF(7.5);
    painter.setFont(font);
    const long first = long(std::floor(start / minorStep));
    const long last = long(std::ceil(end / minorStep));
    for (long i = first; i <= last; ++i) {
        const double mm = i * minorStep;
        const double px = (mm - start) * zoom + offset;
        const bool major = i % ticks.minorPerMajor == 0;
        const bool half = !major && ticks.minorPerMajor % 2 == 0 && i % (ticks.minorPerMajor / 2) == 0;
        const int len = major ? t - 2 : (half ? t / 2 : t / 4);
        // Off the table the marks fade: measurements there mean nothing.
        const bool onTable = mm >= (horizontal ? table.left() : table.top()) - 0.01
            && mm <= (horizontal ? table.right() : table.bottom()) + 0.01;
        painter.setPen(onTable ? ink : QColor(0x3a, 0x30, 0x24, 90));
        if (horizontal)
            painter.drawLine(QPointF(px, t - len), QPointF(px, t));
        else
            painter.drawLine(QPointF(t - len, px), QPointF(t, px));
        if (major) {
            const QString label = scene->rulerLabel(mm - (horizontal ? table.left() : table.top()));
            if (horizontal) {
                painter.drawText(QPointF(px + 3, 9), label);
            } else {
                painter.save();
                painter.translate(9, px + 3);
                painter.rotate(-90);
                painter.drawText(QPointF(-painter.fontMetrics().horizontalAdvance(label) - 3, 0), label);
                painter.restore();
            }
        }
    }
    // The cursor's mark.
    const double cursorPx = (mCursor - start) * zoom + offset;
    painter.setPen(QPen(QColor(0xa3, 0x2a, 0x1e), 1));
    if (horizontal)
        painter.drawLine(QPointF(cursorPx, 0), QPointF(cursorPx, t));
    else
        painter.drawLine(QPointF(0, cursorPx), QPointF(t, cursorPx));
    if (horizontal)
        painter.fillRect(QRect(0, 0, t, t), paper);
}

} // namespace vedette
