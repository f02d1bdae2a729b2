#include "lightbrigadedecider.h"

#include "rules/lightbrigade/engine.h"
#include "rules/lightbrigade/game.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace lb = vedette::rules::lightbrigade;

namespace vedette {

namespace {
// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::LightBrigadeWindow)
};
} // namespace

LightBrigadeDecider::LightBrigadeDecider(QWidget *dialogParent)
    : mDialogParent(dialogParent)
{
    mRallyAsker = [this](const lb::Game &game) { return askRally(game); };
    mSwitchAsker = [this](const lb::Game &game, qsizetype man) { return askSwitch(game, man); };
}

void LightBrigadeDecider::setOrder(qsizetype man, lb::SpurUse use)
{
    if (use == lb::SpurUse::None)
        mOrders.remove(man);
    else
        mOrders.insert(man, use);
}

lb::SpurUse LightBrigadeDecider::spur(const lb::Game &game, const lb::SpurQuestion &question)
{
    if (mMode != Mode::Ask)
        return lb::PolicyDecider(mMode == Mode::Bold ? lb::Policy::Bold : lb::Policy::Steady).spur(game, question);
    // An order is for this turn only.
    const lb::SpurUse use = mOrders.take(question.man);
    if (question.melee && use == lb::SpurUse::SecondMove)
        return lb::SpurUse::Bonus; // at the battery a spur can only help the fight
    return use;
}

lb::BreakStatus LightBrigadeDecider::rally(const lb::Game &game)
{
    if (mMode != Mode::Ask)
        return lb::PolicyDecider::defaultRally(game);
    if (mBeforeQuestion)
        mBeforeQuestion();
    return mRallyAsker(game);
}

bool LightBrigadeDecider::switchHorse(const lb::Game &game, qsizetype man)
{
    if (mMode != Mode::Ask)
        return true;
    if (mBeforeQuestion)
        mBeforeQuestion();
    return mSwitchAsker(game, man);
}

lb::BreakStatus LightBrigadeDecider::askRally(const lb::Game &game)
{
    int counts[4] = {0, 0, 0, 0};
    for (const lb::Man &m : game.men()) {
        if (m.rides())
            ++counts[static_cast<int>(m.status)];
    }
    QMessageBox box(QMessageBox::Question, Tr::tr("Rally"),
                    Tr::tr("Whom does the Captain try to rally? One roll of 1d6 (4-6) clears the whole group."),
                    QMessageBox::NoButton, mDialogParent);
    QHash<QAbstractButton *, lb::BreakStatus> buttons;
    const lb::BreakStatus groups[] = {lb::BreakStatus::Retreating, lb::BreakStatus::Hesitant, lb::BreakStatus::Hurried};
    const char *labels[] = {QT_TRANSLATE_NOOP("vedette::LightBrigadeWindow", "Retreating (%1)"),
                            QT_TRANSLATE_NOOP("vedette::LightBrigadeWindow", "Hesitant (%1)"),
                            QT_TRANSLATE_NOOP("vedette::LightBrigadeWindow", "Hurried (%1)")};
    for (int g = 0; g < 3; ++g) {
        const int n = counts[static_cast<int>(groups[g])];
        if (n == 0)
            continue;
        QPushButton *b = box.addButton(Tr::tr(labels[g]).arg(n), QMessageBox::AcceptRole);
        buttons.insert(b, groups[g]);
    }
    QPushButton *none = box.addButton(Tr::tr("Nobody"), QMessageBox::RejectRole);
    box.setEscapeButton(none);
    box.exec();
    return buttons.value(box.clickedButton(), lb::BreakStatus::None);
}

bool LightBrigadeDecider::askSwitch(const lb::Game &game, qsizetype man)
{
    const QString who = lb::Engine::label(game, man);
    return QMessageBox::question(mDialogParent, Tr::tr("Riderless horse"),
                                 Tr::tr("%1's horse is blown. Switch to the riderless horse (a fresh horse with 1d6 spur points)?").arg(who),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

} // namespace vedette
