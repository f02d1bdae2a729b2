#include "brownhouserulesdialog.h"

#include "table/unittypes.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

using rules::brown::ChargeResult;
using rules::brown::HouseRules;
using rules::brown::TroopClass;
using rules::brown::TroopType;

namespace {

QString troopTypeName(TroopType type)
{
    switch (type) {
    case TroopType::Infantry:
        return BrownHouseRulesDialog::tr("Infantry");
    case TroopType::LightCavalry:
        return BrownHouseRulesDialog::tr("Light cavalry");
    case TroopType::HeavyCavalry:
        return BrownHouseRulesDialog::tr("Heavy cavalry");
    case TroopType::Artillery:
        break;
    }
    return BrownHouseRulesDialog::tr("Artillery");
}

QDoubleSpinBox *inchesBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.0, 100.0);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    box->setSuffix(u"\""_s);
    return box;
}

QSpinBox *intBox(int low, int high, QWidget *parent, const QString &prefix = {}, const QString &suffix = {})
{
    auto *box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setPrefix(prefix);
    box->setSuffix(suffix);
    return box;
}

} // namespace

BrownHouseRulesDialog::BrownHouseRulesDialog(const HouseRules &rules, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("House Rules: Brown's Charge"));
    auto *layout = new QVBoxLayout(this);

    auto *procedure = new QGroupBox(tr("Procedure"), this);
    auto *form = new QFormLayout(procedure);
    mActivation = intBox(1, 20, procedure, {}, u"+"_s);
    form->addRow(tr("Activation succeeds on (class die):"), mActivation);
    mFireDiscipline = intBox(1, 20, procedure, {}, u"+"_s);
    form->addRow(tr("Fire Discipline holds on (class die):"), mFireDiscipline);
    mInSmoke = intBox(-20, 20, procedure);
    form->addRow(tr("In Smoke (continued charge):"), mInSmoke);
    mSecureFlank = inchesBox(procedure);
    form->addRow(tr("Secure flank distance:"), mSecureFlank);
    mSuggestedMove = inchesBox(procedure);
    form->addRow(tr("Suggested move (rout, fall back, thrown back):"), mSuggestedMove);
    mCasualtyStep = intBox(1, 100, procedure, {}, u" %"_s);
    form->addRow(tr("Casualty step (of starting strength):"), mCasualtyStep);
    layout->addWidget(procedure);

    auto *reach = new QGroupBox(tr("Charge reach"), this);
    auto *reachForm = new QFormLayout(reach);
    for (int i = 0; i < rules::brown::troopTypeCount; ++i) {
        mReach[std::size_t(i)] = inchesBox(reach);
        mReach[std::size_t(i)]->setSpecialValueText(tr("cannot charge"));
        reachForm->addRow(troopTypeName(TroopType(i)) + u':', mReach[std::size_t(i)]);
    }
    layout->addWidget(reach);

    auto *classes = new QGroupBox(tr("Troop classes"), this);
    auto *grid = new QGridLayout(classes);
    grid->addWidget(new QLabel(tr("Class die"), classes), 0, 1);
    grid->addWidget(new QLabel(tr("Melee modifier"), classes), 0, 2);
    for (int i = 0; i < rules::brown::troopClassCount; ++i) {
        grid->addWidget(new QLabel(table::troopClassName(TroopClass(i)), classes), i + 1, 0);
        mClassDie[std::size_t(i)] = intBox(2, 100, classes, u"d"_s);
        mMeleeModifier[std::size_t(i)] = intBox(-20, 20, classes);
        grid->addWidget(mClassDie[std::size_t(i)], i + 1, 1);
        grid->addWidget(mMeleeModifier[std::size_t(i)], i + 1, 2);
    }
    layout->addWidget(classes);

    auto *ride = new QGroupBox(tr("Cavalry may ride down infantry after"), this);
    auto *rideLayout = new QVBoxLayout(ride);
    for (ChargeResult r : rules::brown::allResults()) {
        auto *box = new QCheckBox(rules::brown::resultText(r), ride);
        box->setObjectName(u"rideDown-"_s + rules::brown::resultId(r));
        mRideDown[std::size_t(r)] = box;
        // Only defeats of the defender can be ridden down.
        if (r > ChargeResult::DefenderRecoils2in)
            box->setVisible(false);
        rideLayout->addWidget(box);
    }
    layout->addWidget(ride);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setHouseRules(HouseRules()); });
    layout->addWidget(buttons);

    setHouseRules(rules);
}

void BrownHouseRulesDialog::setHouseRules(const HouseRules &rules)
{
    mActivation->setValue(rules.activationTarget);
    mFireDiscipline->setValue(rules.fireDisciplineTarget);
    mInSmoke->setValue(rules.inSmokeModifier);
    mSecureFlank->setValue(rules.secureFlankInches);
    mSuggestedMove->setValue(rules.suggestedMoveInches);
    mCasualtyStep->setValue(rules.casualtyStepPercent);
    for (std::size_t i = 0; i < mReach.size(); ++i)
        mReach[i]->setValue(rules.chargeReachInches[i]);
    for (std::size_t i = 0; i < mClassDie.size(); ++i) {
        mClassDie[i]->setValue(rules.classDieFaces[i]);
        mMeleeModifier[i]->setValue(rules.meleeModifiers[i]);
    }
    for (ChargeResult r : rules::brown::allResults())
        mRideDown[std::size_t(r)]->setChecked(rules.ridesDown(r));
}

HouseRules BrownHouseRulesDialog::houseRules() const
{
    HouseRules rules;
    rules.activationTarget = mActivation->value();
    rules.fireDisciplineTarget = mFireDiscipline->value();
    rules.inSmokeModifier = mInSmoke->value();
    rules.secureFlankInches = mSecureFlank->value();
    rules.suggestedMoveInches = mSuggestedMove->value();
    rules.casualtyStepPercent = mCasualtyStep->value();
    for (std::size_t i = 0; i < mReach.size(); ++i)
        rules.chargeReachInches[i] = mReach[i]->value();
    for (std::size_t i = 0; i < mClassDie.size(); ++i) {
        rules.classDieFaces[i] = mClassDie[i]->value();
        rules.meleeModifiers[i] = mMeleeModifier[i]->value();
    }
    rules.rideDown.clear();
    for (ChargeResult r : rules::brown::allResults()) {
        if (mRideDown[std::size_t(r)]->isChecked())
            rules.rideDown.append(r);
    }
    return rules;
}

} // namespace vedette
