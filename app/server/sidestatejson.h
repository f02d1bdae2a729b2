#pragma once

#include "render/playerview.h"

#include <QByteArray>
#include <QJsonObject>

namespace vedette::server {

// A side's state (render::PlayerView::sideState(), already filtered) as the
// JSON the players' page reads at /state.json and receives on connecting:
// {"revision", "side": {id, name, colour}, "title", "turn", "turnText",
//  "phase", "phaseText", "sideToMove", "clock", "units": [its own],
//  "enemies": [those it has seen], "generals": [those placed],
//  "messages": [{kind, text, turn}], "picture": {x, y, width, height,
//  version}, "labels": {the page's words in the referee's language}}.
// A unit on the table has its centre "x", "y" and "facing" and its bases
// ("bases": four corners each, mm), which the page draws over the picture
// of the table without its pieces (/table.svg, at "picture"'s version:
// the table, its terrain and markers, in the picture's mm from x, y).
// It writes only what the state holds: a secret kept out of the state
// cannot reach a device.
QJsonObject sideStateObject(const render::PlayerView::SideState &state, qint64 revision, qint64 pictureVersion = 1);
QByteArray sideStateJson(const render::PlayerView::SideState &state, qint64 revision, qint64 pictureVersion = 1);

// What changed from one state to the next, as the live socket sends it
// after a step, so that a device is sent only that:
// {"revision": N, "from": M, "set": {each top-level value that changed},
//  "units" / "enemies" / "generals": {"changed": [each new or changed one,
//  whole], "removed": [ids], "order": [ids, when the order changed]},
//  "messages": {"added": [...]} (or the whole list in "set")}.
QJsonObject stateChanges(const QJsonObject &before, const QJsonObject &after);

// The bound or turn as the page shows it ("Bound 3", "Set-up").
QString turnText(const QString &ruleSystem, int turn);
// A phase's id ("morale", "action", "set-up"...) in words.
QString phaseText(const QString &phase);

} // namespace vedette::server
