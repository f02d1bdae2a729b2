#include "settings.h"

#include "util/enumid.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

namespace {
// The victory rules of saved games and `tennyson --victory`.
constexpr util::EnumId<VictoryMode> kVictoryModes[] = {{VictoryMode::FirstToTheGuns, "first-to-the-guns"},
                                                       {VictoryMode::Glory, "glory"}};
static_assert(util::isWellFormed(kVictoryModes) && util::coversAll(kVictoryModes, 2));
} // namespace

QString victoryModeId(VictoryMode mode)
{
    return util::idOf(kVictoryModes, mode);
}

QJsonObject Settings::toJson() const
{
    return QJsonObject{{u"victory"_s, victoryModeId(victory)}, {u"drawAfterCards"_s, drawAfterCards}};
}

std::optional<Settings> Settings::fromJson(const QJsonObject &object, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::optional<Settings>();
    };
    Settings settings;
    if (object.contains(u"victory"_s)) {
        const QJsonValue victory = object.value(u"victory"_s);
        const std::optional<VictoryMode> mode =
            victory.isString() ? util::fromId(kVictoryModes, victory.toString()) : std::nullopt;
        if (mode)
            settings.victory = *mode;
        else
            return fail(QCoreApplication::translate("vedette::rules::tennyson", "The saved Tennyson game has an unknown victory rule."));
    }
    if (object.contains(u"drawAfterCards"_s)) {
        const QJsonValue draw = object.value(u"drawAfterCards"_s);
        const double cards = draw.toDouble(-1.0);
        if (!draw.isDouble() || cards != std::floor(cards) || cards < 1 || cards > kMaxDrawAfterCards)
            return fail(QCoreApplication::translate("vedette::rules::tennyson",
                                                    "The saved Tennyson game's draw must come after 1 to %1 cards.")
                            .arg(kMaxDrawAfterCards));
        settings.drawAfterCards = static_cast<int>(cards);
    }
    return settings;
}

} // namespace vedette::rules::tennyson
