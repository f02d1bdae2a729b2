#include "inspectorpanel.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "panels/terraininspector.h"
#include "scene/tablescene.h"
#include "scene/terrainselection.h"
#include "table/lengthformat.h"
#include "table/scenario.h"
#include "table/unitdefaults.h"
#include "table/validation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

InspectorPanel::InspectorPanel(Document *document, TableScene *scene, QWidget *parent)
    : QDockWidget(tr("Inspector"), parent)
    , mDocument(document)
    , mScene(scene)
    , mTerrainSelection(TerrainSelection::of(scene))
    , mTerrainPicker(new QComboBox(this))
    , mTerrain(new TerrainInspector(document, scene, this))
    , mStack(new QStackedWidget(this))
    , mEmpty(new QLabel(tr("Select a unit or a piece of terrain on the table to see and change its properties."), this))
    , mSelection(new QLabel(this))
    , mName(new QLineEdit(this))
    , mSide(new QComboBox(this))
    , mArm(new QComboBox(this))
    , mHorse(new QComboBox(this))
    , mMounted(new QCheckBox(tr("Mounted"), this))
    , mFormation(new QComboBox(this))
    , mPlace(new QLabel(this))
    , mX(new QDoubleSpinBox(this))
    , mY(new QDoubleSpinBox(this))
    , mFacing(new QDoubleSpinBox(this))
    , mStrength(new QSpinBox(this))
    , mStartingStrength(new QSpinBox(this))
    , mGuns(new QSpinBox(this))
    , mTroopClass(new QComboBox(this))
    , mCombatWeight(new QSpinBox(this))
    , mMeleeModifier(new QSpinBox(this))
    , mStands(new QSpinBox(this))
    , mStandFrontage(new QDoubleSpinBox(this))
    , mStandDepth(new QDoubleSpinBox(this))
    , mMorale(new QSpinBox(this))
    , mCasualties(new QSpinBox(this))
    , mOrder(new QComboBox(this))
    , mDivision(new QComboBox(this))
    , mGeneral(new QComboBox(this))
    , mFootprint(new QLabel(this))
    , mProblem(new QLabel(this))
{
    setObjectName(u"inspectorDock"_s);
    mEmpty->setWordWrap(true);
    mEmpty->setAlignment(Qt::AlignCenter);
    mEmpty->setMargin(12);

    auto *form = new QWidget(this);
    auto *layout = new QFormLayout(form);
    mForm = layout;
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mSelection->setObjectName(u"selectionLabel"_s);
    mSelection->setWordWrap(true);
    layout->addRow(mSelection);
    mName->setObjectName(u"nameEdit"_s);
    layout->addRow(tr("Name:"), mName);
    mSide->setObjectName(u"sideCombo"_s);
    layout->addRow(tr("Side:"), mSide);
    mArm->setObjectName(u"armCombo"_s);
    for (table::Arm arm : table::allArms())
        mArm->addItem(table::armName(arm), int(arm));
    layout->addRow(tr("Arm:"), mArm);
    mHorse->setObjectName(u"horseCombo"_s);
    for (table::HorseWeight weight : {table::HorseWeight::Light, table::HorseWeight::Heavy})
        mHorse->addItem(table::horseWeightName(weight), int(weight));
    mHorse->setToolTip(tr("Heavy or light cavalry (Brown: heavy against light +4, and the light may evade)"));
    mMounted->setObjectName(u"mountedCheck"_s);
    mMounted->setToolTip(tr("Dragoons ride, or fight on foot in single line"));
    // Rows of two or more fields wrap in a narrow panel.
    auto *horse = new FlowLayout;
    horse->addWidget(mHorse);
    horse->addWidget(mMounted);
    layout->addRow(tr("Horse:"), horse);
    mFormation->setObjectName(u"formationCombo"_s);
    layout->addRow(tr("Formation:"), mFormation);
    mPlace->setObjectName(u"placeLabel"_s);
    layout->addRow(tr("Place:"), mPlace);
    for (QDoubleSpinBox *spin : {mX, mY}) {
        spin->setDecimals(1);
        spin->setRange(-100000, 100000);
        spin->setKeyboardTracking(false);
    }
    layout->addRow(tr("Across:"), mX);
    layout->addRow(tr("Down:"), mY);
    mFacing->setRange(0, 359.9);
    mFacing->setDecimals(1);
    mFacing->setWrapping(true);
    mFacing->setSingleStep(15);
    mFacing->setSuffix(tr("°"));
    mFacing->setKeyboardTracking(false);
    mFacing->setToolTip(tr("Facing as a bearing: 0° looks up the table, 90° to the right"));
    layout->addRow(tr("Facing:"), mFacing);
    mStrength->setObjectName(u"strengthSpin"_s);
    for (QSpinBox *spin : {mStrength, mStartingStrength, mCasualties}) {
        spin->setRange(0, 1000000);
        spin->setKeyboardTracking(false);
    }
    layout->addRow(tr("Strength:"), mStrength);
    layout->addRow(tr("Starting strength:"), mStartingStrength);
    // A battery's strength is its crew (what Brown's mass compares); its
    // guns are for the referee's eye, 0 when the scenario does not give them.
    mGuns->setObjectName(u"gunsSpin"_s);
    mGuns->setRange(0, 1000);
    mGuns->setKeyboardTracking(false);
    mGuns->setSpecialValueText(tr("not given"));
    layout->addRow(tr("Guns:"), mGuns);
    mTroopClass->setObjectName(u"classCombo"_s);
    for (table::TroopClass troopClass : table::allTroopClasses())
        mTroopClass->addItem(table::troopClassName(troopClass), int(troopClass));
    mTroopClass->setToolTip(tr("Brown's class: its die, and the CW and melee modifier it starts with"));
    layout->addRow(tr("Class:"), mTroopClass);
    mCombatWeight->setObjectName(u"cwSpin"_s);
    mCombatWeight->setRange(table::UnitDefaults::minimumCombatWeight, table::UnitDefaults::maximumCombatWeight);
    mCombatWeight->setToolTip(tr("Combat weight, %1 to %2: the charge's CW difference counts each point")
                                  .arg(table::UnitDefaults::minimumCombatWeight)
                                  .arg(table::UnitDefaults::maximumCombatWeight));
    mMeleeModifier->setObjectName(u"meleeSpin"_s);
    mMeleeModifier->setRange(table::UnitDefaults::minimumMeleeModifier, table::UnitDefaults::maximumMeleeModifier);
    mMeleeModifier->setToolTip(tr("Added to the unit's d10 in melee, %1 to %2")
                                   .arg(table::UnitDefaults::minimumMeleeModifier)
                                   .arg(table::UnitDefaults::maximumMeleeModifier));
    auto *combat = new FlowLayout;
    combat->addWidget(new QLabel(tr("CW"), form));
    combat->addWidget(mCombatWeight);
    combat->addWidget(new QLabel(tr("melee"), form));
    combat->addWidget(mMeleeModifier);
    layout->addRow(tr("Combat:"), combat);
    mStands->setObjectName(u"standsSpin"_s);
    mStands->setRange(table::UnitDefaults::minimumStands, table::UnitDefaults::maximumStands);
    mStands->setSuffix(tr(" stands"));
    layout->addRow(tr("Bases:"), mStands);
    for (QDoubleSpinBox *spin : {mStandFrontage, mStandDepth}) {
        spin->setRange(table::UnitDefaults::minimumStandMm, table::UnitDefaults::maximumStandMm);
        spin->setDecimals(1);
        spin->setSuffix(tr(" mm"));
        spin->setKeyboardTracking(false);
    }
    mStandFrontage->setObjectName(u"standFrontageSpin"_s);
    mStandDepth->setObjectName(u"standDepthSpin"_s);
    auto *stand = new FlowLayout;
    stand->addWidget(mStandFrontage);
    stand->addWidget(new QLabel(tr("by"), form));
    stand->addWidget(mStandDepth);
    layout->addRow(tr("Each stand:"), stand);
    mMorale->setRange(0, 20);
    mMorale->setObjectName(u"moraleSpin"_s);
    layout->addRow(tr("Morale counters:"), mMorale);
    layout->addRow(tr("Casualties:"), mCasualties);
    mOrder->setObjectName(u"orderCombo"_s);
    for (table::Order order : {table::Order::Advance, table::Order::Hold, table::Order::Retreat})
        mOrder->addItem(table::orderName(order), int(order));
    layout->addRow(tr("Orders:"), mOrder);
    mDivision->setObjectName(u"divisionCombo"_s);
    mDivision->setEditable(true);
    mDivision->setInsertPolicy(QComboBox::NoInsert);
    mDivision->setToolTip(tr("The division's id; type a new one to start a division"));
    layout->addRow(tr("Division:"), mDivision);
    mGeneral->setObjectName(u"generalCombo"_s);
    mGeneral->setToolTip(tr("The general with the unit (Brown: Leader Attached adds his rating)"));
    layout->addRow(tr("General:"), mGeneral);
    auto *markers = new QWidget(form);
    auto *grid = new QGridLayout(markers);
    grid->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (table::StateMarker marker : table::allStateMarkers()) {
        auto *box = new QCheckBox(table::stateMarkerName(marker), markers);
        box->setObjectName(table::stateMarkerId(marker) + u"Check"_s);
        mMarkers.insert(int(marker), box);
        grid->addWidget(box, i / 2, i % 2);
        ++i;
        connect(box, &QCheckBox::toggled, this, [this, marker](bool on) {
            edit(u"marker-"_s + table::stateMarkerId(marker),
                 (on ? tr("Mark %2 %1") : tr("Unmark %2 %1")).arg(table::stateMarkerName(marker)),
                 [marker, on](table::Unit &unit) { unit.setMarker(marker, on); });
        });
    }
    layout->addRow(tr("State:"), markers);
    mFootprint->setWordWrap(true);
    layout->addRow(tr("Footprint:"), mFootprint);
    mHidden = new QWidget(form);
    mHidden->setObjectName(u"hiddenFrom"_s);
    auto *hiddenLayout = new QVBoxLayout(mHidden);
    hiddenLayout->setContentsMargins(0, 0, 0, 0);
    layout->addRow(tr("Not yet seen by:"), mHidden);
    mProblem->setObjectName(u"problemLabel"_s);
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(u"color: #a02818"_s);
    mProblem->setVisible(false);
    layout->addRow(mProblem);

    mStack->addWidget(mEmpty);
    mStack->addWidget(form);
    mStack->addWidget(mTerrain);
    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    auto *picker = new QFormLayout;
    picker->setContentsMargins(9, 6, 9, 0);
    picker->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mTerrainPicker->setObjectName(u"terrainPicker"_s);
    mTerrainPicker->setToolTip(tr("Choose a piece of terrain to inspect"));
    picker->addRow(tr("Terrain:"), mTerrainPicker);
    pageLayout->addLayout(picker);
    pageLayout->addWidget(mStack, 1);
    setWidget(page);

    connect(mTerrainPicker, &QComboBox::activated, this,
            [this] { mTerrainSelection->select(mTerrainPicker->currentData().toString()); });
    connect(mTerrainSelection, &TerrainSelection::selectionChanged, this, &InspectorPanel::showTerrain);

    connect(mName, &QLineEdit::editingFinished, this, [this] {
        const QString name = mName->text().trimmed();
        edit(u"name"_s, tr("Rename %1"), [name](table::Unit &unit) { unit.setName(name); });
    });
    connect(mSide, &QComboBox::activated, this, [this] {
        if (mRefreshing)
            return;
        // Over to another side: out of its division, and parted from its general (one step).
        const QString side = mSide->currentData().toString();
        QStringList moving;
        for (const QString &id : std::as_const(mUnitIds))
            if (const table::Unit *unit = std::as_const(*mDocument).scenario().unit(id); unit && unit->sideId() != side)
                moving.append(id);
        if (moving.isEmpty())
            return;
        cmd::moveToDivision(mDocument, moving, {}, side, {});
    });
    connect(mArm, &QComboBox::activated, this, [this] {
        const auto arm = table::Arm(mArm->currentData().toInt());
        edit(u"arm"_s, tr("Change arm of %1"), [arm](table::Unit &unit) {
            unit.setArm(arm);
            if (!table::formationAllowed(arm, unit.formation()))
                unit.setFormation(table::defaultFormation(arm));
        });
    });
    connect(mHorse, &QComboBox::activated, this, [this] {
        const auto weight = table::HorseWeight(mHorse->currentData().toInt());
        edit(u"horse"_s, tr("Change horse of %1"), [weight](table::Unit &unit) {
            if (unit.arm() == table::Arm::Horse || unit.arm() == table::Arm::Dragoons)
                unit.setHorseWeight(weight);
        });
    });
    connect(mMounted, &QCheckBox::toggled, this, [this](bool mounted) {
        edit(u"mounted"_s, mounted ? tr("Mount %1") : tr("Dismount %1"), [mounted](table::Unit &unit) {
            if (unit.arm() != table::Arm::Dragoons)
                return;
            unit.setDragoonsMounted(mounted);
            // Dismounted dragoons are always in single line (RULES.md §2).
            if (!mounted)
                unit.setFormation(table::Formation::SingleLine);
        });
    });
    connect(mFormation, &QComboBox::activated, this, [this] {
        const auto formation = table::Formation(mFormation->currentData().toInt());
        edit(u"formation"_s, tr("Change formation of %1"), [formation](table::Unit &unit) { unit.takeFormation(formation); });
    });
    connect(mX, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const double mm = v * tapeUnitMm();
        edit(u"x"_s, tr("Move %1"), [mm](table::Unit &unit) { unit.setPosition({mm, unit.position().y()}); });
    });
    connect(mY, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const double mm = v * tapeUnitMm();
        edit(u"y"_s, tr("Move %1"), [mm](table::Unit &unit) { unit.setPosition({unit.position().x(), mm}); });
    });
    connect(mFacing, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(u"facing"_s, tr("Turn %1"), [v](table::Unit &unit) { unit.setFacing(v); });
    });
    connect(mStrength, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"strength"_s, tr("Change strength of %1"), [v](table::Unit &unit) { unit.setStrength(v); });
    });
    connect(mGuns, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"guns"_s, tr("Change guns of %1"), [v](table::Unit &unit) {
            if (unit.arm() == table::Arm::Artillery)
                unit.setGuns(v);
        });
    });
    connect(mStartingStrength, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"startingStrength"_s, tr("Change starting strength of %1"),
             [v](table::Unit &unit) { unit.setStartingStrength(v); });
    });
    connect(mTroopClass, &QComboBox::activated, this, [this] {
        const auto troopClass = table::TroopClass(mTroopClass->currentData().toInt());
        edit(u"class"_s, tr("Change class of %1"), [troopClass](table::Unit &unit) { unit.setTroopClass(troopClass); });
    });
    connect(mCombatWeight, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"cw"_s, tr("Change CW of %1"), [v](table::Unit &unit) { unit.setCombatWeight(v); });
    });
    connect(mMeleeModifier, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"meleeModifier"_s, tr("Change melee modifier of %1"), [v](table::Unit &unit) { unit.setMeleeModifier(v); });
    });
    connect(mStands, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"stands"_s, tr("Change bases of %1"), [v](table::Unit &unit) { unit.setStandCount(v); });
    });
    connect(mStandFrontage, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(u"standFrontage"_s, tr("Change stands of %1"),
             [v](table::Unit &unit) { unit.setStandFrontage(table::Length::fromMm(v)); });
    });
    connect(mStandDepth, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(u"standDepth"_s, tr("Change stands of %1"),
             [v](table::Unit &unit) { unit.setStandDepth(table::Length::fromMm(v)); });
    });
    connect(mMorale, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"moraleCounters"_s, tr("Change morale counters of %1"), [v](table::Unit &unit) { unit.setMoraleCounters(v); });
    });
    connect(mCasualties, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"casualties"_s, tr("Change casualties of %1"), [v](table::Unit &unit) { unit.setCasualties(v); });
    });
    connect(mOrder, &QComboBox::activated, this, [this] {
        const auto order = table::Order(mOrder->currentData().toInt());
        edit(u"order"_s, tr("Change orders of %1"), [order](table::Unit &unit) { unit.setOrder(order); });
    });
    const auto divisionChosen = [this] {
        const QString division = mDivision->currentText().trimmed();
        edit(u"division"_s, tr("Change division of %1"), [division](table::Unit &unit) { unit.setDivisionId(division); });
    };
    connect(mDivision, &QComboBox::activated, this, divisionChosen);
    connect(mDivision->lineEdit(), &QLineEdit::editingFinished, this, divisionChosen);
    connect(mGeneral, &QComboBox::activated, this, [this] { setGeneral(mGeneral->currentData().toString()); });

    connect(scene, &TableScene::selectedUnitChanged, this, &InspectorPanel::showUnit);
    connect(scene, &TableScene::scenarioChanged, this, &InspectorPanel::onScenarioChanged);
    // A followed battle or a read-only campaign: the fields show, and are off.
    const auto editable = [this, form] {
        const bool on = mDocument->isEditable();
        form->setEnabled(on);
        mTerrain->setEnabled(on);
        mStack->setToolTip(on ? QString() : mDocument->notEditableReason());
    };
    connect(mDocument, &Document::editableChanged, this, editable);
    editable();
    refreshTerrainList();
    showUnit(scene->selectedUnitId());
    if (mUnitId.isEmpty())
        showTerrain(mTerrainSelection->terrainId());
}

InspectorPanel::~InspectorPanel() = default;

double InspectorPanel::tapeUnitMm() const
{
    return std::as_const(*mDocument).scenario().displayUnits().primary == table::LengthUnit::Inches ? table::Length::mmPerInch
                                                                                     : table::Length::mmPerCm;
}

QString InspectorPanel::terrainId() const
{
    return mTerrain->terrainId();
}

void InspectorPanel::showUnit(const QString &id)
{
    showUnits(id.isEmpty() ? QStringList() : QStringList{id});
}

void InspectorPanel::showUnits(const QStringList &ids)
{
    mUnitIds = ids;
    mUnitId = ids.value(0);
    mProblem->clear();
    mProblem->setVisible(false);
    refresh();
}

QString InspectorPanel::problem() const
{
    return mProblem->text();
}

void InspectorPanel::showTerrain(const QString &id)
{
    mTerrain->showTerrain(id);
    {
        const QSignalBlocker blocker(mTerrainPicker);
        mTerrainPicker->setCurrentIndex(std::max(0, mTerrainPicker->findData(id)));
    }
    if (!id.isEmpty())
        mStack->setCurrentWidget(mTerrain);
    else if (mUnitId.isEmpty())
        mStack->setCurrentWidget(mEmpty);
}

void InspectorPanel::refreshTerrainList()
{
    const QSignalBlocker blocker(mTerrainPicker);
    mTerrainPicker->clear();
    mTerrainPicker->addItem(tr("None"), QString());
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    for (const table::Terrain &piece : scenario.terrain()) {
        const QString type = table::terrainTypeName(piece.type());
        mTerrainPicker->addItem(piece.name().isEmpty() ? tr("%1 (%2)").arg(type, piece.id())
                                                       : tr("%1, %2").arg(piece.name(), type),
                                piece.id());
    }
    mTerrainPicker->setCurrentIndex(std::max(0, mTerrainPicker->findData(mTerrainSelection->terrainId())));
}

void InspectorPanel::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    if (change.kind == Kind::Reset || change.kind == Kind::TerrainAdded || change.kind == Kind::TerrainChanged
        || change.kind == Kind::TerrainRemoved)
        refreshTerrainList();
    if (change.kind == Kind::UnitRemoved && mUnitIds.contains(change.id)) {
        mUnitIds.removeAll(change.id);
        mUnitId = mUnitIds.value(0);
    }
    if (change.kind == Kind::Reset || change.kind == Kind::Settings || change.kind == Kind::SideAdded
        || change.kind == Kind::SideChanged || change.kind == Kind::SideRemoved || change.kind == Kind::GeneralAdded
        || change.kind == Kind::GeneralChanged || change.kind == Kind::GeneralRemoved
        || (mUnitIds.contains(change.id) && change.kind == Kind::UnitChanged) || change.kind == Kind::UnitRemoved)
        refresh();
}

void InspectorPanel::refresh()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const table::Unit *unit = scenario.unit(mUnitId);
    if (unit)
        mStack->setCurrentIndex(1);
    else if (mStack->currentWidget() != mTerrain || mTerrain->terrainId().isEmpty())
        mStack->setCurrentWidget(mEmpty);
    if (!unit)
        return;
    mRefreshing = true;
    const QList<QWidget *> fields{mName, mSide, mArm, mHorse, mMounted, mFormation, mX, mY, mFacing, mStrength,
                                  mStartingStrength, mGuns, mTroopClass, mCombatWeight, mMeleeModifier, mStands,
                                  mStandFrontage, mStandDepth, mMorale, mCasualties, mOrder, mDivision, mGeneral};
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *field : fields)
        blockers.append(std::make_shared<QSignalBlocker>(field));
    for (QCheckBox *box : std::as_const(mMarkers))
        blockers.append(std::make_shared<QSignalBlocker>(box));

    // Several units: the first one's values are shown, a change goes to all.
    const bool many = mUnitIds.size() > 1;
    mSelection->setVisible(many);
    mSelection->setText(tr("%n units chosen: a change applies to all of them.", nullptr, int(mUnitIds.size())));
    mName->setEnabled(!many);
    const bool placed = unit->isOnTable();
    for (QWidget *field : {static_cast<QWidget *>(mX), static_cast<QWidget *>(mY), static_cast<QWidget *>(mFacing)})
        field->setEnabled(!many && placed);
    mPlace->setText(placed ? tr("on the table") : tr("not on the table yet (to deploy: use the Deploy tool)"));

    if (!mName->hasFocus())
        mName->setText(unit->name());
    mSide->clear();
    for (const table::Side &side : scenario.sides())
        mSide->addItem(side.name, side.id);
    mSide->setCurrentIndex(mSide->findData(unit->sideId()));
    mArm->setCurrentIndex(mArm->findData(int(unit->arm())));
    const bool rides = unit->arm() == table::Arm::Horse || unit->arm() == table::Arm::Dragoons;
    mHorse->setEnabled(rides);
    mHorse->setCurrentIndex(mHorse->findData(int(unit->horseWeight())));
    mMounted->setEnabled(unit->arm() == table::Arm::Dragoons);
    mMounted->setChecked(unit->arm() == table::Arm::Dragoons ? unit->dragoonsMounted() : unit->isMounted());
    mFormation->clear();
    for (table::Formation formation : table::allFormations())
        if (table::formationAllowed(unit->arm(), formation))
            mFormation->addItem(table::formationName(formation), int(formation));
    mFormation->setCurrentIndex(mFormation->findData(int(unit->formation())));
    const table::LengthUnit tape = scenario.displayUnits().primary == table::LengthUnit::Inches
        ? table::LengthUnit::Inches
        : table::LengthUnit::Centimetres;
    const QString suffix = u" "_s + table::lengthUnitSymbol(tape);
    mX->setSuffix(suffix);
    mY->setSuffix(suffix);
    mX->setValue(unit->position().x() / tapeUnitMm());
    mY->setValue(unit->position().y() / tapeUnitMm());
    mFacing->setValue(unit->facing());
    const bool battery = unit->arm() == table::Arm::Artillery;
    const QString men = battery ? tr(" crew") : tr(" men");
    mStrength->setSuffix(men);
    mStartingStrength->setSuffix(men);
    mCasualties->setSuffix(tr(" men"));
    mStrength->setValue(unit->strength());
    mStartingStrength->setValue(unit->startingStrength());
    mForm->setRowVisible(mGuns, battery);
    mGuns->setValue(battery ? unit->guns() : 0);
    mTroopClass->setCurrentIndex(mTroopClass->findData(int(unit->troopClass())));
    mCombatWeight->setValue(unit->combatWeight());
    mMeleeModifier->setValue(unit->meleeModifier());
    mStands->setValue(unit->standCount());
    const bool stands = scenario.footprintSettings().style == table::FootprintSettings::BaseStyle::Stands;
    for (QWidget *field : {static_cast<QWidget *>(mStands), static_cast<QWidget *>(mStandFrontage),
                           static_cast<QWidget *>(mStandDepth)}) {
        field->setEnabled(stands);
        field->setToolTip(stands ? QString() : tr("Balagan units stand on two 4 x 2 cm elements (the scenario's footprint settings)"));
    }
    mStandFrontage->setValue(unit->standFrontage().mm());
    mStandDepth->setValue(unit->standDepth().mm());
    mMorale->setValue(unit->moraleCounters());
    mCasualties->setValue(unit->casualties());
    mOrder->setCurrentIndex(mOrder->findData(int(unit->order())));
    mDivision->clear();
    mDivision->addItem(tr("(no division)"), QString());
    QStringList divisions;
    for (const table::Unit &other : scenario.units())
        if (other.sideId() == unit->sideId() && !other.divisionId().isEmpty() && !divisions.contains(other.divisionId()))
            divisions.append(other.divisionId());
    for (const table::General &general : scenario.generals())
        if (general.sideId == unit->sideId() && !general.divisionId.isEmpty() && !divisions.contains(general.divisionId))
            divisions.append(general.divisionId);
    for (const QString &division : std::as_const(divisions))
        mDivision->addItem(division, division);
    mDivision->setCurrentIndex(std::max(0, mDivision->findData(unit->divisionId())));
    if (unit->divisionId().isEmpty())
        mDivision->setEditText(QString());
    mGeneral->clear();
    mGeneral->addItem(tr("None"), QString());
    for (const table::General &general : scenario.generals())
        if (general.sideId == unit->sideId())
            mGeneral->addItem(tr("%1 (rating %2)").arg(general.name).arg(general.rating), general.id);
    QString with = unit->generalId();
    for (const table::General &general : scenario.generals())
        if (general.attachedUnitId == unit->id())
            with = general.id;
    mGeneral->setCurrentIndex(std::max(0, mGeneral->findData(with)));
    mGeneral->setEnabled(!many);
    for (auto it = mMarkers.cbegin(); it != mMarkers.cend(); ++it)
        it.value()->setChecked(unit->hasMarker(table::StateMarker(it.key())));
    refreshHidden(*unit);
    const table::Footprint footprint = scenario.footprint(*unit);
    mFootprint->setText(tr("%1 wide, %2 deep")
                            .arg(table::formatLength(footprint.frontage(), scenario.displayUnits(), table::LengthStyle::Both),
                                 table::formatLength(footprint.depth(), scenario.displayUnits(), table::LengthStyle::Both)));
    mRefreshing = false;
}

void InspectorPanel::refreshHidden(const table::Unit &unit)
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    QStringList wanted;
    for (const table::Side &side : scenario.sides())
        if (side.id != unit.sideId())
            wanted.append(u"hiddenFrom-"_s + side.id + u'\n' + side.name);
    QList<QCheckBox *> boxes = mHidden->findChildren<QCheckBox *>(QString(), Qt::FindDirectChildrenOnly);
    QStringList have;
    for (const QCheckBox *box : std::as_const(boxes))
        have.append(box->objectName() + u'\n' + box->text());
    // Rebuilt only when the sides change: the box being clicked may be the
    // one whose edit asked for this refresh.
    if (have != wanted) {
        for (QCheckBox *box : std::as_const(boxes)) {
            mHidden->layout()->removeWidget(box);
            box->hide();
            box->setParent(nullptr);
            box->deleteLater();
        }
        boxes.clear();
        for (const table::Side &side : scenario.sides()) {
            if (side.id == unit.sideId())
                continue;
            auto *box = new QCheckBox(side.name, mHidden);
            box->setObjectName(u"hiddenFrom-"_s + side.id);
            box->setToolTip(tr("Ticked while %1 have not seen this unit: their table screen and pictures leave it out")
                                .arg(side.name));
            mHidden->layout()->addWidget(box);
            boxes.append(box);
            connect(box, &QCheckBox::toggled, this, [this, id = side.id, name = side.name](bool on) {
                edit(u"hiddenFrom-"_s + id, (on ? tr("Hide %2 from %1") : tr("Show %2 to %1")).arg(name),
                     [id, on](table::Unit &unit) {
                         QStringList hidden = unit.hiddenFrom();
                         hidden.removeAll(id);
                         if (on)
                             hidden.append(id);
                         unit.setHiddenFrom(hidden);
                     });
            });
        }
    }
    for (QCheckBox *box : std::as_const(boxes)) {
        const QSignalBlocker blocker(box);
        box->setChecked(unit.hiddenFrom().contains(box->objectName().mid(u"hiddenFrom-"_s.size())));
    }
    // A one-side battle has nobody to hide from.
    mForm->setRowVisible(mHidden, !boxes.isEmpty());
}

void InspectorPanel::edit(const QString &field, const QString &text, const std::function<void(table::Unit &)> &change)
{
    if (mRefreshing)
        return;
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    // What the table could not hold is refused, with the reason, and the form shows the unit as it is.
    QString problem;
    for (const QString &id : std::as_const(mUnitIds)) {
        const table::Unit *unit = scenario.unit(id);
        if (!unit)
            continue;
        table::Unit after = *unit;
        change(after);
        if (const QString why = table::validation::unit(after, scenario); !why.isEmpty() && !(after == *unit)) {
            problem = why;
            break;
        }
    }
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        refresh();
        return;
    }
    // A copy: the step may change the selection (a refused step puts the
    // whole table back, and the scene picks its units anew).
    const QStringList ids = mUnitIds;
    cmd::editUnits(mDocument, ids, field, text, change);
}

void InspectorPanel::setGeneral(const QString &generalId)
{
    if (mRefreshing)
        return;
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const table::Unit *unit = scenario.unit(mUnitId);
    if (!unit)
        return;
    QString with = unit->generalId();
    for (const table::General &general : scenario.generals())
        if (general.attachedUnitId == unit->id())
            with = general.id;
    if (with == generalId)
        return;
    // Joining moves the general from wherever he was; "None" sends the one with the unit off on his own.
    const QString unitId = unit->id(); // the unit may be replaced by the step
    const bool valid = generalId.isEmpty() ? cmd::attachGeneral(mDocument, with, {})
                                           : cmd::attachGeneral(mDocument, generalId, unitId);
    if (!valid)
        refresh();
}

} // namespace vedette
