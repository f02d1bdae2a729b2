#include "orderspanel.h"

#include "commands/facade.h"
#include "controllers/balagancontroller.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "rules/balagan/battle.h"
#include "scene/orderflagitem.h"
#include "scene/orderflaglayer.h"
#include "scene/pieceslayer.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "table/lengthformat.h"
#include "window/mainwindow.h"
#include "window/panelfit.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineF>
#include <QMenu>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtMath>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString signedRating(int rating)
{
    return rating < 0 ? u"\u2212%1"_s.arg(-rating) : u"+%1"_s.arg(rating);
}

QIcon flagIcon(table::Order order)
{
    QPixmap pixmap(20, 24);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    OrderFlagItem::paintFlag(&painter, order, QPointF(3, 23));
    return QIcon(pixmap);
}

} // namespace

OrdersPanel::OrdersPanel(Document *document, QWidget *parent)
    : QDockWidget(tr("Balagan Orders"), parent)
    , mDocument(document)
{
    setObjectName(u"balaganOrdersPanel"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    mHeader = new QLabel(body);
    mHeader->setWordWrap(true);
    layout->addWidget(mHeader);
    mTree = new QTreeWidget(body);
    mTree->setColumnCount(4);
    mTree->setHeaderLabels({tr("Division / unit"), tr("General"), tr("Orders"), tr("Units")});
    mTree->setRootIsDecorated(true);
    PanelFit::shareColumns(mTree); // never sideways (issue 40)
    layout->addWidget(mTree, 1);
    // The buttons wrap onto more lines in a narrow panel.
    auto *buttons = new FlowLayout;
    mSend = new QPushButton(tr("Send messenger\u2026"), body);
    mSend->setToolTip(tr("Send a messenger from the division's general (or the commander-in-chief) with new orders"));
    mSide = new QComboBox(body);
    mSide->setToolTip(tr("The side whose messengers ride"));
    mRide = new QPushButton(tr("Messengers ride"), body);
    mRide->setObjectName(u"messengersRide"_s);
    mPlace = new QPushButton(tr("Place general"), body);
    mPlace->setToolTip(tr("Put the selected division's general on the table, just behind its first unit"));
    mChange = new QPushButton(tr("General changes orders\u2026"), body);
    mChange->setToolTip(tr("A general tries to change his own division's orders: 1d6 + his rating, 5 or more, once a bound"));
    mArrive = new QPushButton(tr("General arrives\u2026"), body);
    mArrive->setToolTip(tr("A general arrives in person at a unit: he joins it and its division's orders change at once"));
    buttons->addWidget(mSend);
    buttons->addWidget(mPlace);
    buttons->addWidget(mChange);
    buttons->addWidget(mArrive);
    buttons->addStretch();
    buttons->addWidget(mSide);
    buttons->addWidget(mRide);
    layout->addLayout(buttons);
    mNote = new QLabel(body);
    mNote->setObjectName(u"ordersNote"_s);
    mNote->setWordWrap(true);
    layout->addWidget(mNote);
    setWidget(body);

    connect(mSend, &QPushButton::clicked, this, &OrdersPanel::sendFromSelection);
    connect(mPlace, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem *item = mTree->currentItem())
            placeGeneral(item->data(NameColumn, GeneralRole).toString());
    });
    connect(mChange, &QPushButton::clicked, this, &OrdersPanel::askChangeOrders);
    connect(mArrive, &QPushButton::clicked, this, &OrdersPanel::askGeneralArrives);
    connect(mRide, &QPushButton::clicked, this, [this] { rideMessengers(ridingSide()); });
    connect(mTree, &QTreeWidget::currentItemChanged, this, &OrdersPanel::updateButtons);
    connect(mTree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (!item->data(NameColumn, GeneralRole).toString().isEmpty())
            sendFromSelection();
    });
    connect(mDocument->balagan(), &BattleController::changed, this, &OrdersPanel::scheduleRefresh);
    connect(mDocument->balagan(), &BattleController::battleChanged, mNote, &QLabel::clear);
    refresh();
}

const rules::balagan::BattleState &OrdersPanel::battleState() const
{
    return mDocument->balagan()->state();
}

QString OrdersPanel::ridingSide() const
{
    return mSide->currentData().toString();
}

void OrdersPanel::scheduleRefresh()
{
    // A drag changes the table at every mouse move; one refresh per turn of
    // the event loop is plenty.
    if (mRefreshPending)
        return;
    if (!isVisible()) {
        // A hidden dock catches up when it is shown.
        mStale = true;
        return;
    }
    mRefreshPending = true;
    QTimer::singleShot(0, this, [this] {
        mRefreshPending = false;
        refresh();
    });
}

void OrdersPanel::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (mStale)
        refresh();
}

void OrdersPanel::refresh()
{
    mStale = false;
    const table::Scenario &scenario = mDocument->scenario();
    const bool balagan = scenario.ruleSystem() == table::RuleSystem::Balagan;
    const QString currentKey = mTree->currentItem() ? mTree->currentItem()->data(NameColumn, TargetRole).toString()
                                                        + mTree->currentItem()->data(NameColumn, GeneralRole).toString()
                                                    : QString();
    mTree->clear();
    if (!balagan) {
        mHeader->setText(tr("Orders, generals and messengers belong to Balagan's Marlburian battles; this table is played under other rules."));
        mSide->clear();
        updateButtons();
        return;
    }
    const rules::balagan::BattleState &state = battleState();
    const QString toMove = state.sideToMove();
    const table::Side *moving = scenario.side(toMove);
    mHeader->setText(tr("Bound %1: %2 to move. Orders change only when a general or messenger arrives.")
                         .arg(state.bound)
                         .arg(moving ? moving->name : toMove));
    {
        // Messengers ride in their side's bound: the side to move's.
        const QSignalBlocker blocker(mSide);
        mSide->clear();
        for (const table::Side &side : scenario.sides())
            mSide->addItem(side.name, side.id);
        const int index = mSide->findData(toMove);
        mSide->setCurrentIndex(index >= 0 ? index : 0);
    }

    QTreeWidgetItem *current = nullptr;
    for (const table::Side &side : scenario.sides()) {
        auto *sideItem = new QTreeWidgetItem(mTree, {side.name});
        QFont bold = sideItem->font(NameColumn);
        bold.setBold(true);
        sideItem->setFont(NameColumn, bold);
        sideItem->setData(NameColumn, SideRole, side.id);
        for (const table::General &general : scenario.generals()) {
            if (general.sideId == side.id && general.commanderInChief) {
                auto *row = new QTreeWidgetItem(sideItem, {tr("Commander-in-chief"),
                                                           u"%1 %2"_s.arg(general.name, signedRating(general.rating))});
                row->setData(NameColumn, GeneralRole, general.id);
                row->setData(NameColumn, SideRole, side.id);
                if (const table::Unit *with = scenario.unit(general.attachedUnitId))
                    row->setText(UnitsColumn, tr("with %1").arg(with->name()));
                else if (!general.position)
                    row->setText(UnitsColumn, tr("not on the table"));
            }
        }
        // Divisions in the order their first unit stands in the table's list.
        QStringList divisions;
        QHash<QString, QList<const table::Unit *>> members;
        QList<const table::Unit *> alone;
        for (const table::Unit *unit : scenario.unitsOfSide(side.id)) {
            if (unit->divisionId().isEmpty()) {
                alone.append(unit);
                continue;
            }
            if (!members.contains(unit->divisionId()))
                divisions.append(unit->divisionId());
            members[unit->divisionId()].append(unit);
        }
        for (const QString &division : std::as_const(divisions)) {
            const QList<const table::Unit *> &units = members.value(division);
            const table::General *general = nullptr;
            for (const table::General &candidate : scenario.generals())
                if (candidate.sideId == side.id && candidate.divisionId == division)
                    general = &candidate;
            const table::Order order = units.first()->order();
            auto *row = new QTreeWidgetItem(sideItem);
            row->setText(NameColumn, scenario.divisionName(side.id, division));
            row->setText(GeneralColumn, general ? u"%1 %2"_s.arg(general->name, signedRating(general->rating)) : tr("none"));
            if (general && general->attachedUnitId.isEmpty() && !general->position)
                row->setToolTip(GeneralColumn, tr("%1 is not on the table yet").arg(general->name));
            row->setText(OrderColumn, table::orderName(order));
            row->setIcon(OrderColumn, flagIcon(order));
            row->setText(UnitsColumn, QString::number(units.size()));
            row->setData(NameColumn, GeneralRole, general ? general->id : QString());
            row->setData(NameColumn, TargetRole, units.first()->id());
            row->setData(NameColumn, SideRole, side.id);
            QStringList names;
            for (const table::Unit *unit : units)
                names.append(unit->name());
            row->setToolTip(NameColumn, names.join(u", "_s));
            for (const table::Unit *unit : units) {
                auto *child = new QTreeWidgetItem(row, {unit->name()});
                child->setText(OrderColumn, table::orderName(unit->order()));
                child->setIcon(OrderColumn, flagIcon(unit->order()));
                child->setData(NameColumn, TargetRole, unit->id());
                child->setData(NameColumn, SideRole, side.id);
                child->setData(NameColumn, GeneralRole, row->data(NameColumn, GeneralRole));
            }
        }
        for (const table::Unit *unit : std::as_const(alone)) {
            auto *row = new QTreeWidgetItem(sideItem, {unit->name(), tr("none")});
            row->setText(OrderColumn, table::orderName(unit->order()));
            row->setIcon(OrderColumn, flagIcon(unit->order()));
            row->setText(UnitsColumn, tr("no division"));
            row->setData(NameColumn, TargetRole, unit->id());
            row->setData(NameColumn, SideRole, side.id);
        }
        for (const table::Messenger &messenger : scenario.messengers()) {
            if (messenger.sideId != side.id)
                continue;
            const table::Unit *target = scenario.unit(messenger.targetUnitId);
            const QString status = messenger.killed      ? tr("killed")
                                   : messenger.delivered ? tr("delivered")
                                   : target ? tr("%1 to ride").arg(table::formatLength(
                                                  table::Length::fromMm(QLineF(messenger.position, target->position()).length()),
                                                  scenario.displayUnits()))
                                            : tr("riding");
            auto *row = new QTreeWidgetItem(sideItem);
            row->setText(NameColumn, messenger.name);
            row->setText(GeneralColumn, tr("to %1").arg(target ? target->name() : messenger.targetUnitId));
            row->setText(OrderColumn, table::orderName(messenger.order));
            row->setIcon(OrderColumn, flagIcon(messenger.order));
            row->setText(UnitsColumn, status);
            row->setData(NameColumn, MessengerRole, messenger.id);
            row->setData(NameColumn, SideRole, side.id);
            if (!messenger.riding())
                for (int column = 0; column < 4; ++column)
                    row->setForeground(column, mTree->palette().brush(QPalette::Disabled, QPalette::Text));
        }
        sideItem->setExpanded(true);
        for (int i = 0; i < sideItem->childCount(); ++i) {
            QTreeWidgetItem *child = sideItem->child(i);
            const QString key = child->data(NameColumn, TargetRole).toString() + child->data(NameColumn, GeneralRole).toString();
            if (!currentKey.isEmpty() && key == currentKey)
                current = child;
        }
    }
    if (current)
        mTree->setCurrentItem(current);
    updateButtons();
}

void OrdersPanel::updateButtons()
{
    const bool balagan = mDocument->scenario().ruleSystem() == table::RuleSystem::Balagan;
    const QTreeWidgetItem *item = mTree->currentItem();
    mSend->setEnabled(balagan && item && !item->data(NameColumn, SideRole).toString().isEmpty()
                      && item->data(NameColumn, MessengerRole).toString().isEmpty() && item->parent());
    const table::General *general = item ? mDocument->scenario().general(item->data(NameColumn, GeneralRole).toString())
                                         : nullptr;
    mPlace->setEnabled(balagan && general && general->attachedUnitId.isEmpty() && !general->position);
    // docs/rules.md M-28: once a bound, in the side's movement phase; the
    // button says why not when it may not.
    const QString why = balagan ? mDocument->balagan()->messengersRefusal(ridingSide()) : QString();
    mRide->setEnabled(balagan && why.isEmpty());
    mRide->setToolTip(why.isEmpty() ? tr("Every messenger of the side rides its bound as horse in column and rolls once for "
                                         "his life (killed on a 1)")
                                    : why);
    const bool generals = balagan && !mDocument->scenario().generals().isEmpty();
    mChange->setEnabled(generals);
    mArrive->setEnabled(generals);
    mSide->setEnabled(false);
}

void OrdersPanel::sendFromSelection()
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item)
        return;
    QString generalId = item->data(NameColumn, GeneralRole).toString();
    const QString target = item->data(NameColumn, TargetRole).toString();
    if (generalId.isEmpty()) {
        // A unit alone takes orders from its commander-in-chief.
        const QString sideId = item->data(NameColumn, SideRole).toString();
        for (const table::General &general : mDocument->scenario().generals())
            if (general.sideId == sideId && (general.commanderInChief || generalId.isEmpty()))
                generalId = general.id;
    }
    askMessenger(generalId, target);
}

void OrdersPanel::askMessenger(const QString &generalId, const QString &targetUnitId)
{
    const table::Scenario &scenario = mDocument->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general) {
        mHeader->setText(tr("The side has no general to send a messenger."));
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Send a Messenger"));
    auto *form = new QFormLayout(&dialog);
    auto *from = new QComboBox(&dialog);
    for (const table::General &candidate : scenario.generals())
        if (candidate.sideId == general->sideId)
            from->addItem(u"%1 %2"_s.arg(candidate.name, signedRating(candidate.rating)), candidate.id);
    from->setCurrentIndex(std::max(0, from->findData(generalId)));
    auto *to = new QComboBox(&dialog);
    QString preselect = targetUnitId;
    for (const table::Unit *unit : scenario.unitsOfSide(general->sideId)) {
        const QString division = unit->divisionId().isEmpty() ? tr("no division")
                                                              : scenario.divisionName(unit->sideId(), unit->divisionId());
        to->addItem(u"%1 (%2)"_s.arg(unit->name(), division), unit->id());
        if (preselect.isEmpty() && !general->divisionId.isEmpty() && unit->divisionId() == general->divisionId)
            preselect = unit->id();
    }
    to->setCurrentIndex(std::max(0, to->findData(preselect)));
    auto *order = new QComboBox(&dialog);
    for (table::Order value : {table::Order::Advance, table::Order::Hold, table::Order::Retreat})
        order->addItem(flagIcon(value), table::orderName(value), static_cast<int>(value));
    form->addRow(tr("From:"), from);
    form->addRow(tr("To:"), to);
    form->addRow(tr("Orders:"), order);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Send"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!sendMessenger(from->currentData().toString(), to->currentData().toString(),
                       static_cast<table::Order>(order->currentData().toInt())))
        mHeader->setText(tr("No messenger sent: the general is not on the table."));
}

QString OrdersPanel::generalOfSelection() const
{
    const table::Scenario &scenario = mDocument->scenario();
    if (const QTreeWidgetItem *item = mTree->currentItem())
        if (const QString id = item->data(NameColumn, GeneralRole).toString(); scenario.general(id))
            return id;
    const QString toMove = battleState().sideToMove();
    for (const table::General &general : scenario.generals())
        if (general.sideId == toMove)
            return general.id;
    return scenario.generals().isEmpty() ? QString() : scenario.generals().constFirst().id;
}

void OrdersPanel::askChangeOrders()
{
    const table::Scenario &scenario = mDocument->scenario();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("General Changes Orders"));
    auto *form = new QFormLayout(&dialog);
    auto *who = new QComboBox(&dialog);
    who->setObjectName(u"ordersGeneral"_s);
    for (const table::General &general : scenario.generals()) {
        const table::Side *side = scenario.side(general.sideId);
        who->addItem(u"%1 %2 (%3)"_s.arg(general.name, signedRating(general.rating), side ? side->name : general.sideId),
                     general.id);
    }
    who->setCurrentIndex(std::max(0, who->findData(generalOfSelection())));
    auto *order = new QComboBox(&dialog);
    order->setObjectName(u"ordersOrder"_s);
    for (table::Order value : {table::Order::Advance, table::Order::Hold, table::Order::Retreat})
        order->addItem(flagIcon(value), table::orderName(value), static_cast<int>(value));
    form->addRow(tr("General:"), who);
    form->addRow(tr("New orders:"), order);
    form->addRow(new QLabel(tr("1d6 + his rating: 5 or more changes them. One try a bound."), &dialog));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Roll"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        changeOrders(who->currentData().toString(), static_cast<table::Order>(order->currentData().toInt()));
}

void OrdersPanel::askGeneralArrives()
{
    const table::Scenario &scenario = mDocument->scenario();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("General Arrives in Person"));
    auto *form = new QFormLayout(&dialog);
    auto *who = new QComboBox(&dialog);
    who->setObjectName(u"ordersGeneral"_s);
    for (const table::General &general : scenario.generals())
        who->addItem(u"%1 %2"_s.arg(general.name, signedRating(general.rating)), general.id);
    who->setCurrentIndex(std::max(0, who->findData(generalOfSelection())));
    auto *at = new QComboBox(&dialog);
    at->setObjectName(u"ordersUnit"_s);
    const auto fillUnits = [&scenario, at, who] {
        at->clear();
        const table::General *general = scenario.general(who->currentData().toString());
        if (!general)
            return;
        for (const table::Unit *unit : scenario.unitsOfSide(general->sideId))
            if (unit->isOnTable() && (general->commanderInChief || general->divisionId.isEmpty()
                                      || unit->divisionId() == general->divisionId))
                at->addItem(unit->name(), unit->id());
    };
    fillUnits();
    connect(who, &QComboBox::currentIndexChanged, &dialog, fillUnits);
    auto *order = new QComboBox(&dialog);
    order->setObjectName(u"ordersOrder"_s);
    for (table::Order value : {table::Order::Advance, table::Order::Hold, table::Order::Retreat})
        order->addItem(flagIcon(value), table::orderName(value), static_cast<int>(value));
    form->addRow(tr("General:"), who);
    form->addRow(tr("Joins:"), at);
    form->addRow(tr("New orders:"), order);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Arrive"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        generalArrives(who->currentData().toString(), at->currentData().toString(),
                       static_cast<table::Order>(order->currentData().toInt()));
}

bool OrdersPanel::changeOrders(const QString &generalId, table::Order order)
{
    BalaganController *balagan = mDocument->balagan();
    const bool ok = balagan->changeOrders(generalId, order);
    mNote->setText(ok ? balagan->lastOutcome() : balagan->lastError());
    return ok;
}

bool OrdersPanel::generalArrives(const QString &generalId, const QString &unitId, table::Order order)
{
    BalaganController *balagan = mDocument->balagan();
    const bool ok = balagan->generalArrives(generalId, unitId, order);
    mNote->setText(ok ? QString() : balagan->lastError());
    return ok;
}

bool OrdersPanel::sendMessenger(const QString &generalId, const QString &targetUnitId, table::Order order)
{
    return mDocument->balagan()->sendMessenger(generalId, targetUnitId, order);
}

bool OrdersPanel::placeGeneral(const QString &generalId)
{
    const table::Scenario &scenario = mDocument->scenario();
    const table::General *general = scenario.general(generalId);
    if (!general || general->position || !general->attachedUnitId.isEmpty())
        return false;
    const table::Unit *near = nullptr;
    for (const table::Unit *unit : scenario.unitsOfSide(general->sideId)) {
        if (general->divisionId.isEmpty() || unit->divisionId() == general->divisionId) {
            near = unit;
            break;
        }
    }
    if (!near)
        return false;
    // Behind the unit, clear of its bases: facing 0 is up the table.
    const double radians = qDegreesToRadians(near->facing());
    const double behind = table::Length::fromPaces(200.0, scenario.groundScale()).mm();
    const QPointF at = near->position() + QPointF(-std::sin(radians), std::cos(radians)) * behind;
    return cmd::moveGeneral(mDocument, generalId, at);
}

int OrdersPanel::rideMessengers(const QString &sideId)
{
    const std::optional<int> rode = mDocument->balagan()->rideMessengers(sideId);
    if (!rode)
        mHeader->setText(mDocument->balagan()->lastError());
    else if (*rode == 0)
        mNote->setText(mDocument->balagan()->lastError());
    return rode ? *rode : -1;
}

} // namespace vedette
