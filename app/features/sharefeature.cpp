#include "sharefeature.h"

#include "panels/sharedialog.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QPointer>

#include <memory>

using namespace Qt::StringLiterals;

namespace vedette {

void installShareWithPlayers(MainWindow *window)
{
    QMenu *table = window->menu(MainWindow::Menu::Table);
    if (!table)
        return;
    table->addSeparator();
    auto *action = new QAction(QCoreApplication::translate("ShareFeature", "Share with &Players…"), window);
    action->setObjectName(u"shareWithPlayersAction"_s);
    action->setStatusTip(QCoreApplication::translate(
        "ShareFeature", "Each side sees its own view of the battle on a phone or tablet, live"));
    table->addAction(action);
    // One dialog for the window's life: sharing goes on while it is closed.
    auto dialog = std::make_shared<QPointer<ShareDialog>>();
    QObject::connect(action, &QAction::triggered, window, [window, dialog] {
        if (!*dialog)
            *dialog = new ShareDialog(window->document(), window);
        (*dialog)->show();
        (*dialog)->raise();
        (*dialog)->activateWindow();
    });
}

} // namespace vedette
