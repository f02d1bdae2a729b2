#include "inspectorpanel.h"

#include "commands/editunitcommand.h"
#include "document/document.h"
#include "panels/terraininspector.h"
#include "scene/tablescene.h"
#include "scene/terrainselection.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

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
    , mName(new QLineEdit(this))
    , mSide(new QComboBox(this))
    , mArm(new QComboBox(this))
    , mFormation(new QComboBox(this))
    , mX(new QDoubleSpinBox(this))
    , mY(new QDoubleSpinBox(this))
    , mFacing(new QDoubleSpinBox(this))
    , mStrength(new QSpinBox(this))
    , mStartingStrength(new QSpinBox(this))
    , mTroopClass(new QComboBox(this))
    , mStands(new QSpinBox(this))
    , mMorale(new QSpinBox(this))
    , mCasualties(new QSpinBox(this))
    , mOrder(new QComboBox(this))
    , mFootprint(new QLabel(this))
{
    setObjectName(u"inspectorDock"_s);
    mEmpty->setWordWrap(true);
    mEmpty->setAlignment(Qt::AlignCenter);
    mEmpty->setMargin(12);

    auto *form = new QWidget(this);
    auto *layout = new QFormLayout(form);
    mForm = layout;
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mName->setObjectName(u"nameEdit"_s);
    layout->addRow(tr("Name:"), mName);
    layout->addRow(tr("Side:"), mSide);
    for (table::Arm arm : table::allArms())
        mArm->addItem(table::armName(arm), int(arm));
    layout->addRow(tr("Arm:"), mArm);
    layout->addRow(tr("Formation:"), mFormation);
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
    for (table::TroopClass troopClass : table::allTroopClasses())
        mTroopClass->addItem(table::troopClassName(troopClass), int(troopClass));
    layout->addRow(tr("Class:"), mTroopClass);
    mStands->setRange(1, 64);
    mStands->setSuffix(tr(" stands"));
    layout->addRow(tr("Bases:"), mStands);
    mMorale->setRange(0, 20);
    mMorale->setObjectName(u"moraleSpin"_s);
    layout->addRow(tr("Morale counters:"), mMorale);
    layout->addRow(tr("Casualties:"), mCasualties);
    for (table::Order order : {table::Order::Advance, table::Order::Hold, table::Order::Retreat})
        mOrder->addItem(table::orderName(order), int(order));
    layout->addRow(tr("Orders:"), mOrder);
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
        const QString side = mSide->currentData().toString();
        edit(u"side"_s, tr("Change side of %1"), [side](table::Unit &unit) { unit.setSideId(side); });
    });
    connect(mArm, &QComboBox::activated, this, [this] {
        const auto arm = table::Arm(mArm->currentData().toInt());
        edit(u"arm"_s, tr("Change arm of %1"), [arm](table::Unit &unit) {
            unit.setArm(arm);
            if (!table::formationAllowed(arm, unit.formation()))
                unit.setFormation(table::defaultFormation(arm));
        });
    });
    connect(mFormation, &QComboBox::activated, this, [this] {
        const auto formation = table::Formation(mFormation->currentData().toInt());
        edit(u"formation"_s, tr("Change formation of %1"), [formation](table::Unit &unit) { unit.setFormation(formation); });
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
    connect(mStartingStrength, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"startingStrength"_s, tr("Change starting strength of %1"),
             [v](table::Unit &unit) { unit.setStartingStrength(v); });
    });
    connect(mTroopClass, &QComboBox::activated, this, [this] {
        const auto troopClass = table::TroopClass(mTroopClass->currentData().toInt());
        edit(u"class"_s, tr("Change class of %1"), [troopClass](table::Unit &unit) { unit.setTroopClass(troopClass); });
    });
    connect(mStands, &QSpinBox::valueChanged, this, [this](int v) {
        edit(u"stands"_s, tr("Change bases of %1"), [v](table::Unit &unit) { unit.setStandCount(v); });
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

    connect(scene, &TableScene::selectedUnitChanged, this, &InspectorPanel::showUnit);
    connect(scene, &TableScene::scenarioChanged, this, &InspectorPanel::onScenarioChanged);
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
    mUnitId = id;
    refresh();
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
    if (change.kind == Kind::Reset || change.kind == Kind::Settings || change.kind == Kind::SideAdded
        || change.kind == Kind::SideChanged || change.kind == Kind::SideRemoved
        || (change.id == mUnitId && (change.kind == Kind::UnitChanged || change.kind == Kind::UnitRemoved)))
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
    const QList<QWidget *> fields{mName, mSide, mArm, mFormation, mX, mY, mFacing, mStrength, mStartingStrength,
                                  mTroopClass, mStands, mMorale, mCasualties, mOrder};
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *field : fields)
        blockers.append(std::make_shared<QSignalBlocker>(field));
    for (QCheckBox *box : std::as_const(mMarkers))
        blockers.append(std::make_shared<QSignalBlocker>(box));

    if (!mName->hasFocus())
        mName->setText(unit->name());
    mSide->clear();
    for (const table::Side &side : scenario.sides())
        mSide->addItem(side.name, side.id);
    mSide->setCurrentIndex(mSide->findData(unit->sideId()));
    mArm->setCurrentIndex(mArm->findData(int(unit->arm())));
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
    const QString men = unit->arm() == table::Arm::Artillery ? tr(" guns") : tr(" men");
    mStrength->setSuffix(men);
    mStartingStrength->setSuffix(men);
    mCasualties->setSuffix(tr(" men"));
    mStrength->setValue(unit->strength());
    mStartingStrength->setValue(unit->startingStrength());
    mTroopClass->setCurrentIndex(mTroopClass->findData(int(unit->troopClass())));
    mStands->setValue(unit->standCount());
    mStands->setEnabled(scenario.footprintSettings().style == table::FootprintSettings::BaseStyle::Stands);
    mMorale->setValue(unit->moraleCounters());
    mCasualties->setValue(unit->casualties());
    mOrder->setCurrentIndex(mOrder->findData(int(unit->order())));
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
    const table::Unit *unit = std::as_const(*mDocument).scenario().unit(mUnitId);
    if (!unit)
        return;
    table::Unit after = *unit;
    change(after);
    if (after == *unit)
        return;
    mDocument->push(new EditUnitCommand(mDocument, *unit, after, field, text.arg(unit->name())));
}

} // namespace vedette
