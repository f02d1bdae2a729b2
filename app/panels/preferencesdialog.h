#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace vedette {

class DiceService;

// Application-wide preferences (per-campaign house rules live elsewhere).
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(DiceService *dice, QWidget *parent = nullptr);

    void accept() override;

private:
    DiceService *mDice;
    QComboBox *mLanguage;
    QCheckBox *mPhysicalDice;
};

} // namespace vedette
