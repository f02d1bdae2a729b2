#pragma once

#include "render/playerview.h"

#include <QByteArray>

namespace vedette::server {

// A side's state (render::PlayerView::sideState(), already filtered) as the
// JSON the players' page reads at /state.json and receives on connecting:
// {"revision", "side": {id, name, colour}, "title", "turn", "turnText",
//  "phase", "phaseText", "sideToMove", "clock", "units": [its own],
//  "enemies": [those it has seen], "messages": [{kind, text, turn}],
//  "labels": {the page's words in the referee's language}}.
// It writes only what the state holds: a secret kept out of the state
// cannot reach a device.
QByteArray sideStateJson(const render::PlayerView::SideState &state, qint64 revision);

// The bound or turn as the page shows it ("Bound 3", "Set-up").
QString turnText(const QString &ruleSystem, int turn);
// A phase's id ("morale", "action", "set-up"...) in words.
QString phaseText(const QString &phase);

} // namespace vedette::server
