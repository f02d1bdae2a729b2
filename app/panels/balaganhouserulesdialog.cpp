#include "balaganhouserulesdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

using rules::balagan::HouseRules;

namespace {

// Ranges match what HouseRules::fromJson accepts, so a stored value always fits.
QDoubleSpinBox *numberBox(QWidget *parent, const QString &name, double maximum, int decimals, double step,
                          const QString &suffix, const QString &toolTip)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0.0, maximum);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setSuffix(suffix);
    box->setToolTip(toolTip);
    return box;
}

} // namespace

BalaganHouseRulesDialog::BalaganHouseRulesDialog(const HouseRules &rules, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("House Rules: Balagan's Marlburian"));
    auto *layout = new QVBoxLayout(this);
    const QString paces = tr(" p", "paces after a number");
    const QString cm = tr(" cm");
    const QString mm = tr(" mm");
    const QString degrees = u"\u00b0"_s;

    auto *fire = new QGroupBox(tr("Fire and combat"), this);
    auto *fireForm = new QFormLayout(fire);
    mFrontArc = numberBox(fire, u"frontArcHalfAngle"_s, 90.0, 1, 5.0, degrees,
                          tr("Reading M-13: the front arc runs 45° each side of straight ahead from the front "
                             "corners (setting)."));
    fireForm->addRow(tr("Front arc, each side of straight ahead:"), mFrontArc);
    mFootRange = numberBox(fire, u"footRangePaces"_s, 100000.0, 0, 50.0, paces,
                           tr("Reading M-13: enemy foot in line has a unit under fire within 200p."));
    fireForm->addRow(tr("Foot range:"), mFootRange);
    mArtilleryRange = numberBox(fire, u"artilleryRangePaces"_s, 100000.0, 0, 50.0, paces,
                                tr("Reading M-13: unlimbered artillery has a unit under fire within 1000p."));
    fireForm->addRow(tr("Artillery range:"), mArtilleryRange);
    mArtilleryLongRange = numberBox(fire, u"artilleryLongRangePaces"_s, 100000.0, 0, 50.0, paces,
                                    tr("Reading M-16: +1 when only shot at by artillery at 200p or more."));
    fireForm->addRow(tr("Artillery long range (+1):"), mArtilleryLongRange);
    mContactTolerance = numberBox(fire, u"contactToleranceMm"_s, 100.0, 1, 0.5, mm,
                                  tr("In melee = base contact with an enemy unit (reading M-12); on a real table "
                                     "edges this close count as touching."));
    fireForm->addRow(tr("Base contact tolerance:"), mContactTolerance);
    layout->addWidget(fire);

    auto *morale = new QGroupBox(tr("Morale factors"), this);
    auto *moraleForm = new QFormLayout(morale);
    mSupport = numberBox(morale, u"supportDistancePaces"_s, 100000.0, 0, 50.0, paces,
                         tr("Reading M-18: −1 unsupported: foot not in double line and no friendly unit "
                            "within 200p behind."));
    moraleForm->addRow(tr("Support behind within:"), mSupport);
    mBehindReach = numberBox(morale, u"behindReachPaces"_s, 100000.0, 0, 100.0, paces,
                             tr("Reading M-21: −1 for any enemy wholly behind its flank or rear line within "
                                "1200p (setting)."));
    moraleForm->addRow(tr("Enemy behind flank or rear within:"), mBehindReach);
    layout->addWidget(morale);

    auto *movement = new QGroupBox(tr("Formations and movement"), this);
    auto *movementForm = new QFormLayout(movement);
    mDoubleLineGap = numberBox(movement, u"doubleLineGapCm"_s, 100.0, 1, 0.5, cm,
                               tr("Reading M-2: double line = one element behind the other with a gap of 1 cm "
                                  "(setting)."));
    movementForm->addRow(tr("Double line gap:"), mDoubleLineGap);
    mColumnGap = numberBox(movement, u"columnGapCm"_s, 100.0, 1, 0.5, cm,
                           tr("Reading M-2: column of march = one element behind the other with a gap of 2 cm "
                              "(setting)."));
    movementForm->addRow(tr("Column of march gap:"), mColumnGap);
    mWheelOuterCorner = new QCheckBox(tr("A wheel costs the distance moved by the outer corner"), movement);
    mWheelOuterCorner->setObjectName(u"wheelCostOuterCorner"_s);
    mWheelOuterCorner->setToolTip(tr("Reading M-11: wheel cost = distance moved by the outer corner (setting). "
                                     "Off: the distance moved by the unit's centre."));
    movementForm->addRow(mWheelOuterCorner);
    layout->addWidget(movement);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setHouseRules(HouseRules()); });
    layout->addWidget(buttons);

    setHouseRules(rules);
}

void BalaganHouseRulesDialog::setHouseRules(const HouseRules &rules)
{
    mFrontArc->setValue(rules.frontArcHalfAngle);
    mFootRange->setValue(rules.footRangePaces);
    mArtilleryRange->setValue(rules.artilleryRangePaces);
    mArtilleryLongRange->setValue(rules.artilleryLongRangePaces);
    mSupport->setValue(rules.supportDistancePaces);
    mBehindReach->setValue(rules.behindReachPaces);
    mDoubleLineGap->setValue(rules.doubleLineGapCm);
    mColumnGap->setValue(rules.columnGapCm);
    mContactTolerance->setValue(rules.contactToleranceMm);
    mWheelOuterCorner->setChecked(rules.wheelCostOuterCorner);
}

HouseRules BalaganHouseRulesDialog::houseRules() const
{
    HouseRules rules;
    rules.frontArcHalfAngle = mFrontArc->value();
    rules.footRangePaces = mFootRange->value();
    rules.artilleryRangePaces = mArtilleryRange->value();
    rules.artilleryLongRangePaces = mArtilleryLongRange->value();
    rules.supportDistancePaces = mSupport->value();
    rules.behindReachPaces = mBehindReach->value();
    rules.doubleLineGapCm = mDoubleLineGap->value();
    rules.columnGapCm = mColumnGap->value();
    rules.contactToleranceMm = mContactTolerance->value();
    rules.wheelCostOuterCorner = mWheelOuterCorner->isChecked();
    return rules;
}

} // namespace vedette
