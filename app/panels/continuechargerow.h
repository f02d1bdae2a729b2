#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace vedette {

class BrownController;

// "Continue the charge against…" (docs/rules.md B-30): after an applied
// result that allows pursuit, the eligible next targets (5" or less from the
// position occupied) as core finds them; choosing one declares the continued
// charge through the controller, one step. Hidden when there is none.
class ContinueChargeRow : public QWidget
{
    Q_OBJECT

public:
    ContinueChargeRow(BrownController *controller, QWidget *parent = nullptr);

    QComboBox *targetBox() const { return mTargets; }
    QPushButton *continueButton() const { return mContinue; }
    // Declares the continued charge against the target in the list.
    bool continueCharge();

signals:
    void refused(const QString &reason);
    void continued();

private:
    void sync();

    BrownController *mController;
    QLabel *mLabel;
    QComboBox *mTargets;
    QPushButton *mContinue;
};

} // namespace vedette
