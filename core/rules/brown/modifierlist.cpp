#include "modifierlist.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::rules::brown::ModifierList)
};

Modifier line(const char16_t *id, Side side, int value, bool applies, QString reason, bool derived = true)
{
    Modifier m;
    m.id = QString::fromUtf16(id);
    m.side = side;
    m.reason = std::move(reason);
    m.derived = derived;
    m.derivedValue = m.value = value;
    m.derivedEnabled = m.enabled = applies;
    return m;
}

QString formationName(FormationClass f)
{
    switch (f) {
    case FormationClass::Line:
        return Tr::tr("line");
    case FormationClass::Column:
        return Tr::tr("column");
    case FormationClass::ClosedColumn:
        return Tr::tr("closed column");
    case FormationClass::Square:
        return Tr::tr("square");
    case FormationClass::Other:
        break;
    }
    return Tr::tr("other order");
}

QString typeName(TroopType t)
{
    switch (t) {
    case TroopType::Infantry:
        return Tr::tr("infantry");
    case TroopType::LightCavalry:
        return Tr::tr("light cavalry");
    case TroopType::HeavyCavalry:
        return Tr::tr("heavy cavalry");
    case TroopType::Artillery:
        break;
    }
    return Tr::tr("artillery");
}

QString ratioText(int larger, int smaller)
{
    if (smaller <= 0)
        return Tr::tr("%1 against none").arg(larger);
    return Tr::tr("%1 against %2 (%3x)").arg(larger).arg(smaller).arg(QString::number(double(larger) / smaller, 'f', 2));
}

void addStates(QList<Modifier> &items, const ChargeUnit &u, Side side)
{
    const bool att = side == Side::Attacker;
    items.append(line(att ? u"attacker.shaken" : u"defender.shaken", side, -2, u.shaken,
                      u.shaken ? Tr::tr("%1 is Shaken.").arg(u.name) : Tr::tr("%1 is not Shaken.").arg(u.name)));
    items.append(line(att ? u"attacker.disordered" : u"defender.disordered", side, -4, u.disordered,
                      u.disordered ? Tr::tr("%1 is Disordered.").arg(u.name) : Tr::tr("%1 is not Disordered.").arg(u.name)));
}

} // namespace

int ModifierList::townCwDifference(const TownBlock &attacker, const TownBlock &defender)
{
    const long long na = attacker.stands();
    const long long nd = defender.stands();
    if (na <= 0 || nd <= 0)
        return 0;
    long long sa = 0;
    long long sd = 0;
    for (const TownBlock::Stands &u : attacker.units)
        sa += static_cast<long long>(u.stands) * u.combatWeight;
    for (const TownBlock::Stands &u : defender.units)
        sd += static_cast<long long>(u.stands) * u.combatWeight;
    // (sa/na - sd/nd) in whole numbers: no floating-point doubt at the halves.
    const long long num = sa * nd - sd * na;
    const long long den = na * nd;
    const long long away = (2 * (num < 0 ? -num : num) + den) / (2 * den);
    return static_cast<int>(num < 0 ? -away : away);
}

int ModifierList::massBand(int larger, int smaller)
{
    // Integer comparisons: exactly 1.5x must reach the band.
    const long long l = larger;
    const long long s = smaller;
    if (l >= 4 * s)
        return 5;
    if (l >= 3 * s)
        return 4;
    if (l >= 2 * s)
        return 3;
    if (2 * l >= 3 * s)
        return 2;
    return 0;
}

ModifierList ModifierList::derive(const ChargeSituation &s)
{
    ModifierList list;
    QList<Modifier> &items = list.mItems;
    const ChargeUnit &a = s.attacker;
    const ChargeUnit &d = s.defender;
    const bool defenderInfantry = d.type == TroopType::Infantry;

    // --- ATTACKER, in the order of the text ---
    addStates(items, a, Side::Attacker);
    // Standing Cav. is the attacker's own state (docs/rules.md B-12): cavalry
    // charging from a stand, at or inside 4" of its target at the declaration.
    if (s.standingCavalry)
        items.append(line(u"attacker.standing-cavalry", Side::Attacker, -3, *s.standingCavalry,
                          s.standingCavalryReason.isEmpty()
                              ? (*s.standingCavalry ? Tr::tr("The attacking cavalry charges from a stand.")
                                                    : Tr::tr("The attacker does not charge from a stand."))
                              : s.standingCavalryReason));
    else
        items.append(line(u"attacker.standing-cavalry", Side::Attacker, -3, false,
                          Tr::tr("The referee's call: whether the attacking cavalry charges from a stand."), false));
    {
        const int steps = s.closingCasualtyPercent / 10;
        items.append(line(u"attacker.closing-casualties", Side::Attacker, -2 * steps, steps > 0,
                          Tr::tr("%1% closing casualties from the defender's fire: -2 for each 10%.")
                              .arg(s.closingCasualtyPercent)));
    }
    {
        const int band = a.strength > d.strength ? massBand(a.strength, d.strength) : 0;
        items.append(line(u"attacker.mass", Side::Attacker, band > 0 ? band : 2, band > 0,
                          band > 0 ? Tr::tr("Mass: %1.").arg(ratioText(a.strength, d.strength))
                                   : Tr::tr("No mass advantage: %1 against %2.").arg(a.strength).arg(d.strength)));
    }
    items.append(line(u"attacker.downhill", Side::Attacker, 1, s.downhill,
                      s.downhillReason.isEmpty() ? (s.downhill ? Tr::tr("Charging downhill.") : Tr::tr("Not charging downhill."))
                                                 : s.downhillReason));
    {
        const bool cav = a.isCavalry();
        auto cavVs = [&](const char16_t *id, int value, FormationClass f, bool anyArm) {
            const bool targetOk = (anyArm || defenderInfantry) && d.formation == f;
            const bool applies = cav && targetOk;
            QString reason;
            if (applies)
                reason = Tr::tr("Cavalry charges %1 in %2.").arg(typeName(d.type), formationName(f));
            else if (!cav)
                reason = Tr::tr("The attacker is not cavalry.");
            else
                reason = Tr::tr("The target is %1 in %2.").arg(typeName(d.type), formationName(d.formation));
            items.append(line(id, Side::Attacker, value, applies, reason));
        };
        cavVs(u"attacker.cavalry-vs-line", 6, FormationClass::Line, false);
        cavVs(u"attacker.cavalry-vs-column", 4, FormationClass::Column, false);
        // A square or closed column is infantry by nature; any unit so formed counts.
        cavVs(u"attacker.cavalry-vs-square", -5, FormationClass::Square, true);
        cavVs(u"attacker.cavalry-vs-closed-column", -2, FormationClass::ClosedColumn, true);
    }
    {
        const bool applies = a.type == TroopType::HeavyCavalry && d.type == TroopType::LightCavalry;
        items.append(line(u"attacker.heavy-vs-light-cavalry", Side::Attacker, 4, applies,
                          Tr::tr("%1 charges %2.").arg(typeName(a.type), typeName(d.type))));
    }
    {
        const bool applies = a.type == TroopType::Infantry && d.formation == FormationClass::Square;
        items.append(line(u"attacker.infantry-vs-square", Side::Attacker, 4, applies,
                          Tr::tr("%1 charges a target in %2.").arg(typeName(a.type), formationName(d.formation))));
    }
    items.append(line(u"attacker.leader", Side::Attacker, a.leaderRating.value_or(0), a.leaderRating.has_value(),
                      a.leaderRating ? Tr::tr("%1 (rating %2) is attached.").arg(a.leaderName).arg(*a.leaderRating)
                                     : Tr::tr("No leader attached.")));
    {
        using table::geometry::Arc;
        const QString where = s.approachReason.isEmpty() ? Tr::tr("The attacker starts in the defender's %1 arc.")
                                                                 .arg(table::geometry::arcName(s.approach))
                                                           : s.approachReason;
        items.append(line(u"attacker.flank", Side::Attacker, 6, s.approach == Arc::Flank, where));
        items.append(line(u"attacker.rear", Side::Attacker, 8, s.approach == Arc::Rear, where));
    }
    if (s.isTownCharge()) {
        const int diff = townCwDifference(*s.attackerBlock, *s.defenderBlock);
        items.append(line(u"attacker.cw-difference", Side::Attacker, diff, diff != 0,
                          Tr::tr("Town fight, block against block: average CW of the stands involved, %1 against %2 "
                             "(%3; %4), rounded.")
                              .arg(QLocale().toString(s.attackerBlock->averageCombatWeight(), 'f', 2),
                                   QLocale().toString(s.defenderBlock->averageCombatWeight(), 'f', 2),
                                   s.attackerBlock->describe(), s.defenderBlock->describe())));
    } else {
        const int diff = a.combatWeight - d.combatWeight;
        QString reason = Tr::tr("CW %1 against %2.").arg(a.combatWeight).arg(d.combatWeight);
        if (s.defenderBlock)
            reason += u' ' + Tr::tr("%1 charges into a town: treated normally.").arg(a.name);
        else if (s.attackerBlock)
            reason += u' ' + Tr::tr("%1 is not in a town block: treated normally.").arg(d.name);
        items.append(line(u"attacker.cw-difference", Side::Attacker, diff, diff != 0, reason));
    }

    // --- DEFENDER ---
    addStates(items, d, Side::Defender);
    items.append(line(u"defender.rout-broken", Side::Defender, -9, d.routOrBroken,
                      d.routOrBroken ? Tr::tr("%1 is routed or broken.").arg(d.name)
                                     : Tr::tr("%1 is neither routed nor broken.").arg(d.name)));
    {
        const int band = d.strength > a.strength ? massBand(d.strength, a.strength) : 0;
        items.append(line(u"defender.mass", Side::Defender, band > 0 ? band : 2, band > 0,
                          band > 0 ? Tr::tr("Mass: %1.").arg(ratioText(d.strength, a.strength))
                                   : Tr::tr("No mass advantage: %1 against %2.").arg(d.strength).arg(a.strength)));
    }
    items.append(line(u"defender.secure-flanks", Side::Defender, s.secureFlanks > 0 ? s.secureFlanks : 1,
                      s.secureFlanks > 0,
                      s.secureFlanksReason.isEmpty() ? Tr::tr("%n secure flank(s).", nullptr, s.secureFlanks)
                                                     : s.secureFlanksReason));
    // General Order is derived from the referee's mark on the defender, when
    // the state of play has one to read.
    if (s.generalOrder)
        items.append(line(u"defender.general-order", Side::Defender, -2, *s.generalOrder,
                          s.generalOrderReason.isEmpty()
                              ? (*s.generalOrder ? Tr::tr("The defender holds under a General Order.")
                                                 : Tr::tr("The defender is not under a General Order."))
                              : s.generalOrderReason));
    else
        items.append(line(u"defender.general-order", Side::Defender, -2, false,
                          Tr::tr("The referee's call: whether the defender acts under a General Order."), false));
    {
        int value = 1;
        switch (s.cover) {
        case table::CoverClass::Medium:
            value = 3;
            break;
        case table::CoverClass::Heavy:
            value = 5;
            break;
        default:
            break;
        }
        const QString reason = !s.coverReason.isEmpty() ? s.coverReason
            : s.cover == table::CoverClass::None        ? Tr::tr("The defender is in the open.")
                                                        : Tr::tr("The defender is in %1.").arg(table::coverClassName(s.cover));
        items.append(line(u"defender.cover", Side::Defender, value, s.cover != table::CoverClass::None, reason));
    }
    return list;
}

const Modifier *ModifierList::find(const QString &id) const
{
    for (const Modifier &m : mItems) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

Modifier *ModifierList::findMutable(const QString &id)
{
    for (Modifier &m : mItems) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

bool ModifierList::setEnabled(const QString &id, bool enabled)
{
    Modifier *m = findMutable(id);
    if (!m)
        return false;
    m->enabled = enabled;
    return true;
}

bool ModifierList::setValue(const QString &id, int value)
{
    Modifier *m = findMutable(id);
    if (!m)
        return false;
    m->value = value;
    return true;
}

bool ModifierList::reset(const QString &id)
{
    Modifier *m = findMutable(id);
    if (!m)
        return false;
    m->value = m->derivedValue;
    m->enabled = m->derivedEnabled;
    return true;
}

void ModifierList::setClosingCasualties(int percent)
{
    Modifier *m = findMutable(u"attacker.closing-casualties"_s);
    if (!m)
        return;
    const int steps = percent / 10;
    m->derivedValue = m->value = -2 * steps;
    m->derivedEnabled = m->enabled = steps > 0;
    m->reason = Tr::tr("%1% closing casualties from the defender's fire: -2 for each 10%.").arg(percent);
}

int ModifierList::total(Side side) const
{
    int sum = 0;
    for (const Modifier &m : mItems) {
        if (m.side == side)
            sum += m.effective();
    }
    return sum;
}

QJsonArray ModifierList::toJson() const
{
    QJsonArray array;
    for (const Modifier &m : mItems)
        array.append(m.toJson());
    return array;
}

} // namespace vedette::rules::brown
