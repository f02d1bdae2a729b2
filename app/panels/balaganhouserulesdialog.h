#pragma once

#include "rules/balagan/houserules.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;

namespace vedette {

// Balagan's house rules (docs/rules.md M, settings and distances): every
// value the referee may change, each with its unit and the text's reading
// as the default ("Restore Defaults").
class BalaganHouseRulesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BalaganHouseRulesDialog(const rules::balagan::HouseRules &rules, QWidget *parent = nullptr);

    rules::balagan::HouseRules houseRules() const;
    void setHouseRules(const rules::balagan::HouseRules &rules);

private:
    QDoubleSpinBox *mFrontArc = nullptr;
    QDoubleSpinBox *mFootRange = nullptr;
    QDoubleSpinBox *mArtilleryRange = nullptr;
    QDoubleSpinBox *mArtilleryLongRange = nullptr;
    QDoubleSpinBox *mSupport = nullptr;
    QDoubleSpinBox *mBehindReach = nullptr;
    QDoubleSpinBox *mDoubleLineGap = nullptr;
    QDoubleSpinBox *mColumnGap = nullptr;
    QDoubleSpinBox *mContactTolerance = nullptr;
    QCheckBox *mWheelOuterCorner = nullptr;
};

} // namespace vedette
