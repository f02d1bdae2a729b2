#pragma once

#include "panels/elidingcheckbox.h"

namespace vedette {

class BrownController;

// The referee's mark of a General Order on one unit (docs/rules.md B-13), as
// a view of the battle's BrownController: checking it is one undoable step
// kept with the battle, and a charge on the unit then derives the
// defender's General Order -2 from it.
class GeneralOrderBox : public ElidingCheckBox
{
    Q_OBJECT

public:
    GeneralOrderBox(BrownController *controller, QWidget *parent = nullptr);

    QString unitId() const { return mUnitId; }
    void setUnit(const QString &unitId);

signals:
    // The controller refused the mark (the reason).
    void refused(const QString &reason);

private:
    void sync();

    BrownController *mController;
    QString mUnitId;
};

} // namespace vedette
