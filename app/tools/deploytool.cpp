#include "deploytool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "rules/balagan/movement.h"
#include "scene/tablescene.h"
#include "table/lengthformat.h"
#include "table/scenario.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QJsonObject>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineF>
#include <QPen>
#include <QToolButton>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// A press and release closer than this (mm of table) is a click, not a line.
constexpr double clickMm = 3.0;

// How many of `unit` one millimetre of table is.
double perMm(table::LengthUnit unit, table::GroundScale scale)
{
    const table::Length mm = table::Length::fromMm(1.0);
    switch (unit) {
    case table::LengthUnit::Inches: return mm.inches();
    case table::LengthUnit::Centimetres: return mm.cm();
    case table::LengthUnit::Paces: return mm.paces(scale);
    case table::LengthUnit::Millimetres:
    case table::LengthUnit::None: break;
    }
    return 1.0;
}

} // namespace

DeployTool::DeployTool(QObject *parent)
    : AbstractTool(u"deployTool"_s, tr("Deploy"), QIcon(u":/symbols/tool-unit.svg"_s), QKeySequence(Qt::Key_D), parent)
{
}

DeployTool::~DeployTool() = default;

QString DeployTool::hint() const
{
    if (mPayload.isEmpty())
        return tr("Choose units or a division in the Order of Battle dock (Deploy), or drag them onto the table.");
    return tr("Click to deploy %1 centred there, or draw their front line (they face to its left); R turns them, B "
              "faces them about.")
        .arg(payloadText());
}

QString DeployTool::payloadText() const
{
    if (mPayload.size() == 1 && scene())
        if (const table::Unit *unit = scene()->scenario().unit(mPayload.constFirst()))
            return unit->name();
    return tr("%n unit(s)", nullptr, int(mPayload.size()));
}

QWidget *DeployTool::createOptionsWidget(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(4, 0, 4, 0);
    mPayloadLabel = new QLabel(widget);
    mPayloadLabel->setObjectName(u"deployPayloadLabel"_s);
    layout->addWidget(mPayloadLabel);
    layout->addWidget(new QLabel(tr("Formation:"), widget));
    auto *formation = new QComboBox(widget);
    formation->setObjectName(u"deployFormationCombo"_s);
    formation->addItem(tr("As they are"), -1);
    for (table::Formation f : table::allFormations())
        formation->addItem(table::formationName(f), int(f));
    formation->setToolTip(tr("Every unit whose arm allows it takes this formation (guns only limber or unlimber)"));
    layout->addWidget(formation);
    connect(formation, &QComboBox::activated, this, [this, formation] {
        const int value = formation->currentData().toInt();
        setFormation(value < 0 ? std::nullopt : std::optional<table::Formation>(table::Formation(value)));
    });
    layout->addWidget(new QLabel(tr("Interval:"), widget));
    auto *interval = new QDoubleSpinBox(widget);
    interval->setObjectName(u"deployIntervalSpin"_s);
    interval->setDecimals(1);
    interval->setRange(0.0, 10000.0);
    interval->setToolTip(tr("Between neighbouring units (Brown 1\", Balagan 100 p)"));
    layout->addWidget(interval);
    // The interval is typed in the scenario's own unit, shown again whenever the tool is chosen.
    const auto show = [this, interval] {
        if (!scene())
            return;
        const table::DisplayUnits &units = scene()->scenario().displayUnits();
        const table::LengthUnit unit = units.primary == table::LengthUnit::None ? table::LengthUnit::Centimetres : units.primary;
        const QSignalBlocker blocker(interval);
        interval->setSuffix(u" "_s + table::lengthUnitSymbol(unit));
        const double perUnit = perMm(unit, units.scale);
        interval->setValue(this->interval().mm() * perUnit);
        interval->setProperty("perMm", perUnit);
    };
    connect(this, &DeployTool::payloadChanged, interval, show);
    connect(interval, &QDoubleSpinBox::valueChanged, this, [this, interval](double value) {
        const double perMm = interval->property("perMm").toDouble();
        if (perMm > 0.0)
            setInterval(table::Length::fromMm(value / perMm));
    });
    auto *about = new QToolButton(widget);
    about->setObjectName(u"deployFaceAboutButton"_s);
    about->setText(tr("Face About"));
    about->setToolTip(tr("Face the units the other way (B)"));
    connect(about, &QToolButton::clicked, this, [this] { mTurn = std::fmod(mTurn + 180.0, 360.0); });
    layout->addWidget(about);
    connect(this, &DeployTool::payloadChanged, mPayloadLabel, [this] {
        mPayloadLabel->setText(mPayload.isEmpty() ? tr("Nothing chosen to deploy") : tr("To deploy: %1").arg(payloadText()));
    });
    mPayloadLabel->setText(tr("Nothing chosen to deploy"));
    return widget;
}

void DeployTool::activate(TableScene *scene)
{
    AbstractTool::activate(scene);
    mGhost = new QGraphicsPathItem;
    mGhost->setZValue(TableScene::OverlayLayer);
    mGhost->setVisible(false);
    scene->addItem(mGhost);
    mLine = new QGraphicsLineItem;
    mLine->setZValue(TableScene::OverlayLayer + 1);
    mLine->setPen(QPen(QColor(0x2b, 0x21, 0x18), 0, Qt::DashLine));
    mLine->setVisible(false);
    scene->addItem(mLine);
    // The note beside the cursor: a paper slip that keeps its size on screen.
    mNoteBack = new QGraphicsRectItem;
    mNoteBack->setFlag(QGraphicsItem::ItemIgnoresTransformations);
    mNoteBack->setZValue(TableScene::OverlayLayer + 2);
    mNoteBack->setBrush(QColor(0xff, 0xf4, 0xe0, 235));
    mNoteBack->setPen(QPen(QColor(0xc0, 0x1e, 0x12), 1));
    mNoteBack->setVisible(false);
    mNote = new QGraphicsSimpleTextItem(mNoteBack);
    mNote->setBrush(QColor(0x5a, 0x10, 0x08));
    scene->addItem(mNoteBack);
    setPayload(mPayload); // the units may have gone meanwhile; the options show the scenario's units
}

void DeployTool::deactivate()
{
    delete mGhost;
    mGhost = nullptr;
    delete mNoteBack; // and the note in it
    mNoteBack = nullptr;
    mNote = nullptr;
    delete mLine;
    mLine = nullptr;
    mPressed = false;
    AbstractTool::deactivate();
}

void DeployTool::setPayload(const QStringList &unitIds)
{
    QStringList known;
    for (const QString &id : unitIds)
        if ((!scene() || scene()->scenario().unit(id)) && !known.contains(id))
            known.append(id);
    mPayload = known;
    if (!mPayload.isEmpty() && scene())
        emit message(hint());
    emit payloadChanged(mPayload);
}

table::Length DeployTool::interval() const
{
    if (mInterval)
        return *mInterval;
    return scene() ? table::Deployment::defaultInterval(scene()->scenario()) : table::Length::fromInches(1.0);
}

double DeployTool::clickFacing() const
{
    double facing = 0.0;
    if (scene() && !mPayload.isEmpty()) {
        const table::Scenario &scenario = scene()->scenario();
        if (const table::Unit *unit = scenario.unit(mPayload.constFirst())) {
            const std::optional<QRectF> area = scenario.ruleSystem() == table::RuleSystem::Balagan
                ? rules::balagan::movement::deploymentZoneOf(scenario, unit->sideId())
                : table::Deployment::edgeBand(scenario, unit->sideId());
            if (area)
                facing = table::Deployment::facingTowardsCentre(scenario, *area);
            else
                facing = unit->facing();
        }
    }
    return std::fmod(facing + mTurn + 360.0, 360.0);
}

std::optional<QRectF> DeployTool::zone() const
{
    if (!scene() || mPayload.isEmpty())
        return std::nullopt;
    const table::Scenario &scenario = scene()->scenario();
    if (scenario.ruleSystem() != table::RuleSystem::Balagan || !mSetUp || !mSetUp())
        return std::nullopt;
    const table::Unit *unit = scenario.unit(mPayload.constFirst());
    return unit ? rules::balagan::movement::deploymentZoneOf(scenario, unit->sideId()) : std::nullopt;
}

table::Deployment::Options DeployTool::options(double facing, bool centred) const
{
    table::Deployment::Options options;
    options.facing = facing;
    options.interval = interval();
    options.formation = mFormation;
    options.centred = centred;
    options.zone = zone();
    return options;
}

table::Deployment::Result DeployTool::layoutAt(QPointF at) const
{
    if (!scene() || mPayload.isEmpty())
        return {{}, tr("Nothing chosen to deploy: choose units in the Order of Battle dock.")};
    // The click is the middle of the front line; the units stand behind it.
    return table::Deployment::inLine(scene()->scenario(), mPayload, at, options(clickFacing(), true));
}

table::Deployment::Result DeployTool::layoutAlong(QPointF from, QPointF to) const
{
    if (!scene() || mPayload.isEmpty())
        return {{}, tr("Nothing chosen to deploy: choose units in the Order of Battle dock.")};
    return table::Deployment::inLine(scene()->scenario(), mPayload, from,
                                     options(std::fmod(table::Deployment::facingOfLine(from, to) + mTurn, 360.0), false));
}

bool DeployTool::apply(const table::Deployment::Result &result, bool override)
{
    hidePreview();
    QList<journal::JournalEvent> events;
    if (!result.ok()) {
        if (!override || result.units.isEmpty()) {
            emit message(result.units.isEmpty() ? result.problem
                                                : tr("%1 (Ctrl places them there anyway, noted in the log.)").arg(result.problem));
            return false;
        }
        QStringList ids;
        for (const table::Unit &unit : result.units)
            ids.append(unit.id());
        journal::JournalEvent event;
        event.kind = u"table.override"_s;
        event.actors = ids;
        event.summary = tr("The referee deploys %1 against the rules: %2").arg(payloadText(), result.problem);
        event.detail = QJsonObject{{u"reason"_s, result.problem}};
        events.append(event);
    }
    const int count = int(result.units.size());
    const QString first = count > 0 ? result.units.constFirst().name() : QString();
    // In a Balagan set-up the zones stay where they are now.
    const QList<table::Side> zones = zone() ? rules::balagan::movement::fixedDeploymentZones(scene()->scenario())
                                            : QList<table::Side>();
    if (!cmd::deploy(document(), result.units, zones, events))
        return false;
    if (count == 1)
        scene()->selectUnit(result.units.constFirst().id());
    emit message(count == 1 ? tr("Deployed %1.").arg(first) : tr("Deployed %n unit(s).", nullptr, count));
    // Done with these: the dock hands over the next ones.
    setPayload({});
    return true;
}

bool DeployTool::deployAt(QPointF at, bool override)
{
    return apply(layoutAt(at), override);
}

bool DeployTool::deployAlong(QPointF from, QPointF to, bool override)
{
    return apply(layoutAlong(from, to), override);
}

QString DeployTool::cursorNote() const
{
    return mNote && mNote->isVisible() ? mNote->text() : QString();
}

void DeployTool::preview(const table::Deployment::Result &result, std::optional<QPointF> cursor)
{
    if (!mGhost || !scene())
        return;
    if (result.units.isEmpty()) {
        hidePreview();
        return;
    }
    const table::Scenario &scenario = scene()->scenario();
    QPainterPath path;
    for (const table::Unit &unit : result.units) {
        const table::Footprint footprint = scenario.footprint(unit);
        for (const QPolygonF &polygon : footprint.polygons()) {
            path.addPolygon(polygon);
            path.closeSubpath();
        }
        // The front edge, so the referee sees which way they will face.
        const table::OrientedRect &outline = footprint.outline();
        path.moveTo(outline.corner(table::OrientedRect::FrontLeft));
        path.lineTo(outline.corner(table::OrientedRect::FrontRight));
    }
    mGhost->setPath(path);
    const table::Side *side = scenario.side(result.units.constFirst().sideId());
    const bool ok = result.ok();
    // Allowed: the side's colour, plain. Refused: red and hatched, so it
    // tells even where red is the side's colour.
    QColor fill = ok ? (side && side->colour.isValid() ? side->colour : QColor(Qt::gray)) : QColor(0xc0, 0x1e, 0x12);
    fill.setAlpha(ok ? 110 : 200);
    mGhost->setBrush(QBrush(fill, ok ? Qt::SolidPattern : Qt::BDiagPattern));
    mGhost->setPen(QPen(ok ? QColor(0x2b, 0x21, 0x18) : QColor(0xc0, 0x1e, 0x12), 0, ok ? Qt::SolidLine : Qt::DashLine));
    mGhost->setToolTip(result.problem);
    mGhost->setVisible(true);
    // The reason beside the cursor, at the same size whatever the zoom.
    if (mNote && mNoteBack) {
        const bool show = !ok && cursor && !result.problem.isEmpty();
        mNote->setVisible(show);
        mNoteBack->setVisible(show);
        if (show) {
            mNote->setText(result.problem + u'\n' + tr("Ctrl+click places them anyway (logged)."));
            const QRectF text = mNote->boundingRect();
            mNoteBack->setRect(text.adjusted(-4, -3, 4, 3));
            mNoteBack->setPos(*cursor);
            mNote->setPos(QPointF(16, 14));
        }
    }
}

void DeployTool::hidePreview()
{
    if (mGhost)
        mGhost->setVisible(false);
    if (mNoteBack)
        mNoteBack->setVisible(false);
    if (mLine)
        mLine->setVisible(false);
}

void DeployTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (mPayload.isEmpty()) {
        emit message(hint());
        return;
    }
    mPressed = true;
    mPressPos = event->scenePos();
}

void DeployTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (mPayload.isEmpty())
        return;
    const QPointF pos = event->scenePos();
    if (mPressed && QLineF(mPressPos, pos).length() >= clickMm) {
        const table::Deployment::Result result = layoutAlong(mPressPos, pos);
        preview(result, pos);
        if (mLine) {
            mLine->setLine(QLineF(mPressPos, pos));
            mLine->setVisible(true);
        }
        if (!result.ok())
            emit message(result.problem);
        return;
    }
    const table::Deployment::Result result = layoutAt(pos);
    preview(result, pos);
}

void DeployTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!mPressed || event->button() != Qt::LeftButton)
        return;
    mPressed = false;
    const QPointF pos = event->scenePos();
    const bool override = event->modifiers() & Qt::ControlModifier;
    if (QLineF(mPressPos, pos).length() < clickMm)
        deployAt(mPressPos, override);
    else
        deployAlong(mPressPos, pos, override);
}

bool DeployTool::keyPressed(QKeyEvent *event)
{
    // Not F: that chooses the fog tool.
    if (event->key() == Qt::Key_B) {
        mTurn = std::fmod(mTurn + 180.0, 360.0);
    } else if (event->key() == Qt::Key_R) {
        mTurn = std::fmod(mTurn + (event->modifiers() & Qt::ShiftModifier ? -15.0 : 15.0) + 360.0, 360.0);
    } else if (event->key() == Qt::Key_Escape && !mPayload.isEmpty()) {
        hidePreview();
        setPayload({});
        emit message(hint());
    } else {
        return false;
    }
    return true;
}

} // namespace vedette
