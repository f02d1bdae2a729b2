#include "card.h"

#include <QCoreApplication>

namespace vedette::rules::tennyson {

int effectDistance(Effect effect)
{
    switch (effect) {
    case Effect::Advance1:
    case Effect::AllAdvance1:
    case Effect::Advance1Fire:
    case Effect::Retire1:
        return 1;
    case Effect::Advance2:
    case Effect::AllAdvance2:
    case Effect::Advance2Fire:
    case Effect::Retire2:
        return 2;
    default:
        return 0;
    }
}

bool isPlacement(Effect effect)
{
    return effect == Effect::PlaceRight || effect == Effect::PlaceLeft || effect == Effect::PlaceFrontal;
}

QString effectName(Effect effect)
{
    const char *text = "";
    switch (effect) {
    case Effect::Advance1: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Advance ½ league"); break;
    case Effect::Advance2: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Advance 1 league"); break;
    case Effect::AllAdvance1: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "All Advance ½ league"); break;
    case Effect::AllAdvance2: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "All Advance 1 league"); break;
    case Effect::Advance1Fire: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Advance ½ league & take fire"); break;
    case Effect::Advance2Fire: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Advance 1 league & take fire"); break;
    case Effect::Retire1: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Retire one regiment ½ league"); break;
    case Effect::Retire2: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Retire one regiment 1 league"); break;
    case Effect::LoseStand: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Lose half a squadron"); break;
    case Effect::PlaceRight: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Place Right hand Cannon"); break;
    case Effect::PlaceLeft: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Place Left hand Cannon"); break;
    case Effect::PlaceFrontal: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Place Frontal Cannon"); break;
    case Effect::RemoveBattery: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Remove one battery of choice"); break;
    case Effect::FireAll: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Fire Artillery on All"); break;
    case Effect::FireRegiment: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Fire Artillery on Regiment"); break;
    case Effect::Regain: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Regain half a Squadron"); break;
    case Effect::AllRegain: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "All regiments Regain half a Squadron"); break;
    case Effect::PlaceCossacks: text = QT_TRANSLATE_NOOP("vedette::rules::tennyson", "Place Cossacks"); break;
    }
    return QCoreApplication::translate("vedette::rules::tennyson", text);
}

QString Card::effectLabel() const
{
    return QCoreApplication::translate("vedette::rules::tennyson", effectText);
}

} // namespace vedette::rules::tennyson
