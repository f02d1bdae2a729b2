#include "tablescreenframe.h"

#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

constexpr double kGrabPixels = 7.0; // how near the edge a press takes the frame
const QColor kFrame(0xff, 0xb0, 0x00);

QString tabText()
{
    return QCoreApplication::translate("vedette::TableScreenFrame", "Table screen \u2014 drag to move");
}

QFont tabFont()
{
    QFont font;
    font.setPixelSize(12);
    font.setBold(true);
    return font;
}

QPointF closestOnSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return a + ab * t;
}

// The frame itself: an outline in cosmetic pens, so it reads at any zoom,
// and its tab at the top-left corner in screen pixels.
class FrameItem : public QGraphicsItem
{
public:
    // *alive is cleared when the scene deletes the item, so the frame never
    // touches it afterwards (a scene deletes its items before its children).
    explicit FrameItem(bool *alive)
        : mAlive(alive)
    {
        setZValue(TableScene::OverlayLayer);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    ~FrameItem() override { *mAlive = false; }

    void setArea(const QPolygonF &area)
    {
        prepareGeometryChange();
        mArea = area;
    }
    const QPolygonF &area() const { return mArea; }

    // The tab's rectangle in screen pixels from the frame's top-left corner.
    static QRectF tabRect()
    {
        const QFontMetricsF metrics(tabFont());
        return QRectF(0, -metrics.height() - 6, metrics.horizontalAdvance(tabText()) + 12, metrics.height() + 6);
    }
    QPointF corner() const
    {
        // The corner nearest the table's top-left, whatever the rotation.
        QPointF best = mArea.value(0);
        for (const QPointF &p : mArea)
            if (p.x() + p.y() < best.x() + best.y())
                best = p;
        return best;
    }

    QRectF boundingRect() const override
    {
        // Room for the tab above the corner at any zoom down to a whole table.
        return mArea.boundingRect().adjusted(-300, -300, 300, 300);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (mArea.size() < 3)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        QPen halo(QColor(0, 0, 0, 150), 6.0);
        halo.setCosmetic(true);
        painter->setPen(halo);
        painter->drawPolygon(mArea);
        QPen edge(kFrame, 3.0, Qt::DashLine);
        edge.setCosmetic(true);
        painter->setPen(edge);
        painter->drawPolygon(mArea);
        // The tab, upright in screen pixels.
        const QPointF at = painter->worldTransform().map(corner());
        painter->resetTransform();
        painter->translate(at);
        const QRectF tab = tabRect();
        painter->setPen(Qt::NoPen);
        painter->setBrush(kFrame);
        painter->drawRoundedRect(tab, 3, 3);
        painter->setFont(tabFont());
        painter->setPen(Qt::black);
        painter->drawText(tab, Qt::AlignCenter, tabText());
        painter->restore();
    }

private:
    bool *mAlive;
    QPolygonF mArea;
};

} // namespace

TableScreenFrame::TableScreenFrame(TableScene *scene)
    : QObject(scene)
    , mScene(scene)
    , mItem(new FrameItem(&mItemAlive))
{
    setObjectName(u"tableScreenFrame"_s);
    scene->addItem(mItem);
    mItem->hide();
    // The scene hands its mouse to the active tool; the frame looks first,
    // as the general pieces do.
    scene->installEventFilter(this);
}

TableScreenFrame::~TableScreenFrame()
{
    // The scene deletes its items before its children; when the frame goes
    // first, it takes its item with it.
    if (mItemAlive && mScene && mItem->scene() == mScene) {
        mScene->removeItem(mItem);
        delete mItem;
    }
}

void TableScreenFrame::setArea(const QPolygonF &area, bool shown)
{
    static_cast<FrameItem *>(mItem)->setArea(area);
    mItem->setVisible(shown && area.size() >= 3);
    mItem->update();
}

QPolygonF TableScreenFrame::area() const
{
    return static_cast<FrameItem *>(mItem)->area();
}

bool TableScreenFrame::isShown() const
{
    return mItem->isVisible();
}

QGraphicsItem *TableScreenFrame::item() const
{
    return mItem;
}

bool TableScreenFrame::grabs(QPointF scenePos, double pixelMm) const
{
    if (!mItem->isVisible())
        return false;
    const QPolygonF shown = area();
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QPointF a = shown[i];
        const QPointF b = shown[(i + 1) % shown.size()];
        if (QLineF(scenePos, closestOnSegment(scenePos, a, b)).length() <= kGrabPixels * pixelMm)
            return true;
    }
    const auto *frame = static_cast<const FrameItem *>(mItem);
    const QRectF tab = FrameItem::tabRect();
    const QPointF fromCorner = (scenePos - frame->corner()) / pixelMm;
    return tab.contains(fromCorner);
}

bool TableScreenFrame::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != mScene)
        return false;
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress:
        return mousePressed(static_cast<QGraphicsSceneMouseEvent *>(event));
    case QEvent::GraphicsSceneMouseMove:
        return mouseMoved(static_cast<QGraphicsSceneMouseEvent *>(event));
    case QEvent::GraphicsSceneMouseRelease:
        return mouseReleased(static_cast<QGraphicsSceneMouseEvent *>(event));
    default:
        return false;
    }
}

bool TableScreenFrame::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const auto *view = event->widget() ? qobject_cast<QGraphicsView *>(event->widget()->parentWidget()) : nullptr;
    const double zoom = view ? view->transform().m11() : 1.0;
    if (!grabs(event->scenePos(), 1.0 / std::max(zoom, 1e-6)))
        return false;
    mDragging = true;
    mPressPos = event->scenePos();
    mPressCentre = area().boundingRect().center();
    event->accept();
    return true;
}

bool TableScreenFrame::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!mDragging)
        return false;
    emit moveRequested(mPressCentre + event->scenePos() - mPressPos);
    event->accept();
    return true;
}

bool TableScreenFrame::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!mDragging || event->button() != Qt::LeftButton)
        return false;
    mDragging = false;
    emit moveRequested(mPressCentre + event->scenePos() - mPressPos);
    event->accept();
    return true;
}

} // namespace vedette
