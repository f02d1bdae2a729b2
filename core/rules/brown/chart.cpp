#include "chart.h"

#include <QCoreApplication>

#include <array>
#include <climits>

using namespace Qt::StringLiterals;

namespace vedette::rules::brown {

namespace {

using R = ChargeResult;

// CHARGE IN OPEN, top to bottom as printed.
constexpr std::array<ChartBand, 13> openBands{{
    {11, INT_MAX, R::Surrender},
    {9, 10, R::DefenderRouts},
    {7, 8, R::DefenderFallsBackBroken},
    {5, 6, R::DefenderRecoilsDisordered},
    {3, 4, R::DefenderRecoils2in},
    {1, 2, R::Firefight},
    {0, 0, R::Melee},
    {-2, -1, R::Firefight},
    {-4, -3, R::AttackerHalts3in},
    {-7, -5, R::AttackerHalts4inDisordered},
    {-9, -8, R::AttackerThrownBackBroken},
    {-11, -10, R::AttackerRouts},
    {INT_MIN, -12, R::AttackerSurrenders},
}};

// CHARGE IN COVER, top to bottom as printed.
constexpr std::array<ChartBand, 13> coverBands{{
    {11, INT_MAX, R::Surrender},
    {10, 10, R::DefenderRouts},
    {9, 9, R::DefenderFallsBackBroken},
    {8, 8, R::DefenderRecoilsDisordered},
    {7, 7, R::DefenderRecoils2in},
    {6, 6, R::Firefight},
    {0, 5, R::Melee},
    {-2, -1, R::Firefight},
    {-4, -3, R::AttackerHalts3in},
    {-7, -5, R::AttackerHalts4inDisordered},
    {-9, -8, R::AttackerThrownBackBroken},
    {-11, -10, R::AttackerRouts},
    {INT_MIN, -12, R::AttackerSurrenders},
}};

} // namespace

QString chartName(ChartKind kind)
{
    return kind == ChartKind::Cover ? u"cover"_s : u"open"_s;
}

std::optional<ChartKind> chartFromName(QStringView name)
{
    if (name == u"open")
        return ChartKind::Open;
    if (name == u"cover")
        return ChartKind::Cover;
    return std::nullopt;
}

std::span<const ChartBand> Chart::bands(ChartKind kind)
{
    if (kind == ChartKind::Cover)
        return coverBands;
    return openBands;
}

ChargeResult Chart::lookup(ChartKind kind, int net)
{
    for (const ChartBand &band : bands(kind)) {
        if (net >= band.low && net <= band.high)
            return band.result;
    }
    return R::Melee; // unreachable: the bands cover every int
}

ChargeResult Chart::shiftFirefight(int net, ChargeResult result, bool attackerCavalry, bool defenderCavalry)
{
    if (result != R::Firefight || (!attackerCavalry && !defenderCavalry))
        return result;
    if (attackerCavalry && defenderCavalry)
        return R::Melee;
    // Outward: on both charts the band just beyond the upper FIREFIGHT is
    // "recoils 2\"" (open 3 to 4, cover 7) and beyond the lower one "halts at 3\"".
    return net > 0 ? R::DefenderRecoils2in : R::AttackerHalts3in;
}

QString Chart::text(const Reading &reading)
{
    if (!reading.blown)
        return resultText(reading.result);
    switch (reading.result) {
    case R::Melee:
        return QCoreApplication::translate("vedette::rules::brown::Chart", "MELEE! The attacking cavalry is Blown.");
    case R::DefenderRecoils2in:
        return QCoreApplication::translate("vedette::rules::brown::Chart",
                                           "Defender recoils 2\". The attacking cavalry is Blown and halts just "
                                           "outside 4\".");
    case R::AttackerHalts4inDisordered:
        return QCoreApplication::translate("vedette::rules::brown::Chart",
                                           "The attacking cavalry staggers to a halt just outside 4\", disordered "
                                           "and Blown.");
    default:
        // -1 to -4: its halt at 3" gives way to the halt just outside 4".
        return QCoreApplication::translate("vedette::rules::brown::Chart",
                                           "The attacking cavalry is Blown and halts just outside 4\".");
    }
}

Chart::Reading Chart::read(ChartKind kind, int net, bool attackerCavalry, bool defenderCavalry)
{
    Reading reading;
    reading.chart = kind;
    reading.net = net;
    reading.chartResult = lookup(kind, net);
    reading.result = shiftFirefight(net, reading.chartResult, attackerCavalry, defenderCavalry);
    reading.shifted = reading.result != reading.chartResult;
    reading.blown = isBlown(net, attackerCavalry);
    return reading;
}

} // namespace vedette::rules::brown
