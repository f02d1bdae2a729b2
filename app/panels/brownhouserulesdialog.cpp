#include "brownhouserulesdialog.h"

#include "table/unittypes.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

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
    auto *activation = intBox(1, 20, procedure, {}, u"+"_s);
    form->addRow(tr("Activation succeeds on (class die):"), activation);
    mForm.bind(activation, &HouseRules::activationTarget);
    auto *fireDiscipline = intBox(1, 20, procedure, {}, u"+"_s);
    form->addRow(tr("Fire Discipline holds on (class die):"), fireDiscipline);
    mForm.bind(fireDiscipline, &HouseRules::fireDisciplineTarget);
    auto *inSmoke = intBox(-20, 20, procedure);
    form->addRow(tr("In Smoke (continued charge):"), inSmoke);
    mForm.bind(inSmoke, &HouseRules::inSmokeModifier);
    auto *secureFlank = inchesBox(procedure);
    form->addRow(tr("Secure flank distance:"), secureFlank);
    mForm.bind(secureFlank, &HouseRules::secureFlankInches);
    auto *suggestedMove = inchesBox(procedure);
    form->addRow(tr("Suggested move (rout, fall back, thrown back):"), suggestedMove);
    mForm.bind(suggestedMove, &HouseRules::suggestedMoveInches);
    auto *casualtyStep = intBox(1, 100, procedure, {}, u" %"_s);
    form->addRow(tr("Casualty step (of starting strength):"), casualtyStep);
    mForm.bind(casualtyStep, &HouseRules::casualtyStepPercent);
    layout->addWidget(procedure);

    auto *reach = new QGroupBox(tr("Charge reach"), this);
    auto *reachForm = new QFormLayout(reach);
    for (int i = 0; i < rules::brown::troopTypeCount; ++i) {
        auto *box = inchesBox(reach);
        box->setSpecialValueText(tr("cannot charge"));
        reachForm->addRow(troopTypeName(TroopType(i)) + u':', box);
        const auto at = std::size_t(i);
        mForm.bind([box, at](const HouseRules &rules) { box->setValue(rules.chargeReachInches[at]); },
                   [box, at](HouseRules &rules) { rules.chargeReachInches[at] = box->value(); });
    }
    layout->addWidget(reach);

    auto *classes = new QGroupBox(tr("Troop classes"), this);
    auto *grid = new QGridLayout(classes);
    grid->addWidget(new QLabel(tr("Class die"), classes), 0, 1);
    grid->addWidget(new QLabel(tr("Melee modifier"), classes), 0, 2);
    for (int i = 0; i < rules::brown::troopClassCount; ++i) {
        grid->addWidget(new QLabel(table::troopClassName(TroopClass(i)), classes), i + 1, 0);
        auto *die = intBox(2, 100, classes, u"d"_s);
        auto *melee = intBox(-20, 20, classes);
        grid->addWidget(die, i + 1, 1);
        grid->addWidget(melee, i + 1, 2);
        const auto at = std::size_t(i);
        mForm.bind([die, melee, at](const HouseRules &rules) {
            die->setValue(rules.classDieFaces[at]);
            melee->setValue(rules.meleeModifiers[at]);
        }, [die, melee, at](HouseRules &rules) {
            rules.classDieFaces[at] = die->value();
            rules.meleeModifiers[at] = melee->value();
        });
    }
    layout->addWidget(classes);

    auto *ride = new QGroupBox(tr("Cavalry may ride down infantry after"), this);
    auto *rideLayout = new QVBoxLayout(ride);
    QList<std::pair<ChargeResult, QCheckBox *>> rideDown;
    for (ChargeResult r : rules::brown::allResults()) {
        auto *box = new QCheckBox(rules::brown::resultText(r), ride);
        box->setObjectName(u"rideDown-"_s + rules::brown::resultId(r));
        // Only defeats of the defender can be ridden down.
        if (r > ChargeResult::DefenderRecoils2in)
            box->setVisible(false);
        rideLayout->addWidget(box);
        rideDown.append({r, box});
    }
    // One list: saved in the order of allResults(), as before.
    mForm.bind([rideDown](const HouseRules &rules) {
        for (const auto &[result, box] : rideDown)
            box->setChecked(rules.ridesDown(result));
    }, [rideDown](HouseRules &rules) {
        rules.rideDown.clear();
        for (const auto &[result, box] : rideDown)
            if (box->isChecked())
                rules.rideDown.append(result);
    });
    layout->addWidget(ride);

    // docs/rules.md B-33: the text has no movement allowances; off unless set.
    auto *moves = new QGroupBox(tr("Movement allowances a turn (not in the text)"), this);
    moves->setObjectName(u"brownMovementGroup"_s);
    moves->setCheckable(true);
    moves->setToolTip(tr("When on, a unit dragged further than its allowance turns red and goes back (Ctrl moves it "
                         "anyway, noted in the log)"));
    auto *moveGrid = new QGridLayout(moves);
    const QList<std::pair<rules::brown::MoveKind, QString>> rows{
        {rules::brown::MoveKind::InfantryLine, tr("Infantry in line:")},
        {rules::brown::MoveKind::InfantryColumn, tr("Infantry in column:")},
        {rules::brown::MoveKind::InfantrySquare, tr("Infantry in square:")},
        {rules::brown::MoveKind::CavalryLine, tr("Cavalry in line:")},
        {rules::brown::MoveKind::CavalryColumn, tr("Cavalry in column:")},
        {rules::brown::MoveKind::ArtilleryLimbered, tr("Artillery limbered:")},
        {rules::brown::MoveKind::ArtilleryUnlimbered, tr("Artillery unlimbered:")}};
    for (qsizetype i = 0; i < rows.size(); ++i) {
        auto *box = inchesBox(moves);
        box->setObjectName(u"move-"_s + rules::brown::moveKindId(rows[i].first));
        moveGrid->addWidget(new QLabel(rows[i].second, moves), int(i / 2), int(i % 2) * 2);
        moveGrid->addWidget(box, int(i / 2), int(i % 2) * 2 + 1);
        const auto at = std::size_t(rows[i].first);
        mForm.bind([box, at](const HouseRules &rules) { box->setValue(rules.moveInches[at]); },
                   [box, at](HouseRules &rules) { rules.moveInches[at] = box->value(); });
    }
    mForm.bind([moves](const HouseRules &rules) { moves->setChecked(rules.movementAllowances); },
               [moves](HouseRules &rules) { rules.movementAllowances = moves->isChecked(); });
    layout->addWidget(moves);

    mForm.addButtons(this, layout);

    setHouseRules(rules);
}

void BrownHouseRulesDialog::setHouseRules(const HouseRules &rules)
{
    mForm.load(rules);
}

HouseRules BrownHouseRulesDialog::houseRules() const
{
    return mForm.save();
}

} // namespace vedette
