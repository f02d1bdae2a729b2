#include "placeunittool.h"

#include "commands/facade.h"
#include "document/document.h"
#include "scene/tablescene.h"
#include "table/scenario.h"
#include "table/validation.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFile>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPointer>
#include <QSvgRenderer>
#include <QToolButton>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QIcon armIcon(table::Arm arm, const QColor &colour)
{
    QFile file(u":/symbols/%1.svg"_s.arg(table::armId(arm)));
    QByteArray svg;
    if (file.open(QIODevice::ReadOnly))
        svg = file.readAll();
    svg.replace("#ff00ff", colour.name().toLatin1());
    svg.replace("#800080", colour.darker(150).name().toLatin1());
    QSvgRenderer renderer(svg);
    QPixmap pixmap(48, 24);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    return QIcon(pixmap);
}

} // namespace

PlaceUnitTool::PlaceUnitTool(QObject *parent)
    : AbstractTool(u"placeUnitTool"_s, tr("Place Unit"), QIcon(u":/symbols/tool-unit.svg"_s), QKeySequence(Qt::Key_U),
                   parent)
{
}

PlaceUnitTool::~PlaceUnitTool() = default;

QString PlaceUnitTool::hint() const
{
    return tr("Choose a side and a unit type, then click on the table to place it; R turns the next unit.");
}

QString PlaceUnitTool::effectiveSideId() const
{
    if (!scene())
        return mSideId;
    const table::Scenario &scenario = scene()->scenario();
    if (scenario.side(mSideId))
        return mSideId;
    return scenario.sides().isEmpty() ? QString() : scenario.sides().first().id;
}

void PlaceUnitTool::setSideId(const QString &sideId)
{
    mSideId = sideId;
    mFacingSet = false;
}

void PlaceUnitTool::setArm(table::Arm arm)
{
    mArm = arm;
}

QWidget *PlaceUnitTool::createOptionsWidget(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(new QLabel(tr("Side:"), widget));
    auto *sides = new QComboBox(widget);
    sides->setObjectName(u"sideCombo"_s);
    layout->addWidget(sides);
    auto *arms = new QButtonGroup(widget);
    QList<QToolButton *> buttons;
    for (table::Arm arm : table::allArms()) {
        auto *button = new QToolButton(widget);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setText(table::armName(arm));
        button->setIconSize(QSize(32, 16));
        button->setChecked(arm == mArm);
        arms->addButton(button, int(arm));
        layout->addWidget(button);
        buttons.append(button);
    }
    connect(arms, &QButtonGroup::idClicked, this, [this](int id) { setArm(table::Arm(id)); });

    // The palette follows the scenario's sides and their colours.
    const auto refresh = [this, sides, buttons] {
        if (!scene())
            return;
        const QSignalBlocker block(sides);
        sides->clear();
        for (const table::Side &side : scene()->scenario().sides())
            sides->addItem(side.name, side.id);
        const int index = sides->findData(effectiveSideId());
        sides->setCurrentIndex(std::max(index, 0));
        const table::Side *side = scene()->scenario().side(effectiveSideId());
        const QColor colour = side ? side->colour : QColor(0x9a, 0x93, 0x86);
        for (qsizetype i = 0; i < buttons.size(); ++i)
            buttons[i]->setIcon(armIcon(table::allArms().at(i), colour));
    };
    connect(sides, &QComboBox::currentIndexChanged, this, [this, sides, refresh] {
        setSideId(sides->currentData().toString());
        refresh();
    });
    if (scene())
        connect(scene(), &TableScene::scenarioChanged, widget, [refresh](const table::ScenarioChange &change) {
            using Kind = table::ScenarioChange::Kind;
            if (change.kind == Kind::Reset || change.kind == Kind::SideAdded || change.kind == Kind::SideChanged
                || change.kind == Kind::SideRemoved)
                refresh();
        });
    refresh();
    return widget;
}

void PlaceUnitTool::activate(TableScene *scene)
{
    AbstractTool::activate(scene);
    mGhost = new QGraphicsPathItem;
    mGhost->setZValue(TableScene::OverlayLayer);
    mGhost->setVisible(false);
    scene->addItem(mGhost);
}

void PlaceUnitTool::deactivate()
{
    delete mGhost;
    mGhost = nullptr;
    AbstractTool::deactivate();
}

table::Unit PlaceUnitTool::unitAt(QPointF pos) const
{
    const table::Scenario &scenario = scene()->scenario();
    const QString sideId = effectiveSideId();
    table::Unit unit(scenario.freshId(u"unit-"_s), sideId, {}, mArm);
    int count = 1;
    for (const table::Unit &other : scenario.units())
        if (other.arm() == mArm && other.sideId() == sideId)
            ++count;
    const table::Side *side = scenario.side(sideId);
    unit.setName(side ? tr("%1 %2 %3").arg(side->name, table::armName(mArm)).arg(count)
                      : tr("%1 %2").arg(table::armName(mArm)).arg(count));
    unit.setFormation(table::defaultFormation(mArm));
    if (mArm == table::Arm::Artillery) {
        unit.setStrength(6);
        unit.setStartingStrength(6);
        unit.setStandCount(2);
    } else if (mArm != table::Arm::Foot) {
        unit.setStrength(400);
        unit.setStartingStrength(400);
    }
    if (mArm == table::Arm::Horse)
        unit.setStandCount(3);
    unit.setPosition(pos);
    // The first side faces up the table, the others down it, unless the
    // referee turned the ghost.
    double facing = mFacing;
    if (!mFacingSet) {
        const qsizetype index = [&] {
            for (qsizetype i = 0; i < scenario.sides().size(); ++i)
                if (scenario.sides()[i].id == sideId)
                    return i;
            return qsizetype(0);
        }();
        facing = index == 0 ? 0.0 : 180.0;
    }
    unit.setFacing(facing);
    return unit;
}

bool PlaceUnitTool::placeAt(QPointF pos)
{
    const table::Scenario &scenario = scene()->scenario();
    if (scenario.sides().isEmpty()) {
        emit message(tr("The scenario has no sides yet: add one before placing units."));
        return false;
    }
    const table::Unit unit = unitAt(pos);
    const QString offTable = table::validation::footprintOnTable(scenario.footprint(unit), scenario.tableRect());
    if (!offTable.isEmpty()) {
        emit message(offTable);
        return false;
    }
    const QString problem = table::validation::unit(unit, scenario);
    if (!problem.isEmpty()) {
        emit message(problem);
        return false;
    }
    cmd::placeUnit(document(), unit);
    scene()->selectUnit(unit.id());
    emit message(tr("Placed %1.").arg(unit.name()));
    return true;
}

void PlaceUnitTool::updateGhost(QPointF pos)
{
    if (!mGhost || scene()->scenario().sides().isEmpty())
        return;
    const table::Unit unit = unitAt(pos);
    const table::Scenario &scenario = scene()->scenario();
    const table::Footprint footprint = scenario.footprint(unit);
    QPainterPath path;
    for (const QPolygonF &polygon : footprint.polygons()) {
        path.addPolygon(polygon);
        path.closeSubpath();
    }
    const table::OrientedRect &outline = footprint.outline();
    path.moveTo(outline.corner(table::OrientedRect::FrontLeft));
    path.lineTo(outline.corner(table::OrientedRect::FrontRight));
    mGhost->setPath(path);
    const bool fits = table::validation::footprintOnTable(footprint, scenario.tableRect()).isEmpty();
    const table::Side *side = scenario.side(unit.sideId());
    QColor fill = fits ? (side ? side->colour : QColor(Qt::gray)) : QColor(0xc0, 0x1e, 0x12);
    fill.setAlpha(110);
    mGhost->setBrush(fill);
    mGhost->setPen(QPen(fits ? QColor(0x2b, 0x21, 0x18) : QColor(0xc0, 0x1e, 0x12), 0));
    mGhost->setVisible(true);
}

void PlaceUnitTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        placeAt(event->scenePos());
}

void PlaceUnitTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    mLastPos = event->scenePos();
    updateGhost(mLastPos);
}

void PlaceUnitTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
}

bool PlaceUnitTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_R)
        return false;
    if (!mFacingSet) {
        mFacing = unitAt({}).facing();
        mFacingSet = true;
    }
    mFacing = std::fmod(mFacing + (event->modifiers() & Qt::ShiftModifier ? -15.0 : 15.0) + 360.0, 360.0);
    if (mGhost && mGhost->isVisible())
        updateGhost(mLastPos);
    return true;
}

} // namespace vedette
