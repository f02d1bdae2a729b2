#include "modifier.h"

#include <QCoreApplication>

#include <array>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

struct Label
{
    const char16_t *id;
    const char *text;
};

// The lines as the CHARGE MODIFIERS lists name them.
constexpr std::array<Label, 23> labels{{
    {u"attacker.shaken", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Shaken")},
    {u"attacker.disordered", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Disordered")},
    {u"attacker.standing-cavalry", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Standing Cav.")},
    {u"attacker.closing-casualties", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Closing Cas. ea. 10%")},
    {u"attacker.mass", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Mass")},
    {u"attacker.downhill", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Charging Downhill")},
    {u"attacker.cavalry-vs-line", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Cav. vs Inf. Line")},
    {u"attacker.cavalry-vs-column", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Cav. vs Inf. Column")},
    {u"attacker.cavalry-vs-square", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Cav. vs Square")},
    {u"attacker.cavalry-vs-closed-column", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Cav vs Closed Column")},
    {u"attacker.heavy-vs-light-cavalry", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Hv. Cav. vs Lt. Cav.")},
    {u"attacker.infantry-vs-square", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Inf. vs Square")},
    {u"attacker.leader", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Leader Attached")},
    {u"attacker.flank", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Charging Flank")},
    {u"attacker.rear", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Charging Rear")},
    {u"attacker.cw-difference", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "CW difference")},
    {u"defender.shaken", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Shaken")},
    {u"defender.disordered", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Disordered")},
    {u"defender.rout-broken", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Rout/Broken")},
    {u"defender.mass", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Mass")},
    {u"defender.secure-flanks", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "Secure Flanks, ea")},
    {u"defender.general-order", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "General Order")},
    {u"defender.cover", QT_TRANSLATE_NOOP("vedette::rules::brown::Modifier", "In Cover")},
}};

} // namespace

QString Modifier::label() const
{
    for (const Label &l : labels) {
        if (id == QStringView(l.id))
            return QCoreApplication::translate("vedette::rules::brown::Modifier", l.text);
    }
    return id;
}

QJsonObject Modifier::toJson() const
{
    return QJsonObject{
        {u"id"_s, id},
        {u"side"_s, sideId(side)},
        {u"label"_s, label()},
        {u"value"_s, value},
        {u"enabled"_s, enabled},
        {u"effective"_s, effective()},
        {u"derived"_s, derived},
        {u"derivedValue"_s, derivedValue},
        {u"derivedEnabled"_s, derivedEnabled},
        {u"overridden"_s, overridden()},
        {u"reason"_s, reason},
    };
}

} // namespace vedette::rules::brown
