#pragma once

#include "rules/lightbrigade/decider.h"
#include "rules/lightbrigade/policydecider.h"

#include <QHash>

#include <functional>

class QWidget;

namespace vedette {

// The player's side of the Light Brigade at the table. Spur orders are set
// on the record cards before a man rides (the rules ask before he moves, so
// no dialog is needed); the rally and the horse switch come up in the middle
// of a turn and are asked when they arise. With a policy chosen instead, the
// policy decides everything and "Roll the turn" never pauses.
class LightBrigadeDecider : public rules::lightbrigade::Decider
{
public:
    enum class Mode { Ask, Steady, Bold };
    using RallyAsker = std::function<rules::lightbrigade::BreakStatus(const rules::lightbrigade::Game &)>;
    using SwitchAsker = std::function<bool(const rules::lightbrigade::Game &, qsizetype man)>;

    explicit LightBrigadeDecider(QWidget *dialogParent);

    Mode mode() const { return mMode; }
    void setMode(Mode mode) { mMode = mode; }

    rules::lightbrigade::SpurUse order(qsizetype man) const { return mOrders.value(man, rules::lightbrigade::SpurUse::None); }
    void setOrder(qsizetype man, rules::lightbrigade::SpurUse use);
    void clearOrders() { mOrders.clear(); }

    // Called before each question is asked (in Ask mode), so the window can
    // show the state the question is about first.
    void setBeforeQuestion(std::function<void()> show) { mBeforeQuestion = std::move(show); }

    // By default message boxes; tests replace them.
    void setRallyAsker(RallyAsker asker) { mRallyAsker = std::move(asker); }
    void setSwitchAsker(SwitchAsker asker) { mSwitchAsker = std::move(asker); }

    rules::lightbrigade::SpurUse spur(const rules::lightbrigade::Game &game, const rules::lightbrigade::SpurQuestion &question) override;
    rules::lightbrigade::BreakStatus rally(const rules::lightbrigade::Game &game) override;
    bool switchHorse(const rules::lightbrigade::Game &game, qsizetype man) override;

private:
    rules::lightbrigade::BreakStatus askRally(const rules::lightbrigade::Game &game);
    bool askSwitch(const rules::lightbrigade::Game &game, qsizetype man);

    QWidget *mDialogParent;
    Mode mMode = Mode::Ask;
    QHash<qsizetype, rules::lightbrigade::SpurUse> mOrders;
    RallyAsker mRallyAsker;
    SwitchAsker mSwitchAsker;
    std::function<void()> mBeforeQuestion;
};

} // namespace vedette
