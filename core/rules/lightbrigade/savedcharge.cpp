#include "savedcharge.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

namespace {

std::optional<SavedCharge> refuse(QString *errorString, const char *text)
{
    if (errorString)
        *errorString = QCoreApplication::translate("LightBrigade", text);
    return std::nullopt;
}

// 64-bit numbers as decimal text: a JSON number is a double and would round
// them. Only the spelling QString::number writes (no sign, spaces or leading
// zeros), so the number read is the one written.
std::optional<std::uint64_t> number(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    bool ok = false;
    const qulonglong n = value.toString().toULongLong(&ok);
    return ok && QString::number(n) == value.toString() ? std::optional<std::uint64_t>(n) : std::nullopt;
}

} // namespace

QJsonObject SavedCharge::toJson() const
{
    QJsonObject json{
        {u"format"_s, u"vedette.lightbrigade.charge"_s},
        {u"version"_s, kVersion},
        {u"game"_s, game.toJson()},
    };
    if (dice) {
        json.insert(u"dice"_s, QJsonObject{{u"seed"_s, QString::number(dice->seed)}, {u"draws"_s, QString::number(dice->draws)}});
    }
    return json;
}

std::optional<SavedCharge> SavedCharge::fromJson(const QJsonObject &json, QString *errorString)
{
    if (json.value(u"format"_s).toString() != u"vedette.lightbrigade.charge"_s)
        return refuse(errorString, "This is not a saved Charge of the Light Brigade.");
    const int version = json.value(u"version"_s).toInt(0);
    if (version > kVersion)
        return refuse(errorString, "This Charge of the Light Brigade was saved by a newer Vedette.");
    if (version < 1)
        return refuse(errorString, "The saved Charge of the Light Brigade has no valid version.");
    QString gameError;
    std::optional<Game> game = Game::fromJson(json.value(u"game"_s).toObject(), &gameError);
    if (!game) {
        if (errorString) {
            *errorString = QCoreApplication::translate("LightBrigade", "The saved Charge of the Light Brigade is damaged: %1").arg(gameError);
        }
        return std::nullopt;
    }
    SavedCharge saved{*game, std::nullopt};
    if (json.contains(u"dice"_s)) {
        const QJsonObject dice = json.value(u"dice"_s).toObject();
        const auto seed = number(dice.value(u"seed"_s));
        const auto draws = number(dice.value(u"draws"_s));
        // Resuming draws them all again: a count no charge reaches is damage,
        // not hours of drawing.
        if (!seed || !draws || *draws > kMaxDraws)
            return refuse(errorString, "The saved Charge of the Light Brigade is damaged: its dice cannot be read.");
        saved.dice = Dice{*seed, *draws};
    }
    return saved;
}

} // namespace vedette::rules::lightbrigade
