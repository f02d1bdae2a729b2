#include "lightbrigadefeature.h"

#include "modes/lightbrigadesetupdialog.h"
#include "modes/lightbrigadewindow.h"

#include "rules/lightbrigade/game.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>

namespace vedette {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::LightBrigadeWindow)
};

LightBrigadeWindow *openCharge(MainWindow *window)
{
    auto *charge = new LightBrigadeWindow(window->document(), window);
    charge->setWindowFlag(Qt::Window);
    charge->setAttribute(Qt::WA_DeleteOnClose);
    return charge;
}

// Offers the unfinished charges of the open campaign; true when one was
// resumed, false to form up a new one; nullopt when the referee cancelled.
std::optional<bool> offerSavedCharges(MainWindow *window)
{
    const QList<store::GameState> saved = LightBrigadeWindow::unfinishedCharges(window->document());
    if (saved.isEmpty())
        return false;
    QStringList items;
    for (const store::GameState &game : saved)
        items.append(Tr::tr("%1 (saved %2)").arg(game.name, QLocale().toString(game.updated.toLocalTime(), QLocale::ShortFormat)));
    items.append(Tr::tr("A new charge"));
    bool ok = false;
    const QString choice = QInputDialog::getItem(window, Tr::tr("Charge of the Light Brigade"),
                                                 Tr::tr("Charges in progress in this campaign:"), items, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    const qsizetype index = items.indexOf(choice);
    if (index < 0 || index >= saved.size())
        return false;
    LightBrigadeWindow *charge = openCharge(window);
    QString error;
    if (charge->resumeRecord(saved[index], &error)) {
        charge->show();
        return true;
    }
    delete charge;
    // The record stays as it is: a new charge is saved as a new one.
    QMessageBox::warning(window, Tr::tr("Charge of the Light Brigade"),
                         Tr::tr("The saved charge cannot be resumed: %1 It is left unchanged in the campaign.").arg(error));
    return false;
}

// Campaigns from before charges were kept in the game table: the log's last state.
bool offerLoggedCharge(MainWindow *window)
{
    const QJsonObject saved = LightBrigadeWindow::lastSavedState(window->document());
    const auto game = rules::lightbrigade::Game::fromJson(saved);
    if (!game || game->isOver()
        || QMessageBox::question(window, Tr::tr("Charge of the Light Brigade"),
                                 Tr::tr("A charge is in progress in this campaign (turn %1). Resume it?").arg(game->turn()),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            != QMessageBox::Yes)
        return false;
    LightBrigadeWindow *charge = openCharge(window);
    charge->resume(saved);
    charge->show();
    return true;
}

} // namespace

void installLightBrigade(MainWindow *window)
{
    QMenu *menu = window->menu(MainWindow::Menu::SoloGames);
    QAction *action = menu->addAction(Tr::tr("Charge of the &Light Brigade…"));
    action->setObjectName(QStringLiteral("actionLightBrigade"));
    action->setStatusTip(Tr::tr("The solo Charge of the Light Brigade, with Vedette keeping the cards and the track"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        const std::optional<bool> resumed = offerSavedCharges(window);
        if (!resumed || *resumed)
            return;
        if (LightBrigadeWindow::unfinishedCharges(window->document()).isEmpty() && offerLoggedCharge(window))
            return;
        LightBrigadeSetupDialog dialog(window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        LightBrigadeWindow *charge = openCharge(window);
        if (!charge->newGame(dialog.settings(), dialog.names())) {
            delete charge;
            return;
        }
        charge->show();
    });
}

} // namespace vedette
