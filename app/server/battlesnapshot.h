#pragma once

#include "journal/journalevent.h"
#include "store/campaignrecords.h"
#include "table/scenario.h"

#include <QList>

namespace vedette::server {

// The battle as the referee has it, secrets and all: what the server makes
// each side's state from (render::PlayerView filters it; nothing of it is
// sent as it is).
struct BattleSnapshot
{
    table::Scenario table;
    store::PlayRecord play;
    QList<journal::JournalEvent> log; // the battle's valid entries, oldest first
};

} // namespace vedette::server
