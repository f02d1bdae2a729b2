#pragma once

#include "store/campaignrecords.h"
#include "table/scenario.h"

#include <QColor>
#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace vedette::store {
class CampaignStore;
}

namespace vedette {

class Campaign;

// Asks how to start a battle: from one of the campaign's scenarios (its
// name, and whether the units keep the strength they ended an earlier battle
// with), or from nothing: an empty table of the rule system, size and ground
// scale asked for, with two sides whose names and colours the referee sets.
class NewBattleDialog : public QDialog
{
    Q_OBJECT

public:
    NewBattleDialog(const store::CampaignStore &store, qint64 scenarioId, QWidget *parent = nullptr);

    store::NewBattle options() const;
    // For tests and for the browser's default: carry from this battle.
    void setCarryFrom(qint64 battleId);

    // "From nothing": the empty table is chosen instead of a scenario.
    bool isEmptyTable() const;
    void setEmptyTable(bool empty);
    // The empty table as asked for (rule system, size, scale, the two sides).
    table::Scenario emptyTable() const;
    // Why the dialog cannot be accepted as filled in; empty when it can.
    QString problem() const;

    // Starts the battle chosen in `campaign`: the scenario's, or a new
    // scenario made of the empty table. nullopt (campaign->errorString() says
    // why) when it could not.
    std::optional<qint64> startIn(Campaign *campaign) const;

    // Table presets: 6' x 4', 8' x 5', 120 x 80 cm; "custom" is the last.
    static QList<std::pair<QString, QSizeF>> tablePresets();

private:
    void updateMode();
    void ruleSystemChanged();
    void presetChanged();
    void sizeEdited();
    void validate();
    void pickColour(int side);
    double tapeMm() const;

    QLineEdit *mName;
    QComboBox *mScenario;
    QComboBox *mCarry;
    QLabel *mCarryLabel;
    QGroupBox *mEmpty;
    QComboBox *mRules;
    QComboBox *mPreset;
    QDoubleSpinBox *mWidth;
    QDoubleSpinBox *mHeight;
    QDoubleSpinBox *mScale;
    QLineEdit *mSideNames[2];
    QPushButton *mSideColours[2];
    QColor mColours[2];
    QLabel *mProblem;
    QPushButton *mOk = nullptr;
    double mWidthMm = 0.0;
    double mHeightMm = 0.0;
};

} // namespace vedette
