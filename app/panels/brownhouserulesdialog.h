#pragma once

#include "rules/brown/houserules.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace vedette {

// Brown's house rules (docs/rules.md B, settings): every value the referee
// may change, with the text's reading as the default ("Restore Defaults").
class BrownHouseRulesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BrownHouseRulesDialog(const rules::brown::HouseRules &rules, QWidget *parent = nullptr);

    rules::brown::HouseRules houseRules() const;
    void setHouseRules(const rules::brown::HouseRules &rules);

private:
    std::array<QDoubleSpinBox *, rules::brown::troopTypeCount> mReach{};
    std::array<QSpinBox *, rules::brown::troopClassCount> mClassDie{};
    std::array<QSpinBox *, rules::brown::troopClassCount> mMeleeModifier{};
    QSpinBox *mActivation = nullptr;
    QSpinBox *mFireDiscipline = nullptr;
    QSpinBox *mInSmoke = nullptr;
    QSpinBox *mCasualtyStep = nullptr;
    QDoubleSpinBox *mSecureFlank = nullptr;
    QDoubleSpinBox *mSuggestedMove = nullptr;
    std::array<QCheckBox *, rules::brown::chargeResultCount> mRideDown{};
};

} // namespace vedette
