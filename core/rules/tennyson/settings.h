#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

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

    // The longest game a referee may ask for before it is called a draw.
    static constexpr int kMaxDrawAfterCards = 100000;

    QJsonObject toJson() const;
    // Missing values keep their defaults; an unknown victory or a number of
    // cards out of range (1 to kMaxDrawAfterCards) gives nothing and sets `error`.
    static std::optional<Settings> fromJson(const QJsonObject &object, QString *error = nullptr);

    friend bool operator==(const Settings &, const Settings &) = default;
};

QString victoryModeId(VictoryMode mode); // "first-to-the-guns", "glory"

} // namespace vedette::rules::tennyson
