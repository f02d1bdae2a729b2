#include "newbattledialog.h"

#include "document/campaign.h"
#include "store/campaignstore.h"
#include "table/lengthformat.h"
#include "table/orderofbattlecsv.h"
#include "table/validation.h"

#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// The combo's data for "an empty table" (scenario ids are positive).
constexpr qint64 emptyTableId = -1;

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(24, 16);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

} // namespace

QList<std::pair<QString, QSizeF>> NewBattleDialog::tablePresets()
{
    return {{tr("6' x 4'"), QSizeF(table::Length::fromFeet(6).mm(), table::Length::fromFeet(4).mm())},
            {tr("8' x 5'"), QSizeF(table::Length::fromFeet(8).mm(), table::Length::fromFeet(5).mm())},
            {tr("120 x 80 cm"), QSizeF(1200.0, 800.0)},
            {tr("Custom"), QSizeF()}};
}

NewBattleDialog::NewBattleDialog(const store::CampaignStore &store, qint64 scenarioId, QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(this))
    , mScenario(new QComboBox(this))
    , mCarry(new QComboBox(this))
    , mCarryLabel(new QLabel(tr("&Carry units' strength:"), this))
    , mEmpty(new QGroupBox(tr("Empty table"), this))
    , mRules(new QComboBox(this))
    , mPreset(new QComboBox(this))
    , mWidth(new QDoubleSpinBox(this))
    , mHeight(new QDoubleSpinBox(this))
    , mScale(new QDoubleSpinBox(this))
    , mProblem(new QLabel(this))
{
    setObjectName(u"newBattleDialog"_s);
    setWindowTitle(tr("New Battle"));

    for (const store::ScenarioInfo &info : store.scenarios()) {
        mScenario->addItem(info.name, info.id);
        if (info.id == scenarioId)
            mScenario->setCurrentIndex(mScenario->count() - 1);
    }
    mScenario->addItem(tr("An empty table: set up your own battle"), emptyTableId);
    if (scenarioId == 0 && store.scenarios().isEmpty())
        mScenario->setCurrentIndex(mScenario->count() - 1);
    mScenario->setObjectName(u"scenarioCombo"_s);

    mName->setObjectName(u"battleName"_s);
    mName->setPlaceholderText(tr("The scenario's name and today's date"));

    mCarry->setObjectName(u"carryCombo"_s);
    mCarry->addItem(tr("No: as the scenario sets them up"), qint64(0));
    for (const store::BattleInfo &battle : store.battles())
        mCarry->addItem(tr("From “%1” (bound %2)").arg(battle.name, QLocale().toString(battle.turn)), battle.id);
    mCarry->setToolTip(tr("Units with the same id start with the strength and casualties they had at the end of "
                          "that battle"));
    mCarryLabel->setBuddy(mCarry);

    // The empty table.
    mRules->setObjectName(u"ruleSystemCombo"_s);
    for (table::RuleSystem system : {table::RuleSystem::Brown, table::RuleSystem::Balagan, table::RuleSystem::None})
        mRules->addItem(table::ruleSystemName(system), int(system));
    mPreset->setObjectName(u"tablePresetCombo"_s);
    for (const auto &[name, size] : tablePresets())
        mPreset->addItem(name, size);
    for (QDoubleSpinBox *spin : {mWidth, mHeight}) {
        spin->setDecimals(1);
        spin->setKeyboardTracking(false);
    }
    mWidth->setObjectName(u"tableWidthSpin"_s);
    mHeight->setObjectName(u"tableHeightSpin"_s);
    mScale->setObjectName(u"groundScaleSpin"_s);
    mScale->setRange(1.0, 10000.0);
    mScale->setDecimals(1);
    mScale->setValue(table::GroundScale::balaganDefault());
    mScale->setSuffix(tr(" p per cm"));
    mScale->setToolTip(tr("How many paces of the battlefield one centimetre of table stands for (Balagan: 100)"));
    auto *size = new QHBoxLayout;
    size->addWidget(mPreset);
    size->addWidget(mWidth);
    size->addWidget(new QLabel(tr("by"), this));
    size->addWidget(mHeight);
    auto *empty = new QFormLayout(mEmpty);
    empty->addRow(tr("&Rules:"), mRules);
    empty->addRow(tr("&Table:"), size);
    // A row that is a layout gets no buddy by itself: the label's mnemonic
    // goes to the row's first field (and the & is not shown as a character).
    if (auto *label = qobject_cast<QLabel *>(empty->labelForField(size)))
        label->setBuddy(mPreset);
    empty->addRow(tr("&Ground scale:"), mScale);
    const QString defaultNames[2] = {tr("Red"), tr("Blue")};
    mColours[0] = QColor(0xb0, 0x3a, 0x2e);
    mColours[1] = QColor(0x2e, 0x4a, 0x8c);
    for (int i = 0; i < 2; ++i) {
        mSideNames[i] = new QLineEdit(defaultNames[i], this);
        mSideNames[i]->setObjectName(u"sideName%1"_s.arg(i + 1));
        mSideColours[i] = new QPushButton(this);
        mSideColours[i]->setObjectName(u"sideColour%1"_s.arg(i + 1));
        mSideColours[i]->setIcon(swatch(mColours[i]));
        mSideColours[i]->setToolTip(tr("The side's colour on the table"));
        auto *row = new QHBoxLayout;
        row->addWidget(mSideNames[i], 1);
        row->addWidget(mSideColours[i]);
        empty->addRow(i == 0 ? tr("&First side:") : tr("&Second side:"), row);
        if (auto *label = qobject_cast<QLabel *>(empty->labelForField(row)))
            label->setBuddy(mSideNames[i]);
        connect(mSideColours[i], &QPushButton::clicked, this, [this, i] { pickColour(i); });
        connect(mSideNames[i], &QLineEdit::textChanged, this, &NewBattleDialog::validate);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Start from:"), mScenario);
    form->addRow(tr("Battle &name:"), mName);
    form->addRow(mCarryLabel, mCarry);

    mProblem->setObjectName(u"problemLabel"_s);
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(u"color: #a02818"_s);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    mOk->setText(tr("Start Battle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mEmpty);
    layout->addWidget(mProblem);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(520);

    connect(mScenario, &QComboBox::currentIndexChanged, this, &NewBattleDialog::updateMode);
    connect(mRules, &QComboBox::currentIndexChanged, this, &NewBattleDialog::ruleSystemChanged);
    connect(mPreset, &QComboBox::currentIndexChanged, this, &NewBattleDialog::presetChanged);
    connect(mWidth, &QDoubleSpinBox::valueChanged, this, &NewBattleDialog::sizeEdited);
    connect(mHeight, &QDoubleSpinBox::valueChanged, this, &NewBattleDialog::sizeEdited);
    ruleSystemChanged();
    updateMode();
}

void NewBattleDialog::setCarryFrom(qint64 battleId)
{
    const int index = mCarry->findData(battleId);
    if (index >= 0)
        mCarry->setCurrentIndex(index);
}

bool NewBattleDialog::isEmptyTable() const
{
    return mScenario->currentData().toLongLong() == emptyTableId;
}

void NewBattleDialog::setEmptyTable(bool empty)
{
    mScenario->setCurrentIndex(empty ? mScenario->count() - 1 : 0);
}

void NewBattleDialog::updateMode()
{
    const bool empty = isEmptyTable();
    mEmpty->setVisible(empty);
    mCarry->setVisible(!empty);
    mCarryLabel->setVisible(!empty);
    mName->setPlaceholderText(empty ? tr("New battle") : tr("The scenario's name and today's date"));
    validate();
    adjustSize();
}

double NewBattleDialog::tapeMm() const
{
    return table::RuleSystem(mRules->currentData().toInt()) == table::RuleSystem::Brown ? table::Length::mmPerInch
                                                                                        : table::Length::mmPerCm;
}

void NewBattleDialog::ruleSystemChanged()
{
    // Sizes are typed in the scenario's own unit: inches for Brown, cm otherwise.
    const bool brown = table::RuleSystem(mRules->currentData().toInt()) == table::RuleSystem::Brown;
    const QString suffix = brown ? tr(" in") : tr(" cm");
    for (QDoubleSpinBox *spin : {mWidth, mHeight}) {
        const QSignalBlocker blocker(spin);
        spin->setSuffix(suffix);
        spin->setRange(1.0, 100000.0 / tapeMm());
    }
    const int preset = brown ? 0 : 2;
    if (mPreset->currentIndex() == preset)
        presetChanged();
    else
        mPreset->setCurrentIndex(preset);
}

void NewBattleDialog::presetChanged()
{
    const QSizeF size = mPreset->currentData().toSizeF();
    if (size.isValid()) {
        mWidthMm = size.width();
        mHeightMm = size.height();
    }
    const QSignalBlocker w(mWidth);
    const QSignalBlocker h(mHeight);
    mWidth->setValue(mWidthMm / tapeMm());
    mHeight->setValue(mHeightMm / tapeMm());
    validate();
}

void NewBattleDialog::sizeEdited()
{
    mWidthMm = mWidth->value() * tapeMm();
    mHeightMm = mHeight->value() * tapeMm();
    const QSignalBlocker blocker(mPreset);
    mPreset->setCurrentIndex(mPreset->count() - 1); // typed: custom
    validate();
}

void NewBattleDialog::pickColour(int side)
{
    const QColor colour = QColorDialog::getColor(mColours[side], this, tr("Colour of %1").arg(mSideNames[side]->text()));
    if (!colour.isValid())
        return;
    mColours[side] = colour;
    mSideColours[side]->setIcon(swatch(colour));
}

QString NewBattleDialog::problem() const
{
    if (!isEmptyTable())
        return mScenario->count() > 1 ? QString() : tr("The campaign has no scenario yet.");
    const QString first = mSideNames[0]->text().trimmed();
    const QString second = mSideNames[1]->text().trimmed();
    if (first.isEmpty() || second.isEmpty())
        return tr("Each side needs a name.");
    if (first.compare(second, Qt::CaseInsensitive) == 0)
        return tr("The two sides need different names.");
    return table::validation::tableSize(table::Length::fromMm(mWidthMm), table::Length::fromMm(mHeightMm));
}

void NewBattleDialog::validate()
{
    const QString why = problem();
    mProblem->setText(why);
    mProblem->setVisible(!why.isEmpty());
    if (mOk)
        mOk->setEnabled(why.isEmpty());
}

table::Scenario NewBattleDialog::emptyTable() const
{
    table::Scenario scenario;
    scenario.setRuleSystem(table::RuleSystem(mRules->currentData().toInt()));
    scenario.setTitle(mName->text().trimmed().isEmpty() ? tr("New battle") : mName->text().trimmed());
    scenario.setTableSize(table::Length::fromMm(mWidthMm), table::Length::fromMm(mHeightMm));
    scenario.setGroundScale(table::GroundScale{mScale->value()});
    for (int i = 0; i < 2; ++i) {
        const QString name = mSideNames[i]->text().trimmed();
        // An id from the name, as the CSV reader makes them, so an order of battle imported later finds the side.
        scenario.addSide({table::OrderOfBattleCsv::idFor(name, u"side"_s, scenario), name, mColours[i]});
    }
    return scenario;
}

store::NewBattle NewBattleDialog::options() const
{
    store::NewBattle options;
    options.scenarioId = isEmptyTable() ? 0 : mScenario->currentData().toLongLong();
    options.name = mName->text().trimmed();
    options.carryStrengthFrom = isEmptyTable() ? 0 : mCarry->currentData().toLongLong();
    return options;
}

std::optional<qint64> NewBattleDialog::startIn(Campaign *campaign) const
{
    store::NewBattle battle = options();
    if (isEmptyTable()) {
        const std::optional<qint64> scenario = campaign->addScenario(emptyTable());
        if (!scenario)
            return std::nullopt;
        battle.scenarioId = *scenario;
    }
    return campaign->startBattle(battle);
}

} // namespace vedette
