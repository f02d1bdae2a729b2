#pragma once

#include "tennysonseat.h"

#include "rules/tennyson/settings.h"

#include <QDialog>

#include <array>

class QComboBox;

namespace vedette {

// Before a game: who plays each regiment (a person at the table, or the
// computer, random or sensible) and the victory setting.
class TennysonSetupDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TennysonSetupDialog(QWidget *parent = nullptr);

    TennysonSeats seats() const;
    void setSeats(const TennysonSeats &seats);
    rules::tennyson::Settings settings() const;

private:
    std::array<QComboBox *, 5> mSeatBoxes{};
    QComboBox *mVictory;
};

} // namespace vedette
