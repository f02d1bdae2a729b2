#pragma once

#include <QDialog>

class QComboBox;

namespace vedette {

// Application-wide preferences (per-campaign house rules live elsewhere).
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    void accept() override;

private:
    QComboBox *mLanguage;
};

} // namespace vedette
