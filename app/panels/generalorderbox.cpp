#include "generalorderbox.h"

#include "controllers/browncontroller.h"
#include "document/document.h"

namespace vedette {

GeneralOrderBox::GeneralOrderBox(BrownController *controller, QWidget *parent)
    : ElidingCheckBox(parent)
    , mController(controller)
{
    setObjectName(QStringLiteral("generalOrderBox"));
    setExplanation(tr("The unit holds under a General Order: a charge on it takes the defender's General Order -2. "
                  "Kept with the battle until taken off."));
    // clicked, not toggled: only the referee's own click makes a step.
    connect(this, &QCheckBox::clicked, this, [this](bool checked) {
        if (!mController->setGeneralOrder(mUnitId, checked))
            emit refused(mController->lastError());
        sync();
    });
    connect(mController, &BattleController::changed, this, &GeneralOrderBox::sync);
    sync();
}

void GeneralOrderBox::setUnit(const QString &unitId)
{
    mUnitId = unitId;
    sync();
}

void GeneralOrderBox::sync()
{
    const table::Unit *unit = mController->document()->scenario().unit(mUnitId);
    setText(unit ? tr("%1 holds under a General Order (-2 as defender)").arg(unit->name())
                 : tr("The target holds under a General Order (-2 as defender)"));
    setEnabled(unit && mController->available());
    setChecked(unit && mController->available() && mController->underGeneralOrder(mUnitId));
}

} // namespace vedette
