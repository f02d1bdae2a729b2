#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace vedette {

class DiceService;

// Application-wide preferences (per-campaign house rules live elsewhere).
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(DiceService *dice, QWidget *parent = nullptr);

    void accept() override;
    QComboBox *languageBox() const { return mLanguage; }
    // The language chosen differs from the running one and the referee
    // asked for a restart.
    bool restartChosen() const;

private:
    void updateLanguageNote();

    DiceService *mDice;
    QComboBox *mLanguage;
    QCheckBox *mPhysicalDice;
    QLabel *mLanguageNote = nullptr;
    QCheckBox *mRestart = nullptr;
};

} // namespace vedette
