#pragma once

#include <QList>

namespace vedette::rules::tennyson {

// What the game waits for. Options are card indices (PlayCard), regiment
// indices (RetireRegiment, FireOnRegiment), battery slots (FlankPosition) or
// slots and Board::kCossacks (Remove).
struct Decision
{
    enum class Kind { None, PlayCard, RetireRegiment, FireOnRegiment, FlankPosition, Remove };

    Kind kind = Kind::None;
    int player = -1; // the regiment whose player decides
    int card = -1;   // the card being resolved (choices) or -1 (PlayCard)
    QList<int> options;
};

} // namespace vedette::rules::tennyson
