#include "preferencesdialog.h"

#include "document/diceservice.h"
#include "window/languages.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

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

    auto *note = new QLabel(tr("A new language takes effect the next time Vedette starts."), this);
    note->setWordWrap(true);
    note->setEnabled(false);

    mPhysicalDice->setChecked(mDice && mDice->physicalDice());
    mPhysicalDice->setEnabled(mDice != nullptr);
    mPhysicalDice->setToolTip(tr("Every roll in Vedette asks for the faces of the dice thrown at the table "
                                 "instead of throwing them itself. The Dice Tray has the same switch."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), mLanguage);
    form->addRow(QString(), note);
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

void PreferencesDialog::accept()
{
    Languages::choose(mLanguage->currentData().toString());
    if (mDice)
        mDice->setPhysicalDice(mPhysicalDice->isChecked());
    QDialog::accept();
}

} // namespace vedette
