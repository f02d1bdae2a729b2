#include "balaganhouserulesdialog.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
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
    // Distances in paces run to thousands: "1,000 p" reads at a glance.
    box->setGroupSeparatorShown(maximum >= 10000.0);
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
    auto *frontArc = numberBox(fire, u"frontArcHalfAngle"_s, 90.0, 1, 5.0, degrees,
                               tr("Reading M-13: the front arc runs 45° each side of straight ahead from the front "
                                  "corners (setting)."));
    fireForm->addRow(tr("Front arc, each side of straight ahead:"), frontArc);
    mForm.bind(frontArc, &HouseRules::frontArcHalfAngle);
    auto *footRange = numberBox(fire, u"footRangePaces"_s, 100000.0, 0, 50.0, paces,
                                tr("Reading M-13: enemy foot in line has a unit under fire within 200p."));
    fireForm->addRow(tr("Foot range:"), footRange);
    mForm.bind(footRange, &HouseRules::footRangePaces);
    auto *artilleryRange = numberBox(fire, u"artilleryRangePaces"_s, 100000.0, 0, 50.0, paces,
                                     tr("Reading M-13: unlimbered artillery has a unit under fire within 1000p."));
    fireForm->addRow(tr("Artillery range:"), artilleryRange);
    mForm.bind(artilleryRange, &HouseRules::artilleryRangePaces);
    auto *artilleryLongRange = numberBox(fire, u"artilleryLongRangePaces"_s, 100000.0, 0, 50.0, paces,
                                         tr("Reading M-16: +1 when only shot at by artillery at 200p or more."));
    fireForm->addRow(tr("Artillery long range (+1):"), artilleryLongRange);
    mForm.bind(artilleryLongRange, &HouseRules::artilleryLongRangePaces);
    auto *contactTolerance = numberBox(fire, u"contactToleranceMm"_s, 100.0, 1, 0.5, mm,
                                       tr("In melee = base contact with an enemy unit (reading M-12); on a real table "
                                          "edges this close count as touching."));
    fireForm->addRow(tr("Base contact tolerance:"), contactTolerance);
    mForm.bind(contactTolerance, &HouseRules::contactToleranceMm);
    layout->addWidget(fire);

    auto *morale = new QGroupBox(tr("Morale factors"), this);
    auto *moraleForm = new QFormLayout(morale);
    auto *support = numberBox(morale, u"supportDistancePaces"_s, 100000.0, 0, 50.0, paces,
                              tr("Reading M-18: −1 unsupported: foot not in double line and no friendly unit "
                                 "within 200p behind."));
    moraleForm->addRow(tr("Support behind within:"), support);
    mForm.bind(support, &HouseRules::supportDistancePaces);
    auto *behindReach = numberBox(morale, u"behindReachPaces"_s, 100000.0, 0, 100.0, paces,
                                  tr("Reading M-21: −1 for any enemy wholly behind its flank or rear line within "
                                     "1200p (setting)."));
    moraleForm->addRow(tr("Enemy behind flank or rear within:"), behindReach);
    mForm.bind(behindReach, &HouseRules::behindReachPaces);
    layout->addWidget(morale);

    auto *movement = new QGroupBox(tr("Formations and movement"), this);
    auto *movementForm = new QFormLayout(movement);
    auto *doubleLineGap = numberBox(movement, u"doubleLineGapCm"_s, 100.0, 1, 0.5, cm,
                                    tr("Reading M-2: double line = one element behind the other with a gap of 1 cm "
                                       "(setting)."));
    movementForm->addRow(tr("Double line gap:"), doubleLineGap);
    mForm.bind(doubleLineGap, &HouseRules::doubleLineGapCm);
    auto *columnGap = numberBox(movement, u"columnGapCm"_s, 100.0, 1, 0.5, cm,
                                tr("Reading M-2: column of march = one element behind the other with a gap of 2 cm "
                                   "(setting)."));
    movementForm->addRow(tr("Column of march gap:"), columnGap);
    mForm.bind(columnGap, &HouseRules::columnGapCm);
    auto *haltShort = numberBox(movement, u"haltShortPaces"_s, 100000.0, 0, 50.0, paces,
                                tr("Reading M-35: a move never ends in contact with an enemy; it halts 100p short "
                                   "(setting), never nearer than the base contact tolerance. Only a charge goes into "
                                   "contact."));
    movementForm->addRow(tr("A move halts short of an enemy by:"), haltShort);
    mForm.bind(haltShort, &HouseRules::haltShortPaces);
    auto *wheelOuterCorner = new QCheckBox(tr("A wheel costs the distance moved by the outer corner"), movement);
    wheelOuterCorner->setObjectName(u"wheelCostOuterCorner"_s);
    wheelOuterCorner->setToolTip(tr("Reading M-11: wheel cost = distance moved by the outer corner (setting). "
                                    "Off: the distance moved by the unit's centre."));
    movementForm->addRow(wheelOuterCorner);
    mForm.bind(wheelOuterCorner, &HouseRules::wheelCostOuterCorner);
    layout->addWidget(movement);

    mForm.addButtons(this, layout);

    setHouseRules(rules);
}

void BalaganHouseRulesDialog::setHouseRules(const HouseRules &rules)
{
    mForm.load(rules);
}

HouseRules BalaganHouseRulesDialog::houseRules() const
{
    return mForm.save();
}

} // namespace vedette
