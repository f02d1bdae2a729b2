#include "panelfit.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QPointer>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace vedette {

void PanelFit::install(QDockWidget *dock)
{
    QWidget *content = dock->widget();
    if (!content || qobject_cast<QAbstractScrollArea *>(content))
        return;
    // A form puts its field under its label where both do not fit side by
    // side ("Anfangsstärke:" and a spin box with its unit).
    for (QFormLayout *form : content->findChildren<QFormLayout *>())
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + u"Scroll"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setMinimumSize(kMinimumWidth, kMinimumHeight);
    scroll->setWidget(content);
    dock->setWidget(scroll);
}

void PanelFit::narrowCombosInPanels()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    qApp->installEventFilter(new PanelFit(qApp));
}

namespace {

// Shares a list's width among its columns; one per list, its child.
class ColumnShare : public QObject
{
public:
    ColumnShare(QAbstractItemView *view, QHeaderView *header, double firstShare)
        : QObject(view)
        , mView(view)
        , mHeader(header)
        , mFirstShare(firstShare)
    {
        mTimer.setSingleShot(true);
        mTimer.setInterval(0);
        connect(&mTimer, &QTimer::timeout, this, &ColumnShare::share);
        view->viewport()->installEventFilter(this);
        watchModel();
    }

    void schedule() { mTimer.start(); }

    void watchModel()
    {
        QAbstractItemModel *model = mView->model();
        if (model == mModel)
            return;
        if (mModel)
            disconnect(mModel, nullptr, this, nullptr);
        mModel = model;
        if (!model)
            return;
        connect(model, &QAbstractItemModel::modelReset, this, &ColumnShare::schedule);
        connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnShare::schedule);
        connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnShare::schedule);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &ColumnShare::schedule);
        connect(model, &QAbstractItemModel::dataChanged, this, &ColumnShare::schedule);
        connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnShare::schedule);
        if (auto *tree = qobject_cast<QTreeView *>(mView.data())) {
            connect(tree, &QTreeView::expanded, this, &ColumnShare::schedule);
            connect(tree, &QTreeView::collapsed, this, &ColumnShare::schedule);
        }
        schedule();
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        // The sections are set, not the view: no geometry of a widget changes here.
        if (event->type() == QEvent::Resize)
            schedule();
        // A cut cell without a tooltip of its own shows its whole text.
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QModelIndex index = mView->indexAt(help->pos());
            if (index.isValid() && !index.data(Qt::ToolTipRole).isValid()) {
                const QString text = index.data(Qt::DisplayRole).toString();
                if (mView->fontMetrics().horizontalAdvance(text) > mView->visualRect(index).width() - 8) {
                    QToolTip::showText(help->globalPos(), text, mView->viewport(), mView->visualRect(index));
                    return true;
                }
            }
        }
        return false;
    }

private:
    void share()
    {
        watchModel();
        QHeaderView *header = mHeader;
        if (!mView || !header || !mView->model() || header->count() == 0)
            return;
        QList<int> columns;
        for (int c = 0; c < header->count(); ++c) {
            if (!header->isSectionHidden(header->logicalIndex(c)))
                columns.append(header->logicalIndex(c));
        }
        if (columns.isEmpty())
            return;
        const int room = mView->viewport()->width();
        const QAbstractItemView *view = mView; // sizeHintForColumn is public there, protected in the views
        QList<int> wanted;
        for (int column : std::as_const(columns))
            wanted.append(std::max({view->sizeHintForColumn(column), header->sectionSizeHint(column), header->minimumSectionSize()}));
        // The first column (the name) keeps up to its share of the room; then
        // water-filling: the narrow columns get what they want, the rest an
        // equal share of what is left.
        QList<int> widths(columns.size(), 0);
        widths[0] = std::min(wanted[0], std::max(int(room * mFirstShare), room / int(columns.size())));
        int left = room - widths[0];
        QList<int> order(columns.size() - 1);
        std::iota(order.begin(), order.end(), 1);
        std::sort(order.begin(), order.end(), [&](int a, int b) { return wanted[a] < wanted[b]; });
        for (qsizetype i = 0; i < order.size(); ++i) {
            const int fair = std::max(header->minimumSectionSize(), int(left / (order.size() - i)));
            widths[order[i]] = std::min(wanted[order[i]], fair);
            left -= widths[order[i]];
        }
        // The last takes what is left. Set here rather than stretched by the
        // header: a stretched last section keeps at least the header's
        // default size (100 px), and the columns passed the viewport's width
        // with no scroll bar to reach them (a narrow order of battle).
        widths.last() = std::max(header->minimumSectionSize(), widths.last() + std::max(0, left));
        for (qsizetype i = 0; i < columns.size(); ++i) {
            if (header->sectionSize(columns[i]) != widths[i])
                header->resizeSection(columns[i], widths[i]);
        }
    }

    QPointer<QAbstractItemView> mView;
    QPointer<QHeaderView> mHeader;
    double mFirstShare;
    QPointer<QAbstractItemModel> mModel;
    QTimer mTimer;
};

} // namespace

void PanelFit::shareColumns(QAbstractItemView *view, double firstShare)
{
    if (view->property("vedetteColumnShare").toBool())
        return;
    view->setProperty("vedetteColumnShare", true);
    QHeaderView *header = nullptr;
    if (auto *tree = qobject_cast<QTreeView *>(view))
        header = tree->header();
    else if (auto *table = qobject_cast<QTableView *>(view))
        header = table->horizontalHeader();
    if (!header)
        return;
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(std::min(header->minimumSectionSize(), view->fontMetrics().horizontalAdvance(u"MM"_s)));
    view->setTextElideMode(Qt::ElideMiddle);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    (new ColumnShare(view, header, firstShare))->schedule();
}

bool PanelFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Polish)
        return false;
    auto *combo = qobject_cast<QComboBox *>(watched);
    if (!combo || combo->isEditable())
        return false;
    for (QWidget *up = combo->parentWidget(); up; up = up->parentWidget()) {
        if (qobject_cast<QDockWidget *>(up)) {
            if (combo->sizeAdjustPolicy() != QComboBox::AdjustToMinimumContentsLengthWithIcon) {
                combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
                combo->setMinimumContentsLength(12);
            }
            break;
        }
    }
    return false;
}

} // namespace vedette
