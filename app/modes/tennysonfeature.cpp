#include "tennysonfeature.h"

#include "tennysonsetupdialog.h"
#include "tennysonwindow.h"

#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace vedette {

void installTennyson(MainWindow *window)
{
    QMenu *menu = window->menu(MainWindow::Menu::SoloGames);
    QAction *action = menu->addAction(QCoreApplication::translate("vedette::TennysonWindow", "Anyone for &Tennyson…"));
    action->setObjectName(QStringLiteral("actionTennyson"));
    action->setStatusTip(QCoreApplication::translate("vedette::TennysonWindow",
                                                     "The five-regiment card game of the Charge, umpired by Vedette"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        TennysonSetupDialog dialog(window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        auto *table = new TennysonWindow(window->document(), window);
        table->setWindowFlag(Qt::Window);
        table->setAttribute(Qt::WA_DeleteOnClose);
        if (!table->newGame(dialog.seats(), dialog.settings())) {
            delete table;
            return;
        }
        table->show();
    });
}

} // namespace vedette
