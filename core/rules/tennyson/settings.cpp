#include "settings.h"

using namespace Qt::StringLiterals;

namespace vedette::rules::tennyson {

QString victoryModeId(VictoryMode mode)
{
    return mode == VictoryMode::Glory ? u"glory"_s : u"first-to-the-guns"_s;
}

QJsonObject Settings::toJson() const
{
    return QJsonObject{{u"victory"_s, victoryModeId(victory)}, {u"drawAfterCards"_s, drawAfterCards}};
}

Settings Settings::fromJson(const QJsonObject &object)
{
    Settings settings;
    if (object.value(u"victory"_s).toString() == u"glory"_s)
        settings.victory = VictoryMode::Glory;
    const int draw = object.value(u"drawAfterCards"_s).toInt(settings.drawAfterCards);
    if (draw > 0)
        settings.drawAfterCards = draw;
    return settings;
}

} // namespace vedette::rules::tennyson
