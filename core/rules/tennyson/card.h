#pragma once

#include <QString>

namespace vedette::rules::tennyson {

// What a card does, one value per card type of the text's "Card type totals".
enum class Effect {
    Advance1,       // Advance ½ league (one band)
    Advance2,       // Advance 1 league (two bands)
    AllAdvance1,
    AllAdvance2,
    Advance1Fire,   // Advance ½ league & take fire
    Advance2Fire,
    Retire1,        // Retire one regiment ½ league
    Retire2,
    LoseStand,      // Lose half a squadron
    PlaceRight,
    PlaceLeft,
    PlaceFrontal,
    RemoveBattery,  // Remove one battery of choice or the Cossacks
    FireAll,
    FireRegiment,
    Regain,         // Regain half a squadron
    AllRegain,
    PlaceCossacks,
};

// Number of bands (half leagues) an advance or retire effect moves; 0 for others.
int effectDistance(Effect effect);
bool isPlacement(Effect effect);
// The effect name as the text's card type totals spell it, translated.
QString effectName(Effect effect);

// One card of the deck: a line of the poem and its game effect.
struct Card
{
    const char *id;         // "3.4": stanza and line
    const char *line;       // the poem line, never translated
    const char *effectText; // the effect as printed on this card (untranslated source)
    Effect effect;
    bool mustPlay;          // marked x

    QString idText() const { return QString::fromLatin1(id); }
    QString lineText() const { return QString::fromUtf8(line); }
    // The printed effect, translated.
    QString effectLabel() const;
};

} // namespace vedette::rules::tennyson
