#pragma once

#include "verb.h"

namespace vedette::cli {

// The battle in play on a campaign file, driven through the same
// controllers as the window (app/controllers): every step is written with
// its entries in one transaction, so a run killed at any moment leaves the
// battle at its last finished step.

// True when `path` is a campaign file (an SQLite database), not a scenario.
bool isCampaignFile(const QString &path);

// vedette-cli battle CAMPAIGN [--battle N] [--json]
int runBattle(const QStringList &arguments, Io &io);
// vedette-cli balagan play CAMPAIGN [--battle N] --seed S [--phases K] [--json]
int runBalaganPlay(const QStringList &arguments, Io &io);
// vedette-cli brown charge CAMPAIGN ATTACKER TARGET [--battle N] --seed S [--apply] [--json] ...
int runBrownChargeOnCampaign(const QStringList &arguments, Io &io);

} // namespace vedette::cli
