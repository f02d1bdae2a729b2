#pragma once

#include "store/campaignrecords.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace vedette::store {
class CampaignStore;
}

namespace vedette {

// Asks how to start a battle from a scenario: its name, and whether the
// units keep the strength they ended an earlier battle with.
class NewBattleDialog : public QDialog
{
    Q_OBJECT

public:
    NewBattleDialog(const store::CampaignStore &store, qint64 scenarioId, QWidget *parent = nullptr);

    store::NewBattle options() const;
    // For tests and for the browser's default: carry from this battle.
    void setCarryFrom(qint64 battleId);

private:
    QLineEdit *mName;
    QComboBox *mScenario;
    QComboBox *mCarry;
};

} // namespace vedette
