#include "preferencesdialog.h"

#include "document/diceservice.h"
#include "window/application.h"
#include "window/languages.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

PreferencesDialog::PreferencesDialog(DiceService *dice, QWidget *parent)
    : QDialog(parent)
    , mDice(dice)
    , mLanguage(new QComboBox(this))
    , mPhysicalDice(new QCheckBox(tr("Ask for the faces of &physical dice"), this))
{
    setWindowTitle(tr("Preferences"));

    const QString chosen = Languages::chosen();
    for (const Languages::Language &language : Languages::available()) {
        mLanguage->addItem(language.nativeName, language.code);
        if (language.code == chosen)
            mLanguage->setCurrentIndex(mLanguage->count() - 1);
    }
    mLanguage->setToolTip(tr("Language of menus, panels and log entries"));

    // Every panel takes its words when it is built, so a new language needs
    // a new start: say so, and offer it (everything is saved as it happens).
    mLanguageNote = new QLabel(this);
    mLanguageNote->setObjectName(u"languageNote"_s);
    mLanguageNote->setWordWrap(true);
    mRestart = new QCheckBox(tr("&Restart Vedette now"), this);
    mRestart->setObjectName(u"restartCheck"_s);
    mRestart->setChecked(true);
    connect(mLanguage, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateLanguageNote);
    updateLanguageNote();

    mPhysicalDice->setChecked(mDice && mDice->physicalDice());
    mPhysicalDice->setEnabled(mDice != nullptr);
    mPhysicalDice->setToolTip(tr("Every roll in Vedette asks for the faces of the dice thrown at the table "
                                 "instead of throwing them itself. The Dice Tray has the same switch."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), mLanguage);
    form->addRow(QString(), mLanguageNote);
    form->addRow(QString(), mRestart);
    form->addRow(tr("Dice:"), mPhysicalDice);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

void PreferencesDialog::updateLanguageNote()
{
    const QString code = mLanguage->currentData().toString();
    // What matters is the language spoken, not the entry: "System default"
    // on a German system and "Deutsch" speak the same.
    const QString spoken = Languages::spokenFor(code);
    const bool change = spoken != Languages::spokenFor(Languages::inEffect());
    mLanguageNote->setText(change ? tr("Vedette speaks %1 from its next start. Restarting loses nothing: everything "
                                       "is already saved.")
                                        .arg(Languages::nativeName(spoken))
                                  : tr("A new language applies after Vedette is restarted."));
    mRestart->setVisible(change);
    // The dialog grows with the note and the check box rather than cutting
    // them (the first call comes before the layout exists).
    if (layout()) {
        layout()->activate();
        adjustSize();
    }
}

bool PreferencesDialog::restartChosen() const
{
    return !mRestart->isHidden() && mRestart->isChecked();
}

void PreferencesDialog::accept()
{
    Languages::choose(mLanguage->currentData().toString());
    if (mDice)
        mDice->setPhysicalDice(mPhysicalDice->isChecked());
    const bool restart = restartChosen();
    QDialog::accept();
    if (restart)
        Application::requestRestart();
}

} // namespace vedette
