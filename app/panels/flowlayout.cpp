#include "flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace vedette {

FlowLayout::FlowLayout(QWidget *parent, int spacing)
    : QLayout(parent)
    , mSpacing(spacing)
{
    if (!parent)
        setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addStretch()
{
    mStretchBefore.append(int(mItems.size()));
}

void FlowLayout::addItem(QLayoutItem *item)
{
    mItems.append(item);
}

int FlowLayout::count() const
{
    return int(mItems.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < mItems.size() ? mItems[index] : nullptr;
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= mItems.size())
        return nullptr;
    for (int &at : mStretchBefore) {
        if (at > index)
            --at;
    }
    return mItems.takeAt(index);
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return doLayout(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : mItems) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // All on one line when there is room.
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem *item : mItems) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++shown;
    }
    width += std::max(0, shown - 1) * gap();
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, true);
}

int FlowLayout::gap() const
{
    if (mSpacing >= 0)
        return mSpacing;
    if (const QWidget *w = parentWidget())
        return w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w);
    if (const QLayout *l = qobject_cast<const QLayout *>(parent()))
        return std::max(0, l->spacing());
    return 6;
}

int FlowLayout::doLayout(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int space = gap();
    // Lines of items: each line is laid out once it is full, so that the
    // items after a stretch can go to its right end.
    struct Line
    {
        QList<int> items;
        int height = 0;
    };
    QList<Line> lines(1);
    int x = 0;
    for (int i = 0; i < mItems.size(); ++i) {
        const QLayoutItem *item = mItems[i];
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX)).expandedTo(item->minimumSize());
        const int start = lines.last().items.isEmpty() ? 0 : x + space;
        if (!lines.last().items.isEmpty() && start + hint.width() > area.width()) {
            lines.append(Line());
            x = 0;
        } else {
            x = start;
        }
        lines.last().items.append(i);
        lines.last().height = std::max(lines.last().height, hint.height());
        x += hint.width();
    }
    int y = area.y();
    for (const Line &line : std::as_const(lines)) {
        if (line.items.isEmpty())
            continue;
        if (apply) {
            // Widths of the items before and after the line's stretch.
            int total = 0;
            for (int i : line.items)
                total += mItems[i]->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX)).width();
            total += space * int(line.items.size() - 1);
            const int push = std::max(0, area.width() - total);
            int at = area.x();
            for (int i : line.items) {
                QLayoutItem *item = mItems[i];
                if (mStretchBefore.contains(i) && i != line.items.constFirst())
                    at += push;
                const QSize hint = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX)).expandedTo(item->minimumSize());
                item->setGeometry(QRect(QPoint(at, y + (line.height - hint.height()) / 2), hint));
                at += hint.width() + space;
            }
        }
        y += line.height + space;
    }
    const int used = y > area.y() ? y - space - area.y() : 0;
    return used + contentsMargins().top() + contentsMargins().bottom();
}

} // namespace vedette
