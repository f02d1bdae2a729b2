#include "helpwindow.h"

#include "window/shortcutlist.h"
#include "window/userguide.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMainWindow>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
const QString kShortcuts = u"shortcuts"_s;
} // namespace

HelpWindow::HelpWindow(QMainWindow *window, QWidget *parent)
    : QDialog(parent)
    , mWindow(window)
    , mPages(new QListWidget(this))
    , mBrowser(new QTextBrowser(this))
{
    setObjectName(u"helpWindow"_s);
    setWindowTitle(tr("Vedette Help"));
    mPages->setObjectName(u"helpPages"_s);
    mBrowser->setObjectName(u"helpBrowser"_s);
    mBrowser->setOpenExternalLinks(false);

    for (const UserGuide::Page &page : UserGuide::pages()) {
        auto *item = new QListWidgetItem(page.title, mPages);
        item->setData(kIdRole, page.id);
    }
    auto *shortcuts = new QListWidgetItem(tr("Keyboard shortcuts"), mPages);
    shortcuts->setData(kIdRole, kShortcuts);
    int width = 0;
    for (int i = 0; i < mPages->count(); ++i)
        width = std::max(width, mPages->fontMetrics().horizontalAdvance(mPages->item(i)->text()));
    mPages->setFixedWidth(width + 32);
    connect(mPages, &QListWidget::currentRowChanged, this, &HelpWindow::pageChosen);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *row = new QHBoxLayout;
    row->addWidget(mPages);
    row->addWidget(mBrowser, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    resize(860, 620);
    mPages->setCurrentRow(0);
}

void HelpWindow::showPage(const QString &id)
{
    for (int i = 0; i < mPages->count(); ++i) {
        if (mPages->item(i)->data(kIdRole).toString() == id) {
            mPages->setCurrentRow(i);
            // The shortcut list is read again: features may have added actions.
            pageChosen();
            return;
        }
    }
}

QString HelpWindow::currentPage() const
{
    const QListWidgetItem *item = mPages->currentItem();
    return item ? item->data(kIdRole).toString() : QString();
}

void HelpWindow::pageChosen()
{
    const QString id = currentPage();
    if (id == kShortcuts) {
        mBrowser->setHtml(ShortcutList::html(mWindow));
        return;
    }
    for (const UserGuide::Page &page : UserGuide::pages()) {
        if (page.id == id) {
            mBrowser->setHtml(page.html);
            return;
        }
    }
}

} // namespace vedette
