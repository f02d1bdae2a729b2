#include "deck.h"

#include <QCoreApplication>

#include <array>

namespace vedette::rules::tennyson {

namespace {

#define TR(text) QT_TRANSLATE_NOOP("vedette::rules::tennyson", text)

// The text's cards in its order: id, poem line, effect as printed, type, must play (x).
// 4.8 is printed "Cossack and" with no effect; docs/rules.md T-4 reads it as "Cossack and
// Russian", the Place Cossacks card of the totals.
constexpr std::array<Card, Deck::kSize> kCards{{
    {"1.1", "Half a league,", TR("Advance ½ league"), Effect::Advance1, false},
    {"1.2", "half a league,", TR("Advance ½ league"), Effect::Advance1, false},
    {"1.3", "Half a league onward,", TR("Advance 1 league"), Effect::Advance2, false},
    {"1.4", "All in the valley of Death", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"1.5", "Rode the six hundred.", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"1.6", "\"Forward, the Light Brigade!", TR("All Advance 1 league"), Effect::AllAdvance2, false},
    {"1.7", "\"Charge for the guns!\" he said:", TR("Advance ½ league"), Effect::Advance1, false},
    {"1.8", "Into the valley of Death", TR("Advance 1 league & take fire"), Effect::Advance2Fire, false},
    {"1.9", "Rode the six hundred.", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"2.1", "\"Forward, the Light Brigade!\"", TR("All Advance 1 league"), Effect::AllAdvance2, false},
    {"2.2", "Was there a man dismay'd?", TR("Retire one regiment ½ league"), Effect::Retire1, false},
    {"2.3", "Not tho' the soldier knew", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"2.4", "Someone had blunder'd:", TR("Retire one regiment ½ league"), Effect::Retire1, false},
    {"2.5", "Their's not to make reply,", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"2.6", "Their's not to reason why,", TR("Advance ½ league"), Effect::Advance1, false},
    {"2.7", "Their's but to do and die:", TR("Lose half a squadron"), Effect::LoseStand, false},
    {"2.8", "Into the valley of Death", TR("Advance 1 league & take fire"), Effect::Advance2Fire, false},
    {"2.9", "Rode the six hundred.", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"3.1", "Cannon to right of them,", TR("Place Right hand Cannon"), Effect::PlaceRight, true},
    {"3.2", "Cannon to left of them,", TR("Place Left hand Cannon"), Effect::PlaceLeft, true},
    {"3.3", "Cannon in front of them", TR("Place Frontal Cannon"), Effect::PlaceFrontal, true},
    {"3.4", "Volley'd and thunder'd;", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"3.5", "Storm'd at with shot and shell,", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"3.6", "Boldly they rode and well,", TR("Advance 1 league"), Effect::Advance2, false},
    {"3.7", "Into the jaws of Death,", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"3.8", "Into the mouth of Hell", TR("Place Front Cannon"), Effect::PlaceFrontal, true},
    {"3.9", "Rode the six hundred.", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"4.1", "Flash'd all their sabres bare,", TR("Advance ½ league"), Effect::Advance1, false},
    {"4.2", "Flash'd as they turn'd in air,", TR("Fire Artillery on Regiment"), Effect::FireRegiment, false},
    {"4.3", "Sabring the gunners there,", TR("Advance ½ league"), Effect::Advance1, false},
    {"4.4", "Charging an army, while", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"4.5", "All the world wonder'd:", TR("Advance ½ league"), Effect::Advance1, false},
    {"4.6", "Plunged in the battery-smoke", TR("Fire Artillery on Regiment"), Effect::FireRegiment, false},
    {"4.7", "Right thro' the line they broke;", TR("Advance 1 league & take fire"), Effect::Advance2Fire, false},
    {"4.8", "Cossack and Russian", TR("Place Cossacks"), Effect::PlaceCossacks, false},
    {"4.9", "Reel'd from the sabre stroke", TR("Retire one regiment 1 league"), Effect::Retire2, false},
    {"4.10", "Shatter'd and sunder'd.", TR("Fire Artillery on Regiment"), Effect::FireRegiment, false},
    {"4.11", "Then they rode back, but not", TR("Retire one regiment ½ league"), Effect::Retire1, false},
    {"4.12", "Not the six hundred.", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"5.1", "Cannon to right of them,", TR("Place Right Hand Cannon"), Effect::PlaceRight, true},
    {"5.2", "Cannon to left of them,", TR("Place Left Hand Cannon"), Effect::PlaceLeft, true},
    {"5.3", "Cannon behind them", TR("Remove one battery of choice or the Cossacks"), Effect::RemoveBattery, false},
    {"5.4", "Volley'd and thunder'd;", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"5.5", "Storm'd at with shot and shell,", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"5.6", "While horse and hero fell,", TR("Lose half a squadron"), Effect::LoseStand, false},
    {"5.7", "They that had fought so well", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"5.8", "Came thro' the jaws of Death", TR("Advance 1 league"), Effect::Advance2, false},
    {"5.9", "Back from the mouth of Hell,", TR("Retire one regiment ½ league"), Effect::Retire1, false},
    {"5.10", "All that was left of them,", TR("Retire one regiment ½ league"), Effect::Retire1, false},
    {"5.11", "Left of six hundred.", TR("Fire Artillery on All"), Effect::FireAll, true},
    {"6.1", "When can their glory fade?", TR("Regain half a Squadron"), Effect::Regain, false},
    {"6.2", "O the wild charge they made!", TR("Advance ½ league & take fire"), Effect::Advance1Fire, false},
    {"6.3", "All the world wondered.", TR("Advance ½ league"), Effect::Advance1, false},
    {"6.4", "Honor the charge they made,", TR("Regain half a Squadron"), Effect::Regain, false},
    {"6.5", "Honor the Light Brigade,", TR("All Advance ½ league"), Effect::AllAdvance1, false},
    {"6.6", "Noble six hundred.", TR("All regiments Regain half a Squadron"), Effect::AllRegain, false},
}};

#undef TR

} // namespace

std::span<const Card> Deck::cards()
{
    return kCards;
}

int Deck::indexOf(QStringView id)
{
    for (int i = 0; i < kSize; ++i) {
        if (id == QLatin1StringView(kCards[static_cast<std::size_t>(i)].id))
            return i;
    }
    return -1;
}

QList<int> Deck::indicesWith(Effect effect)
{
    QList<int> result;
    for (int i = 0; i < kSize; ++i) {
        if (kCards[static_cast<std::size_t>(i)].effect == effect)
            result.append(i);
    }
    return result;
}

} // namespace vedette::rules::tennyson
