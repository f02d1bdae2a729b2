#pragma once

#include <QJsonObject>
#include <QString>

namespace vedette::rules::tennyson {

// Victory is a house rule (docs/rules.md T-11, T-12 "setting"): the text gives none.
enum class VictoryMode {
    FirstToTheGuns, // first regiment at position 16 with a stand left wins
    Glory,          // play through two reshuffles; 1 point a stand, +3 for the guns
};

struct Settings
{
    VictoryMode victory = VictoryMode::FirstToTheGuns;
    int drawAfterCards = 2000;

    QJsonObject toJson() const;
    // Unknown or missing values keep their defaults.
    static Settings fromJson(const QJsonObject &object);

    friend bool operator==(const Settings &, const Settings &) = default;
};

QString victoryModeId(VictoryMode mode); // "first-to-the-guns", "glory"

} // namespace vedette::rules::tennyson
