#pragma once

#include "card.h"

#include <QList>
#include <QString>

#include <span>

namespace vedette::rules::tennyson {

// The 56 cards of the text in poem order; everywhere else a card is its index here.
class Deck
{
public:
    static constexpr int kSize = 56;

    static std::span<const Card> cards();
    static const Card &card(int index) { return cards()[static_cast<std::size_t>(index)]; }
    // Index of the card with id "3.4", or -1.
    static int indexOf(QStringView id);
    // The placement card of each kind, in poem order (for tests and the removal rule).
    static QList<int> indicesWith(Effect effect);
};

} // namespace vedette::rules::tennyson
