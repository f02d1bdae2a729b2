#include "houserules.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::balagan {

namespace {

struct NumberField
{
    QString key;
    double HouseRules::*member;
    double minimum;
    double maximum;
};

const QList<NumberField> &numberFields()
{
    static const QList<NumberField> fields{
        {u"frontArcHalfAngle"_s, &HouseRules::frontArcHalfAngle, 0.0, 90.0},
        {u"behindReachPaces"_s, &HouseRules::behindReachPaces, 0.0, 100000.0},
        {u"footRangePaces"_s, &HouseRules::footRangePaces, 0.0, 100000.0},
        {u"artilleryRangePaces"_s, &HouseRules::artilleryRangePaces, 0.0, 100000.0},
        {u"artilleryLongRangePaces"_s, &HouseRules::artilleryLongRangePaces, 0.0, 100000.0},
        {u"supportDistancePaces"_s, &HouseRules::supportDistancePaces, 0.0, 100000.0},
        {u"doubleLineGapCm"_s, &HouseRules::doubleLineGapCm, 0.0, 100.0},
        {u"columnGapCm"_s, &HouseRules::columnGapCm, 0.0, 100.0},
        {u"contactToleranceMm"_s, &HouseRules::contactToleranceMm, 0.0, 100.0},
        {u"haltShortPaces"_s, &HouseRules::haltShortPaces, 0.0, 100000.0},
    };
    return fields;
}

} // namespace

double HouseRules::haltShortMm(table::GroundScale scale) const
{
    return std::max(table::Length::fromPaces(haltShortPaces, scale).mm(), contactToleranceMm + 0.1);
}

table::FootprintSettings HouseRules::footprintSettings(const table::FootprintSettings &scenario) const
{
    table::FootprintSettings settings = scenario;
    settings.doubleLineGap = table::Length::fromCm(doubleLineGapCm);
    settings.columnGap = table::Length::fromCm(columnGapCm);
    return settings;
}

QJsonObject HouseRules::toJson() const
{
    QJsonObject json;
    for (const NumberField &field : numberFields())
        json.insert(field.key, this->*field.member);
    json.insert(u"wheelCostOuterCorner"_s, wheelCostOuterCorner);
    return json;
}

std::optional<HouseRules> HouseRules::fromJson(const QJsonObject &json, QString *error)
{
    HouseRules rules;
    for (const NumberField &field : numberFields()) {
        if (!json.contains(field.key))
            continue;
        const QJsonValue value = json.value(field.key);
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || !std::isfinite(number) || number < field.minimum || number > field.maximum) {
            if (error)
                *error = QCoreApplication::translate("vedette::rules::balagan::HouseRules",
                                                     "%1: must be a number from %2 to %3")
                             .arg(field.key)
                             .arg(field.minimum)
                             .arg(field.maximum);
            return std::nullopt;
        }
        rules.*field.member = number;
    }
    if (json.contains(u"wheelCostOuterCorner"_s)) {
        const QJsonValue value = json.value(u"wheelCostOuterCorner"_s);
        if (!value.isBool()) {
            if (error)
                *error = QCoreApplication::translate("vedette::rules::balagan::HouseRules",
                                                     "wheelCostOuterCorner: must be true or false");
            return std::nullopt;
        }
        rules.wheelCostOuterCorner = value.toBool();
    }
    return rules;
}

} // namespace vedette::rules::balagan
