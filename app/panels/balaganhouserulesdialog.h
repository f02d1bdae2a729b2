#pragma once

#include "panels/houserulesform.h"
#include "panels/houserulesform.h"
#include "rules/balagan/houserules.h"

#include <QDialog>

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
    HouseRulesForm<rules::balagan::HouseRules> mForm;
};

} // namespace vedette
