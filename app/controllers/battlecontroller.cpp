#include "battlecontroller.h"

#include "commands/playstepcommand.h"
#include "document/campaign.h"
#include "document/document.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace vedette {

BattleController::BattleController(Document *document, table::RuleSystem ruleSystem)
    : QObject(document)
    , mDocument(document)
    , mRuleSystem(ruleSystem)
{
    // A step changes the state of play and the table: its views hear of it
    // once, after both (Document::ChangeScope).
    connect(document, &Document::playChanged, this, &BattleController::noteChange);
    connect(document, &Document::changeEnded, this, [this] {
        if (std::exchange(mChangePending, false))
            emit changed();
    });
    connect(document->campaign(), &Campaign::currentBattleChanged, this, &BattleController::battleChanged);
    connect(document->campaign(), &Campaign::opened, this, &BattleController::battleChanged);
    connect(document->campaign(), &Campaign::closed, this, &BattleController::battleChanged);
    document->scenario().addObserver([this](const table::ScenarioChange &) { noteChange(); });
}

void BattleController::noteChange()
{
    if (mDocument->isChanging())
        mChangePending = true;
    else
        emit changed();
}

bool BattleController::available() const
{
    return mDocument->scenario().ruleSystem() == mRuleSystem;
}

QString BattleController::unavailableReason() const
{
    if (available())
        return {};
    const table::RuleSystem battle = mDocument->scenario().ruleSystem();
    if (battle == table::RuleSystem::None)
        return tr("The battle on the table has no rule system; this needs a %1 battle.").arg(table::ruleSystemName(mRuleSystem));
    return tr("The battle on the table is played with %1, not %2.")
        .arg(table::ruleSystemName(battle), table::ruleSystemName(mRuleSystem));
}

bool BattleController::refuse(const QString &reason)
{
    mLastError = reason;
    return false;
}

bool BattleController::ensureAvailable()
{
    if (available())
        return true;
    return refuse(unavailableReason());
}

store::PlayRecord BattleController::playRecord() const
{
    store::PlayRecord play = mDocument->play();
    play.ruleSystem = table::ruleSystemId(mRuleSystem);
    return play;
}

bool BattleController::step(const QString &text, store::PlayRecord after, std::optional<table::Scenario> tableAfter,
                            QList<journal::JournalEvent> events, int mergeId)
{
    if (!ensureAvailable())
        return false;
    auto *command = new PlayStepCommand(mDocument, text, std::move(after), std::move(tableAfter));
    command->setMergeId(mergeId);
    if (!mDocument->push(command, std::move(events)))
        return refuse(mDocument->lastError());
    mLastError.clear();
    return true;
}

} // namespace vedette
