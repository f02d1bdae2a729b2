#include "preferencesdialog.h"

#include "window/languages.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace vedette {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , mLanguage(new QComboBox(this))
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

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), mLanguage);
    form->addRow(QString(), note);

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
    QDialog::accept();
}

} // namespace vedette
