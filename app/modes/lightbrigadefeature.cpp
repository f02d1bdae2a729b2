#include "lightbrigadefeature.h"

#include "lightbrigadesetupdialog.h"
#include "lightbrigadewindow.h"

#include "rules/lightbrigade/game.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>

namespace vedette {

void installLightBrigade(MainWindow *window)
{
    QMenu *menu = window->menu(MainWindow::Menu::SoloGames);
    QAction *action = menu->addAction(QCoreApplication::translate("vedette::LightBrigadeWindow", "Charge of the &Light Brigade…"));
    action->setObjectName(QStringLiteral("actionLightBrigade"));
    action->setStatusTip(QCoreApplication::translate("vedette::LightBrigadeWindow",
                                                     "The solo Charge of the Light Brigade, with Vedette keeping the cards and the track"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto *charge = new LightBrigadeWindow(window->document(), window);
        charge->setWindowFlag(Qt::Window);
        charge->setAttribute(Qt::WA_DeleteOnClose);
        const QJsonObject saved = LightBrigadeWindow::lastSavedState(window->document());
        const auto game = rules::lightbrigade::Game::fromJson(saved);
        if (game && !game->isOver()
            && QMessageBox::question(window, QCoreApplication::translate("vedette::LightBrigadeWindow", "Charge of the Light Brigade"),
                                     QCoreApplication::translate("vedette::LightBrigadeWindow",
                                                                 "A charge is in progress in this campaign (turn %1). Resume it?")
                                         .arg(game->turn()),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
                == QMessageBox::Yes) {
            charge->resume(saved);
            charge->show();
            return;
        }
        LightBrigadeSetupDialog dialog(window);
        if (dialog.exec() != QDialog::Accepted || !charge->newGame(dialog.settings(), dialog.names())) {
            delete charge;
            return;
        }
        charge->show();
    });
}

} // namespace vedette
