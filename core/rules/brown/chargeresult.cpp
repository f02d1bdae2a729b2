#include "chargeresult.h"

#include "util/enumid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

struct ResultInfo
{
    ChargeResult value;
    const char *id; // the result's id in JSON and the log
    const char *text;
};

// The texts are the chart's, word for word, so the referee reads what the
// rule book says.
constexpr ResultInfo infos[] = {
    {ChargeResult::Surrender, "surrender",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart",
                       "The defender rolls 1d10 to determine the percentage of the unit which surrenders. "
                       "The remaining figures rout. Attacker may occupy.")},
    {ChargeResult::DefenderRouts, "defender-routs",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Defender routs. Attacker may continue.")},
    {ChargeResult::DefenderFallsBackBroken, "defender-falls-back-broken",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Defender falls back broken. Attacker may occupy and fire.")},
    {ChargeResult::DefenderRecoilsDisordered, "defender-recoils-disordered",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Defender recoils disordered. Attacker may occupy and fire.")},
    {ChargeResult::DefenderRecoils2in, "defender-recoils-2in",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Defender recoils 2\". Attacker may occupy and fire.")},
    {ChargeResult::Firefight, "firefight", QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "FIREFIGHT")},
    {ChargeResult::Melee, "melee", QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "MELEE!")},
    {ChargeResult::AttackerHalts3in, "attacker-halts-3in",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Attacker halts at 3\" and may fire.")},
    {ChargeResult::AttackerHalts4inDisordered, "attacker-halts-4in-disordered",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Attacker staggers to a halt at 4\", disordered and may fire.")},
    {ChargeResult::AttackerThrownBackBroken, "attacker-thrown-back-broken",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Attacker is thrown back broken.")},
    {ChargeResult::AttackerRouts, "attacker-routs",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart", "Attacker disintegrates into a rout.")},
    {ChargeResult::AttackerSurrenders, "attacker-surrenders",
     QT_TRANSLATE_NOOP("vedette::rules::brown::Chart",
                       "The attacker rolls 1d10 to determine the percentage of the unit which surrenders. "
                       "The remaining figures rout.")},
};
static_assert(vedette::util::isWellFormed(infos) && vedette::util::coversAll(infos, chargeResultCount));

const ResultInfo &info(ChargeResult result)
{
    return infos[static_cast<std::size_t>(result)];
}

} // namespace

QString resultId(ChargeResult result)
{
    return util::idOf(infos, result);
}

std::optional<ChargeResult> resultFromId(QStringView id)
{
    return util::fromId(infos, id);
}

QString resultText(ChargeResult result)
{
    return QCoreApplication::translate("vedette::rules::brown::Chart", info(result).text);
}

QList<ChargeResult> allResults()
{
    QList<ChargeResult> list;
    list.reserve(chargeResultCount);
    for (const ResultInfo &i : infos)
        list.append(i.value);
    return list;
}

bool attackerMayOccupy(ChargeResult result)
{
    switch (result) {
    case ChargeResult::Surrender:
    case ChargeResult::DefenderRouts:
    case ChargeResult::DefenderFallsBackBroken:
    case ChargeResult::DefenderRecoilsDisordered:
    case ChargeResult::DefenderRecoils2in:
        return true;
    default:
        return false;
    }
}

} // namespace vedette::rules::brown
