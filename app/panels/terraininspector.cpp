#include "terraininspector.h"

#include "commands/facade.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "scene/tablescene.h"
#include "table/geometry.h"
#include "table/lengthformat.h"
#include "table/scenario.h"
#include "table/validation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

TerrainInspector::TerrainInspector(Document *document, TableScene *scene, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mScene(scene)
    , mName(new QLineEdit(this))
    , mType(new QComboBox(this))
    , mCover(new QComboBox(this))
    , mHeight(new QDoubleSpinBox(this))
    , mBadGoing(new QCheckBox(tr("Bad going"), this))
    , mImpassable(new QCheckBox(tr("Impassable"), this))
    , mFacts(new QLabel(this))
    , mCost(new QLabel(this))
    , mVertices(new QTableWidget(0, 2, this))
    , mMessage(new QLabel(this))
    , mRemove(new QPushButton(tr("Remove Terrain"), this))
{
    auto *layout = new QFormLayout(this);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mName->setObjectName(u"terrainNameEdit"_s);
    mName->setPlaceholderText(tr("No name"));
    layout->addRow(tr("Name:"), mName);
    mType->setObjectName(u"terrainTypeCombo"_s);
    for (table::TerrainType type : table::allTerrainTypes())
        mType->addItem(table::terrainTypeName(type), int(type));
    layout->addRow(tr("Type:"), mType);
    mCover->setObjectName(u"coverCombo"_s);
    for (table::CoverClass cover :
         {table::CoverClass::None, table::CoverClass::Light, table::CoverClass::Medium, table::CoverClass::Heavy})
        mCover->addItem(table::coverClassName(cover), int(cover));
    layout->addRow(tr("Cover:"), mCover);
    mHeight->setObjectName(u"heightSpin"_s);
    mHeight->setDecimals(1);
    mHeight->setRange(0, 1000);
    mHeight->setKeyboardTracking(false);
    mHeight->setToolTip(tr("How high the hill stands above the table, for downhill charges"));
    layout->addRow(tr("Height:"), mHeight);
    mBadGoing->setObjectName(u"badGoingCheck"_s);
    mImpassable->setObjectName(u"impassableCheck"_s);
    auto *going = new QWidget(this);
    auto *goingLayout = new FlowLayout(going); // wraps in a narrow panel
    goingLayout->setContentsMargins(0, 0, 0, 0);
    goingLayout->addWidget(mBadGoing);
    goingLayout->addWidget(mImpassable);
    layout->addRow(tr("Going:"), going);
    mFacts->setObjectName(u"factsLabel"_s);
    mFacts->setWordWrap(true);
    mFacts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addRow(tr("Size:"), mFacts);
    mCost->setObjectName(u"costLabel"_s);
    mCost->setWordWrap(true);
    mCost->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addRow(tr("Crossing:"), mCost);
    mVertices->setObjectName(u"vertexTable"_s);
    mVertices->verticalHeader()->setDefaultSectionSize(mVertices->fontMetrics().height() + 6);
    mVertices->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mVertices->setMinimumHeight(120);
    mVertices->setToolTip(tr("The corners of the outline; edit a number to move a corner"));
    layout->addRow(tr("Corners:"), mVertices);
    mMessage->setObjectName(u"terrainMessage"_s);
    mMessage->setWordWrap(true);
    mMessage->setStyleSheet(u"color: #b0281a;"_s);
    mMessage->hide();
    layout->addRow(mMessage);
    mRemove->setObjectName(u"removeTerrainButton"_s);
    layout->addRow(mRemove);

    connect(mName, &QLineEdit::editingFinished, this, [this] {
        const QString name = mName->text().trimmed();
        edit(u"name"_s, tr("Rename %1"), [name](table::Terrain &piece) { piece.setName(name); });
    });
    connect(mType, &QComboBox::activated, this, [this] {
        const auto type = table::TerrainType(mType->currentData().toInt());
        edit(u"type"_s, tr("Change type of %1"), [type](table::Terrain &piece) {
            piece.setType(type);
            // Only hills have a height; another type keeps none.
            if (type != table::TerrainType::Hill)
                piece.setHeight(table::Length());
        });
    });
    connect(mCover, &QComboBox::activated, this, [this] {
        const auto cover = table::CoverClass(mCover->currentData().toInt());
        edit(u"cover"_s, tr("Change cover of %1"), [cover](table::Terrain &piece) { piece.setCover(cover); });
    });
    connect(mHeight, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const table::Length height = table::Length::fromMm(v * tapeUnitMm());
        edit(u"height"_s, tr("Change height of %1"), [height](table::Terrain &piece) { piece.setHeight(height); });
    });
    connect(mBadGoing, &QCheckBox::toggled, this, [this](bool on) {
        edit(u"badGoing"_s, on ? tr("Make %1 bad going") : tr("Make %1 good going"),
             [on](table::Terrain &piece) { piece.setBadGoing(on); });
    });
    connect(mImpassable, &QCheckBox::toggled, this, [this](bool on) {
        edit(u"impassable"_s, on ? tr("Make %1 impassable") : tr("Make %1 passable"),
             [on](table::Terrain &piece) { piece.setImpassable(on); });
    });
    connect(mVertices, &QTableWidget::cellChanged, this, &TerrainInspector::onVertexEdited);
    connect(mRemove, &QPushButton::clicked, this, [this] {
        cmd::removeTerrain(mDocument, mTerrainId);
    });
    connect(scene, &TableScene::scenarioChanged, this, &TerrainInspector::onScenarioChanged);
}

TerrainInspector::~TerrainInspector() = default;

double TerrainInspector::tapeUnitMm() const
{
    return mScene->displayUnitMm();
}

void TerrainInspector::showTerrain(const QString &id)
{
    if (id != mTerrainId) {
        mMessage->clear();
        mMessage->hide();
    }
    mTerrainId = id;
    refresh();
}

QString TerrainInspector::refusal() const
{
    return mMessage->text();
}

QString TerrainInspector::factsText() const
{
    return mFacts->text();
}

QString TerrainInspector::costText() const
{
    return mCost->text();
}

void TerrainInspector::onScenarioChanged(const table::ScenarioChange &change)
{
    using Kind = table::ScenarioChange::Kind;
    if (change.kind == Kind::Reset || change.kind == Kind::Settings
        || (change.id == mTerrainId && (change.kind == Kind::TerrainChanged || change.kind == Kind::TerrainRemoved)))
        refresh();
}

void TerrainInspector::refresh()
{
    const table::Scenario &scenario = std::as_const(*mDocument).scenario();
    const table::Terrain *piece = scenario.terrainPiece(mTerrainId);
    setEnabled(piece);
    if (!piece)
        return;
    mRefreshing = true;
    const QSignalBlocker blockName(mName), blockType(mType), blockCover(mCover), blockHeight(mHeight),
        blockBadGoing(mBadGoing), blockImpassable(mImpassable), blockVertices(mVertices);
    if (!mName->hasFocus())
        mName->setText(piece->name());
    mType->setCurrentIndex(mType->findData(int(piece->type())));
    mCover->setCurrentIndex(mCover->findData(int(piece->cover())));
    const QString tape = table::lengthUnitSymbol(mScene->displayUnitIsInch() ? table::LengthUnit::Inches
                                                                            : table::LengthUnit::Centimetres);
    mHeight->setSuffix(u" "_s + tape);
    mHeight->setValue(piece->height().mm() / tapeUnitMm());
    mHeight->setEnabled(piece->type() == table::TerrainType::Hill);
    mBadGoing->setChecked(piece->isBadGoing());
    mImpassable->setChecked(piece->isImpassable());

    const QPolygonF &outline = piece->outline();
    mVertices->setHorizontalHeaderLabels({tr("Across (%1)").arg(tape), tr("Down (%1)").arg(tape)});
    mVertices->setRowCount(int(outline.size()));
    for (int row = 0; row < outline.size(); ++row) {
        const QPointF p = outline[row] / tapeUnitMm();
        for (int column = 0; column < 2; ++column) {
            // Existing cells are updated, not replaced: this may run while
            // one of them is telling the table it was edited.
            QTableWidgetItem *item = mVertices->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                mVertices->setItem(row, column, item);
            }
            // Two decimals of an inch or a centimetre is finer than any tape.
            item->setData(Qt::EditRole, std::round((column == 0 ? p.x() : p.y()) * 100.0) / 100.0);
        }
    }

    // Facts in the scenario's units.
    double perimeter = 0.0;
    for (qsizetype i = 0; i < outline.size(); ++i)
        perimeter += QLineF(outline[i], outline[(i + 1) % outline.size()]).length();
    const double area = std::abs(table::geometry::signedArea(outline)) / (tapeUnitMm() * tapeUnitMm());
    const QString areaText = mScene->displayUnitIsInch() ? tr("%1 sq in").arg(QLocale().toString(area, 'f', 1))
                                                         : tr("%1 cm²").arg(QLocale().toString(area, 'f', 0));
    mFacts->setText(tr("area %1, perimeter %2, %n corner(s)", nullptr, int(outline.size()))
                        .arg(areaText, mScene->formatDistance(perimeter)));

    // What crossing it costs, per arm and formation, from the scenario's rules.
    const table::BadGoingRules &rules = scenario.badGoingRules();
    if (piece->isImpassable()) {
        mCost->setText(tr("Impassable: no unit may enter."));
    } else if (!piece->isBadGoing()) {
        mCost->setText(tr("Good going: no extra cost."));
    } else if (!rules.enabled) {
        mCost->setText(tr("Bad going, but this scenario's rules charge no extra cost for it."));
    } else {
        const table::Length step = mScene->displayUnitIsInch() ? table::Length::fromInches(1.0) : table::Length::fromCm(1.0);
        const auto cost = [&](table::Arm arm, table::Formation formation) {
            const double m = rules.multiplier(arm, formation);
            return std::isfinite(m) ? table::formatLength(step * m, scenario.displayUnits()) : tr("impassable");
        };
        using table::Arm;
        using table::Formation;
        QStringList lines{tr("Every %1 inside costs:").arg(table::formatLength(step, scenario.displayUnits()))};
        for (Arm arm : {Arm::Foot, Arm::Horse, Arm::Dragoons}) {
            lines << tr("%1: %2 in line, %3 in column")
                         .arg(table::armName(arm), cost(arm, Formation::SingleLine), cost(arm, Formation::ColumnOfMarch));
        }
        lines << tr("%1: %2 limbered, %3 unlimbered")
                     .arg(table::armName(Arm::Artillery), cost(Arm::Artillery, Formation::Limbered),
                          cost(Arm::Artillery, Formation::Unlimbered));
        mCost->setText(lines.join(u'\n'));
    }
    mRefreshing = false;
}

void TerrainInspector::onVertexEdited(int row, int column)
{
    if (mRefreshing)
        return;
    const QTableWidgetItem *item = mVertices->item(row, column);
    if (!item)
        return;
    bool ok = false;
    const double value = item->data(Qt::EditRole).toDouble(&ok);
    const double mm = value * tapeUnitMm();
    edit(u"corner"_s, tr("Move a corner of %1"), [&](table::Terrain &piece) {
        QPolygonF outline = piece.outline();
        if (row >= outline.size())
            return;
        QPointF &p = outline[row];
        // Not a number stays not a number, so validation refuses it.
        const double v = ok ? mm : std::nan("");
        if (column == 0)
            p.setX(v);
        else
            p.setY(v);
        piece.setOutline(outline);
    });
}

bool TerrainInspector::edit(const QString &field, const QString &text,
                            const std::function<void(table::Terrain &)> &change)
{
    if (mRefreshing)
        return false;
    const table::Terrain *piece = std::as_const(*mDocument).scenario().terrainPiece(mTerrainId);
    if (!piece)
        return false;
    table::Terrain after = *piece;
    change(after);
    if (after == *piece)
        return false;
    if (const QString problem = table::validation::terrain(after); !problem.isEmpty()) {
        mMessage->setText(problem);
        mMessage->show();
        // The fields go back to what the model holds.
        refresh();
        return false;
    }
    mMessage->clear();
    mMessage->hide();
    const QString name = piece->name().isEmpty() ? table::terrainTypeName(piece->type()) : piece->name();
    cmd::editTerrain(mDocument, *piece, after, field, text.arg(name));
    return true;
}

} // namespace vedette
