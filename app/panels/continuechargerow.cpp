#include "continuechargerow.h"

#include "controllers/browncontroller.h"
#include "rules/brown/inches.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace vedette {

ContinueChargeRow::ContinueChargeRow(BrownController *controller, QWidget *parent)
    : QWidget(parent)
    , mController(controller)
{
    setObjectName(QStringLiteral("continueChargeRow"));
    // The label over the list and the button: a row that does not wrap
    // differently as the names change length.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mLabel = new QLabel(tr("Continue the charge against:"), this);
    mTargets = new QComboBox(this);
    mTargets->setAccessibleName(tr("Next target of the continued charge"));
    mLabel->setBuddy(mTargets);
    mContinue = new QPushButton(tr("Continue the Charge"), this);
    mContinue->setToolTip(tr("Declare the continued charge: it is fought as any other charge, the defender In Smoke "
                             "for Fire Discipline."));
    mLabel->setWordWrap(true);
    mLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mTargets->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    mContinue->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    layout->addWidget(mLabel, 0, 0, 1, 2);
    layout->addWidget(mTargets, 1, 0);
    layout->addWidget(mContinue, 1, 1);
    layout->setColumnStretch(0, 1);
    connect(mContinue, &QPushButton::clicked, this, &ContinueChargeRow::continueCharge);
    connect(mController, &BattleController::changed, this, &ContinueChargeRow::sync);
    sync();
}

bool ContinueChargeRow::continueCharge()
{
    const QString id = mTargets->currentData().toString();
    if (id.isEmpty() || !mController->continueCharge(id)) {
        emit refused(mController->lastError());
        return false;
    }
    emit continued();
    return true;
}

void ContinueChargeRow::sync()
{
    const auto targets = mController->continuationTargets();
    const QString current = mTargets->currentData().toString();
    mTargets->clear();
    for (const auto &target : targets)
        mTargets->addItem(tr("%1 (%2 away)").arg(target.name, rules::brown::inchesText(target.distanceInches)),
                          target.unitId);
    if (const int at = mTargets->findData(current); at >= 0)
        mTargets->setCurrentIndex(at);
    setVisible(!targets.isEmpty());
}

} // namespace vedette
