#include "tennysonfeature.h"

#include "modes/tennysonsetupdialog.h"
#include "modes/tennysonwindow.h"

#include "document/campaign.h"
#include "document/document.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>

namespace vedette {

void installTennyson(MainWindow *window)
{
    QMenu *menu = window->menu(MainWindow::Menu::SoloGames);
    QAction *action = menu->addAction(QCoreApplication::translate("vedette::TennysonWindow", "Anyone for &Tennyson…"));
    action->setObjectName(QStringLiteral("actionTennyson"));
    action->setStatusTip(QCoreApplication::translate("vedette::TennysonWindow",
                                                     "The five-regiment card game of the Charge, umpired by Vedette"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        const std::optional<store::GameState> saved = window->document()->campaign()->unfinishedGame(QStringLiteral("tennyson"));
        if (saved
            && QMessageBox::question(window, QCoreApplication::translate("vedette::TennysonWindow", "Anyone for Tennyson"),
                                     QCoreApplication::translate("vedette::TennysonWindow",
                                                                 "A game is in progress in this campaign (%1). Resume it?")
                                         .arg(saved->name),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
                   == QMessageBox::Yes) {
            auto *table = new TennysonWindow(window->document(), window);
            table->setWindowFlag(Qt::Window);
            table->setAttribute(Qt::WA_DeleteOnClose);
            QString error;
            if (table->resumeRecord(*saved, &error)) {
                table->show();
                return;
            }
            delete table;
            QMessageBox::warning(window, QCoreApplication::translate("vedette::TennysonWindow", "Anyone for Tennyson"), error);
        }
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
