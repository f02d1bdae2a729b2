#pragma once

#include "panels/houserulesform.h"
#include "rules/brown/houserules.h"

#include <QDialog>

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
    HouseRulesForm<rules::brown::HouseRules> mForm;
};

} // namespace vedette
