// One cell of the window test matrix (test_windowmatrix runs it): the real
// main window, started as `vedette` starts it (Application::prepare, the
// bundled campaign opened after the first paint), on the X server and in the
// language its environment names. It then takes the steps a referee takes
// on a first evening, opening every panel, and plays (issue 40): a whole
// Brown charge on Balaclava (picked on the table, Resolve, Apply, the melee,
// a continued charge, a second charge by another unit), a whole Balagan
// bound of each side on Blenheim (the morale tests, an action by each kind
// of unit, End bound), the order of battle with every column, the log with
// 50 entries, the table screen, and a new campaign made in the fresh HOME.
// After each step it checks what a referee would see (cell.h):
//
//   - the event loop goes idle within 2 s (a quiet spell with no more than
//     two geometry events: resize, move, layout request, show, hide), where
//     the German window at 1600x1000 once resized itself for ever;
//   - the main window (and any window it opened) lies inside the screen's
//     available geometry;
//   - no push button's text is clipped: each shown button is as wide as its
//     text needs and lies whole inside its parents;
//   - no widget in a panel in front shows a horizontal scroll bar;
//   - no visible label, button, title, combo or list row shows a literal "&"
//     or an order-of-battle key where the order of battle has a name;
//   - (at the start and the end) a real click on the first menu, through the
//     X server with xdotool, opens it.
//
// and, as the walk goes, that the button each next step needs is whole in
// view without scrolling, that the Charge panel shows the charge of the pair
// chosen (nothing of a charge before), and that the Bound panel's action row
// stays where it was when its texts change.
//
// Each step leaves a screenshot of the whole screen in --out. Failures are
// printed one a line ("FAIL step: why"); the exit status is 1 when any.
#include "cell.h"

#include "controllers/balagancontroller.h"
#include "commands/facade.h"
#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/boundpanel.h"
#include "panels/chargepanel.h"
#include "panels/continuechargerow.h"
#include "panels/logpanel.h"
#include "panels/logpanelmodel.h"
#include "panels/meleepanel.h"
#include "panels/newcampaigndialog.h"
#include "panels/oddswidget.h"
#include "panels/orderofbattlepanel.h"
#include "panels/orderofbattletree.h"
#include "render/tablelabels.h"
#include "rules/balagan/actoptions.h"
#include "rules/brown/chargeprocedure.h"
#include "rules/brown/chargeresult.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "store/campaignstore.h"
#include "table/unittypes.h"
#include "window/application.h"
#include "window/mainwindow.h"
#include "window/shortcutlist.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>

#include <cstdio>
#include <vector>


using namespace Qt::StringLiterals;
using vedette::MainWindow;
namespace brown = vedette::rules::brown;
namespace balagan = vedette::rules::balagan;
using ChargeStep = brown::ChargeProcedure::Step;

namespace {

// The play walk's steps wait for a shorter quiet spell than the first ones
// (the start, the whole screen and each battle opened wait a second).
constexpr int kPlayQuietMs = 300;
// Opening a panel: half a second (a panel's resize loop shows well within it).
constexpr int kPanelQuietMs = 500;
// The computer dice of the play walk: the charges it walks reach a melee
// and a continued charge with them (the walk says so when they no longer do).
constexpr quint64 kDiceSeed = 1;
// The charges of the walk: attacker, target. With kDiceSeed the first goes on
// against another target, the second ends in a melee, the third is picked
// with the second's result still in the panel.
const std::vector<std::pair<QString, QString>> kCharges{
    {u"17l"_s, u"ural"_s}, {u"11h"_s, u"kiev"_s}, {u"13ld"_s, u"ingermanland"_s}, {u"4ld"_s, u"cossacks"_s}};

QDockWidget *dock(MainWindow &window, const QString &objectName)
{
    return window.findChild<QDockWidget *>(objectName);
}

// The battle of the bundled campaign played with `system`.
qint64 battleOf(MainWindow &window, vedette::table::RuleSystem system)
{
    const vedette::store::CampaignStore *store = window.document()->campaign()->store();
    if (!store)
        return 0;
    for (const auto &battle : store->battles()) {
        const auto table = store->loadBattle(battle.id);
        if (table && table->ruleSystem() == system)
            return battle.id;
    }
    return 0;
}

QAction *action(MainWindow &window, const QString &objectName)
{
    for (QAction *a : window.findChildren<QAction *>()) {
        if (a->objectName() == objectName)
            return a;
    }
    return nullptr;
}

QString nameOf(MainWindow &window, const QString &unitId)
{
    const vedette::table::Unit *unit = window.document()->scenario().unit(unitId);
    return unit ? unit->name() : unitId;
}

// What a Brown walk has seen.
struct BrownWalk
{
    bool melee = false;
    bool continued = false;
    int charges = 0;
    QString lastAttacker;
    QString lastTarget;
};

class Walk
{
public:
    Walk(MainWindow &window, Cell &cell)
        : mWindow(window)
        , mCell(cell)
    {
    }

    void openPanel(const QString &objectName)
    {
        QDockWidget *panel = dock(mWindow, objectName);
        if (!panel) {
            mCell.fail(objectName, u"no such panel"_s);
            return;
        }
        const bool inFront = panel->isVisible() && !panel->visibleRegion().isEmpty();
        if (!inFront)
            panel->toggleViewAction()->trigger();
    }

    void openBattle(vedette::table::RuleSystem system, const QString &step)
    {
        const qint64 id = battleOf(mWindow, system);
        if (id == 0 || !mWindow.document()->campaign()->setCurrentBattle(id))
            mCell.fail(step, u"the bundled campaign has no such battle"_s);
    }

    // --- Brown: a whole charge, its melee, a continued charge, another charge -----

    // The Charge panel shows the charge of the pair chosen and nothing of
    // another: title, modifiers, net modifier, odds and result.
    void checkChargeShown(const QString &step, const QString &before)
    {
        auto *panel = mWindow.findChild<vedette::ChargePanel *>();
        vedette::BrownController *brown = mWindow.document()->brown();
        const QString a = panel->chosenAttackerId();
        const QString t = panel->chosenTargetId();
        const QString selected = mWindow.tableView()->tableScene()->selectedUnitId();
        if (!selected.isEmpty() && panel->attackerBox()->findData(selected) >= 0 && a != selected)
            mCell.fail(step, u"the Charge panel's attacker is %1, the unit chosen on the table %2"_s.arg(nameOf(mWindow, a),
                                                                                                  nameOf(mWindow, selected)));
        if (!panel->titleLabel()->text().contains(nameOf(mWindow, a)))
            mCell.fail(step, u"the Charge panel's title does not name its attacker %1: \"%2\""_s.arg(
                                 nameOf(mWindow, a), panel->titleLabel()->text()));
        const brown::ChargeRecord *record = brown->charge();
        const bool ours = record && record->situation.attacker.id == a && record->situation.defender.id == t;
        const bool figures = panel->modifierTree()->topLevelItemCount() > 0 || !panel->netLabel()->text().isEmpty()
            || !panel->odds()->outcomes().isEmpty();
        if (figures && !ours)
            mCell.fail(step, u"the Charge panel shows the modifiers and odds of %1 on %2 beside the pair chosen, %3 on %4"_s
                                 .arg(record ? nameOf(mWindow, record->situation.attacker.id) : u"no charge"_s,
                                      record ? nameOf(mWindow, record->situation.defender.id) : QString(),
                                      nameOf(mWindow, a), nameOf(mWindow, t)));
        if (!before.isEmpty() && before != a && before != t) {
            const QString old = nameOf(mWindow, before);
            for (QLabel *label : {panel->resultLabel(), panel->netLabel()}) {
                if (label->isVisible() && label->text().contains(old))
                    mCell.fail(step, u"the Charge panel still tells of %1's charge: \"%2\""_s.arg(old, label->text().left(120)));
            }
        }
    }

    // Resolve to the result: each decision answered with a click (it stands;
    // no closing casualties).
    void resolveCharge(const QString &prefix)
    {
        auto *panel = mWindow.findChild<vedette::ChargePanel *>();
        vedette::BrownController *brown = mWindow.document()->brown();
        mCell.step(prefix + u"-resolve"_s, [&] { mCell.click(prefix + u"-resolve"_s, panel->resolveButton()); },
                   kPlayQuietMs);
        for (int decision = 0; decision < 4; ++decision) {
            const brown::ChargeProcedure *procedure = brown->procedure();
            if (!procedure || procedure->step() == ChargeStep::Done)
                break;
            if (procedure->step() == ChargeStep::Evade) {
                mCell.step(prefix + u"-stands"_s, [&] { mCell.click(prefix + u"-stands"_s, panel->standButton()); },
                           kPlayQuietMs);
            } else if (procedure->step() == ChargeStep::ClosingCasualties) {
                mCell.step(prefix + u"-casualties"_s,
                           [&] { mCell.click(prefix + u"-casualties"_s, panel->casualtyButtons().value(0)); }, kPlayQuietMs);
            } else {
                mCell.fail(prefix, u"Resolve stopped at a step that is no decision"_s);
                break;
            }
        }
        const brown::ChargeProcedure *procedure = brown->procedure();
        if (!procedure || procedure->step() != ChargeStep::Done) {
            mCell.fail(prefix, u"the charge was not resolved: %1"_s.arg(brown->lastError()));
            return;
        }
        mCell.note(prefix, u"resolved"_s);
    }

    void applyCharge(const QString &prefix, BrownWalk &walk)
    {
        auto *panel = mWindow.findChild<vedette::ChargePanel *>();
        vedette::BrownController *brown = mWindow.document()->brown();
        const brown::ChargeRecord *record = brown->charge();
        const brown::ChargeProcedure *procedure = brown->procedure();
        if (!record || !procedure)
            return;
        const QString attacker = record->situation.attacker.id;
        const QString defender = record->situation.defender.id;
        const bool melee = procedure->outcome().reading && procedure->outcome().reading->result == brown::ChargeResult::Melee;
        mCell.step(prefix + u"-apply"_s, [&] {
            if (const QString why = Cell::unreachable(panel->advanceButton()); !why.isEmpty())
                mCell.fail(prefix + u"-apply"_s, u"Apply is out of reach after Resolve: "_s + why);
            mCell.click(prefix + u"-apply"_s, panel->advanceButton());
        }, kPlayQuietMs);
        ++walk.charges;
        walk.lastAttacker = attacker;
        walk.lastTarget = defender;
        if (!brown->chargeApplied() && brown->charge()) {
            mCell.fail(prefix + u"-apply"_s, u"the charge was not applied: %1"_s.arg(brown->lastError()));
            return;
        }
        if (!melee)
            return;
        // MELEE!: the Melee panel comes to the front with this charge's melee.
        walk.melee = true;
        mCell.note(prefix, u"a melee began"_s);
        auto *meleePanel = mWindow.findChild<vedette::MeleePanel *>();
        if (meleePanel->visibleRegion().isEmpty())
            mCell.fail(prefix + u"-apply"_s, u"a melee began, the Melee panel is not in front"_s);
        const auto fight = brown->meleeFight();
        if (!fight || fight->fighter(brown::Side::Attacker).unitId != attacker
            || fight->fighter(brown::Side::Defender).unitId != defender)
            mCell.fail(prefix + u"-apply"_s, u"the charge of %1 on %2 ended in a melee; the Melee panel shows %3"_s.arg(
                                                 nameOf(mWindow, attacker), nameOf(mWindow, defender),
                                                 fight ? fight->fighter(brown::Side::Attacker).name + u" / "_s
                                                         + fight->fighter(brown::Side::Defender).name
                                                       : u"none"_s));
        walkMelee(prefix);
    }

    // A round, the morale record (the defender retreats: the melee is
    // over), the end of the melee.
    void walkMelee(const QString &prefix)
    {
        auto *meleePanel = mWindow.findChild<vedette::MeleePanel *>();
        vedette::BrownController *brown = mWindow.document()->brown();
        for (int round = 0; round < 8 && brown->melee(); ++round) {
            const auto fight = brown->meleeFight();
            if (!fight)
                break;
            const QString name = u"%1-melee-%2"_s.arg(prefix).arg(round + 1);
            switch (fight->stage()) {
            case brown::MeleeFight::Stage::AwaitRound:
                if (!meleePanel->advanceButton()->isEnabled()) {
                    // docs/rules.md B-29: the next round is in the next turn.
                    mCell.step(name + u"-next-turn"_s, [&] {
                        if (QAction *next = action(mWindow, u"brownNextTurnAction"_s))
                            next->trigger();
                    }, kPlayQuietMs);
                    break;
                }
                mCell.step(name + u"-round"_s, [&] {
                    mCell.bringToFront(meleePanel);
                    mCell.click(name + u"-round"_s, meleePanel->advanceButton());
                }, kPlayQuietMs);
                break;
            case brown::MeleeFight::Stage::AwaitMorale:
                mCell.step(name + u"-morale"_s, [&] {
                    mCell.bringToFront(meleePanel);
                    mCell.click(name + u"-morale"_s, meleePanel->defenderRetreatsBox());
                    mCell.click(name + u"-morale"_s, meleePanel->advanceButton());
                }, kPlayQuietMs);
                break;
            case brown::MeleeFight::Stage::Over:
                mCell.step(name + u"-end"_s, [&] {
                    mCell.bringToFront(meleePanel);
                    mCell.click(name + u"-end"_s, meleePanel->advanceButton());
                }, kPlayQuietMs);
                break;
            }
        }
        if (brown->melee())
            mCell.fail(prefix + u"-melee"_s, u"the melee did not end in 8 steps"_s);
    }

    void brownPlay(quint64 seed)
    {
        auto *panel = mWindow.findChild<vedette::ChargePanel *>();
        vedette::BrownController *brown = mWindow.document()->brown();
        vedette::TableScene *scene = mWindow.tableView()->tableScene();
        mWindow.document()->dice()->setSeed(seed);
        mCell.step(u"charge-panel-again"_s, [&] {
            // The refused charge of the first steps dropped, as Esc does.
            panel->cancel();
            mCell.bringToFront(panel);
        }, kPlayQuietMs);
        BrownWalk walk;
        for (int n = 1; n <= int(kCharges.size()) && (n <= 3 || !walk.melee || !walk.continued); ++n) {
            const auto [attacker, target] = kCharges[n - 1];
            const QString prefix = u"charge%1"_s.arg(n);
            const QString before = walk.lastAttacker;
            // Nobody is within reach at the start: the referee moves the
            // attacker to 8" in front of its target, as a drag does, clicks
            // it on the table (it charges its nearest target) and picks its
            // target in the list. One step: the panel is checked after the
            // click and after the pick.
            mCell.step(prefix + u"-pick"_s, [&] {
                const QString step = prefix + u"-pick"_s;
                const vedette::table::Scenario &scenario = mWindow.document()->scenario();
                const vedette::table::Unit *a = scenario.unit(attacker);
                const vedette::table::Unit *t = scenario.unit(target);
                if (!a || !t || !a->isOnTable() || !t->isOnTable()) {
                    mCell.fail(step, u"%1 or %2 is not on the table"_s.arg(attacker, target));
                    return;
                }
                const QPointF to = t->position() + QPointF(-8.0 * 25.4 - 60.0, 0.0);
                if (!vedette::cmd::moveUnit(mWindow.document(), attacker, a->position(), to))
                    mCell.fail(step, u"%1 could not be moved"_s.arg(nameOf(mWindow, attacker)));
                mCell.bringToFront(panel);
                scene->selectUnit(attacker);
                QCoreApplication::processEvents();
                checkChargeShown(step, before);
                if (panel->chosenTargetId() == target)
                    return;
                QComboBox *targets = panel->targetBox();
                const int at = targets->findData(target);
                if (at < 0) {
                    mCell.fail(step, u"%1 may not charge %2: %3"_s.arg(nameOf(mWindow, attacker), nameOf(mWindow, target),
                                                                     panel->refusalFor(attacker, target)));
                    return;
                }
                targets->setCurrentIndex(at);
                emit targets->activated(at);
                QCoreApplication::processEvents();
                checkChargeShown(step, before);
            }, kPlayQuietMs);
            mCell.note(prefix, u"%1 on %2"_s.arg(panel->chosenAttackerId(), panel->chosenTargetId()));
            resolveCharge(prefix);
            checkChargeShown(prefix + u"-resolved"_s, before);
            applyCharge(prefix, walk);
            // docs/rules.md B-30: the charge goes on where it may.
            if (!brown->melee() && panel->continueRow()->isVisible()) {
                walk.continued = true;
                const QString next = prefix + u"-continue"_s;
                mCell.step(next, [&] {
                    mCell.bringToFront(panel);
                    mCell.click(next, panel->continueRow()->continueButton());
                }, kPlayQuietMs);
                resolveCharge(next);
                applyCharge(next, walk);
            }
            // The charge over: Enter (the step's button) finishes it. After a
            // melee the referee picks the next unit straight away.
            if (brown->charge() && !walk.melee) {
                mCell.step(prefix + u"-finish"_s, [&] {
                    mCell.bringToFront(panel);
                    mCell.click(prefix + u"-finish"_s, panel->advanceButton());
                }, kPlayQuietMs);
            }
        }
        if (!walk.melee)
            mCell.fail(u"charge"_s, u"no charge of the walk ended in a melee (choose another kDiceSeed)"_s);
        if (!walk.continued)
            mCell.fail(u"charge"_s, u"no charge of the walk could continue (choose another kDiceSeed)"_s);
    }

    // --- Balagan: the bounds of both sides ---------------------------------------

    void balaganPlay()
    {
        auto *panel = mWindow.findChild<vedette::BoundPanel *>();
        vedette::BalaganController *balagan = mWindow.document()->balagan();
        vedette::TableScene *scene = mWindow.tableView()->tableScene();
        mCell.step(u"bound-panel-again"_s, [&] {
            openBattle(vedette::table::RuleSystem::Balagan, u"bound-panel-again"_s);
            mCell.bringToFront(panel);
        }, kPlayQuietMs);
        for (int bound = 1; bound <= 2; ++bound) {
            const QString prefix = u"bound%1"_s.arg(bound);
            if (balagan->state().phase == balagan::BoundPhase::Morale) {
                mCell.step(prefix + u"-morale"_s, [&] {
                    auto *testAll = panel->findChild<QPushButton *>(u"boundTestAllButton"_s);
                    mCell.click(prefix + u"-morale"_s, testAll);
                }, kPlayQuietMs);
            }
            // An action by each kind of unit that may act.
            for (vedette::table::Arm arm : vedette::table::allArms()) {
                QString unitId;
                for (const balagan::UnitOptions &offered : balagan->options().units) {
                    const vedette::table::Unit *unit = mWindow.document()->scenario().unit(offered.unitId);
                    if (unit && unit->arm() == arm) {
                        unitId = offered.unitId;
                        break;
                    }
                }
                if (unitId.isEmpty())
                    continue;
                const QString name = prefix + u'-' + vedette::table::armId(arm);
                // The unit clicked on the table, an action chosen, Attempt:
                // one step, the action row's place taken before the click.
                QPoint unitAt;
                QPoint attemptAt;
                mCell.step(name, [&] {
                    mCell.bringToFront(panel);
                    scene->selectUnit(unitId);
                    if (panel->actionUnit() != unitId)
                        mCell.fail(name, u"the Bound panel's unit is %1, the unit chosen on the table %2"_s
                                             .arg(nameOf(mWindow, panel->actionUnit()), nameOf(mWindow, unitId)));
                    // An action with a die where it has one, else what it may do.
                    const balagan::UnitOptions *offered = balagan->options().unit(unitId);
                    for (balagan::Act act : {balagan::Act::ChangeFormation, balagan::Act::Charge, balagan::Act::Wheel,
                                             balagan::Act::Fire, balagan::Act::Withdraw, balagan::Act::FollowUp,
                                             balagan::Act::Move}) {
                        if (offered && offered->find(act) && panel->selectAct(act))
                            break;
                    }
                    QTest::qWait(50); // the layout settles
                    unitAt = panel->actionBox()->mapTo(&mWindow, QPoint(0, 0));
                    attemptAt = panel->attemptButton()->mapTo(&mWindow, QPoint(0, 0));
                    mCell.note(name, u"%1: %2"_s.arg(nameOf(mWindow, unitId), panel->actionBox()->currentText()));
                    mCell.click(name, panel->attemptButton());
                }, kPlayQuietMs);
                // What the step said is longer or shorter than what was there:
                // the row the referee aims at stays where it was.
                const QPoint unitNow = panel->actionBox()->mapTo(&mWindow, QPoint(0, 0));
                const QPoint attemptNow = panel->attemptButton()->mapTo(&mWindow, QPoint(0, 0));
                if (unitNow != unitAt || attemptNow != attemptAt)
                    mCell.fail(name, u"the action row moved: the action list from %1,%2 to %3,%4, Attempt from %5,%6 to %7,%8"_s
                                         .arg(unitAt.x()).arg(unitAt.y()).arg(unitNow.x()).arg(unitNow.y())
                                         .arg(attemptAt.x()).arg(attemptAt.y()).arg(attemptNow.x()).arg(attemptNow.y()));
            }
            mCell.step(prefix + u"-end"_s, [&] {
                mCell.click(prefix + u"-end"_s, panel->findChild<QPushButton *>(u"boundEndButton"_s));
            }, kPlayQuietMs);
            if (balagan->state().bound == bound && balagan->state().phase != balagan::BoundPhase::Morale)
                mCell.fail(prefix + u"-end"_s, u"the bound did not end: %1"_s.arg(panel->message()->text()));
        }
    }

    // --- The order of battle, the log, a new campaign -----------------------------

    void orderOfBattle()
    {
        auto *panel = mWindow.findChild<vedette::OrderOfBattlePanel *>();
        mCell.step(u"order-of-battle"_s, [&] {
            mCell.bringToFront(panel);
            panel->tree()->expandAll();
            QHeaderView *header = panel->tree()->header();
            for (int c = 0; c < header->count(); ++c) {
                if (header->isSectionHidden(c) || header->sectionSize(c) < 8)
                    mCell.fail(u"order-of-battle"_s, u"the order of battle's column \"%1\" is not shown"_s.arg(
                                                         panel->tree()->headerItem()->text(c)));
            }
            // Deploy, the panel's first use, never folded behind the tool bar's "»".
            auto *toolBar = panel->findChild<QToolBar *>(u"orderOfBattleToolBar"_s);
            QAction *deploy = action(mWindow, u"deployAction"_s);
            auto *button = toolBar && deploy ? qobject_cast<QAbstractButton *>(toolBar->widgetForAction(deploy)) : nullptr;
            if (const QString why = Cell::unreachable(button); !why.isEmpty())
                mCell.fail(u"order-of-battle"_s, u"Deploy is out of reach: "_s + why);
        }, kPlayQuietMs);
    }

    void log()
    {
        auto *panel = mWindow.findChild<vedette::LogPanel *>();
        mCell.step(u"log"_s, [&] {
            mCell.bringToFront(panel);
            // At least 50 entries: the dice tray's rolls top the walk's up.
            for (int i = 0; i < 60 && panel->model()->rowCount() < 50; ++i)
                mWindow.document()->dice()->roll(vedette::dice::DiceExpression::parse(u"2d6"_s), u"walk"_s);
            QTest::qWait(200);
            panel->view()->scrollToBottom();
        }, kPlayQuietMs);
        const int rows = panel->model()->rowCount();
        const int rowHeight = std::max(1, panel->view()->verticalHeader()->defaultSectionSize());
        // What a person sees of the list (its panel may scroll it out of view).
        const int shown = panel->view()->viewport()->visibleRegion().boundingRect().height() / rowHeight;
        mCell.note(u"log"_s, u"%1 entries, %2 rows in view"_s.arg(rows).arg(shown));
        if (rows < 50)
            mCell.fail(u"log"_s, u"the log has %1 entries, the walk wants 50"_s.arg(rows));
        if (shown < 4)
            mCell.fail(u"log"_s, u"the log shows %1 rows at a time"_s.arg(shown));
    }

    void newCampaign()
    {
        QAction *create = action(mWindow, u"newCampaignAction"_s);
        if (!create) {
            mCell.fail(u"new-campaign"_s, u"no action newCampaignAction"_s);
            return;
        }
        QString created;
        mCell.step(u"new-campaign"_s, [&] {
            // The dialog is modal: it is looked at and answered from the event loop it runs.
            QTimer::singleShot(0, &mWindow, [&] {
                vedette::NewCampaignDialog *dialog = nullptr;
                const bool opened = QTest::qWaitFor([&] {
                    dialog = qobject_cast<vedette::NewCampaignDialog *>(QApplication::activeModalWidget());
                    return dialog && dialog->isVisible();
                }, 5000);
                if (!opened || !dialog || !QTest::qWaitForWindowExposed(dialog)) {
                    mCell.fail(u"new-campaign"_s, u"the New Campaign dialog did not open"_s);
                    return;
                }
                QTest::qWait(kPlayQuietMs);
                mCell.checkNow(u"new-campaign-dialog"_s);
                auto *buttons = dialog->findChild<QDialogButtonBox *>();
                QPushButton *ok = buttons ? buttons->button(QDialogButtonBox::Ok) : nullptr;
                if (!ok || !ok->isEnabled()) {
                    auto *problem = dialog->findChild<QLabel *>(u"problemLabel"_s);
                    mCell.fail(u"new-campaign"_s, u"Create is disabled in a fresh HOME: %1"_s.arg(problem ? problem->text() : QString()));
                    dialog->reject();
                    return;
                }
                created = QDir::fromNativeSeparators(dialog->campaignFilePath());
                mCell.click(u"new-campaign"_s, ok);
            });
            create->trigger();
        }, kPlayQuietMs);
        if (!created.isEmpty()) {
            if (!QFileInfo::exists(created))
                mCell.fail(u"new-campaign"_s, u"no campaign file at %1"_s.arg(created));
            else
                mCell.note(u"new-campaign"_s, u"created "_s + created);
        }
    }

private:
    MainWindow &mWindow;
    Cell &mCell;
};

} // namespace

int main(int argc, char *argv[])
{
    TracedApplication app(argc, argv);
    vedette::Application::prepare();
    QCommandLineParser parser;
    parser.addOption({u"out"_s, u"Folder for the screenshots."_s, u"dir"_s});
    parser.addOption({u"dump"_s, u"Print what holds each panel wide."_s});
    // To choose kDiceSeed again when the rules change: the charges alone.
    parser.addOption({u"charges-with-seed"_s, u"Walk the charges alone, with these computer dice."_s, u"seed"_s});
    parser.process(app);
    const QString out = parser.value(u"out"_s);
    QDir().mkpath(out);

    vedette::Application::markCampaignAfterFirstPaint();
    MainWindow window;
    Cell cell(&window, out);
    cell.setDump(parser.isSet(u"dump"_s));
    vedette::Application::showAndOpen(window, {});
    Walk walk(window, cell);

    // As a referee first sees it: the window the program opens, with the
    // bundled campaign on the table.
    cell.step(u"start"_s, [&] {
        if (!QTest::qWaitFor([&] { return window.document()->campaign()->currentBattle() != 0; }, 30000))
            cell.fail(u"start"_s, u"the bundled campaign did not open"_s);
    });
    cell.checkMenuOpens(u"menu-at-start"_s);
    // F11, as on every desktop, and Help > Keyboard Shortcuts says so (on a
    // plain X11 desktop QKeySequence::FullScreen is no key at all).
    {
        bool listed = false;
        for (const vedette::ShortcutList::Entry &entry : vedette::ShortcutList::entries(&window))
            listed = listed || entry.keys.split(u", "_s).contains(QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText));
        if (!listed)
            cell.fail(u"start"_s, u"F11 is in no menu: the keyboard shortcuts list no full screen by F11"_s);
    }

    // The whole screen, as a window manager's full screen or -geometry gives it.
    cell.step(u"whole-screen"_s, [&] { window.setGeometry(window.screen()->availableGeometry()); });

    cell.step(u"blenheim"_s, [&] { walk.openBattle(vedette::table::RuleSystem::Balagan, u"blenheim"_s); });
    for (const QString &panel : {u"balaganBoundPanel"_s, u"balaganOrdersPanel"_s, u"orderOfBattleDock"_s,
                                 u"logDock"_s, u"diceTrayDock"_s})
        cell.step(panel, [&] { walk.openPanel(panel); }, kPanelQuietMs);

    cell.step(u"balaclava"_s, [&] { walk.openBattle(vedette::table::RuleSystem::Brown, u"balaclava"_s); });
    for (const QString &panel : {u"chargePanel"_s, u"meleePanel"_s})
        cell.step(panel, [&] { walk.openPanel(panel); }, kPanelQuietMs);
    // A charge declared: the panel fills with its modifiers and odds.
    cell.step(u"charge-declared"_s, [&] {
        walk.openPanel(u"chargePanel"_s);
        vedette::BrownController *brown = window.document()->brown();
        if (!brown->nextTurn() || !brown->declare(u"17l"_s, u"don3"_s))
            cell.fail(u"charge-declared"_s, brown->lastError());
    });
    // The charge line's distance is on the table, whole, inside the view.
    {
        bool shown = false;
        for (const vedette::render::TableLabels::Placed &placed : window.tableView()->tableScene()->placedLabels())
            shown = shown || placed.kind == vedette::render::TableLabels::Placed::ChargeCaption;
        if (!shown)
            cell.fail(u"charge-declared"_s, u"the charge line's distance is not on the table"_s);
    }

    // The play.
    if (parser.isSet(u"charges-with-seed"_s)) {
        walk.brownPlay(parser.value(u"charges-with-seed"_s).toULongLong());
        cell.summary();
        return 0;
    }
    // The frame-time trace of the play (issue 43): the Brown charges and
    // the Balagan bounds.
    cell.setTracing(true);
    walk.brownPlay(kDiceSeed);
    walk.balaganPlay();
    cell.setTracing(false);
    {
        const FrameTrace &trace = FrameTrace::instance();
        QString report = u"frame trace: the longest turn of the event loop %1 ms (the window thread's own time in a turn: at most %2 ms)\n"_s
                             .arg(trace.longestHoldMs(), 0, 'f', 1)
                             .arg(trace.longestHoldCpuMs(), 0, 'f', 1)
            + trace.histogram();
        for (const FrameTrace::Hold &hold : trace.holds())
            report += u"held %1 ms (%2 ms its own) in %3: %4\n"_s.arg(hold.ms, 0, 'f', 1).arg(hold.cpuMs, 0, 'f', 1).arg(hold.step, hold.what);
        std::fprintf(stdout, "== frame trace\n%s== end of frame trace\n", qPrintable(report));
        std::fflush(stdout);
        QFile file(QDir(out).filePath(u"frame-trace.md"_s));
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            file.write(report.toUtf8());
        // The bound (VEDETTE_FRAME_TRACE_LIMIT_MS, the matrix sets 50 for
        // the German cell at 1920x1080) holds in the optimised build, on
        // the window thread's own time in the turn: CTest runs two cells at
        // once on two cores, and a turn's wall time takes in whatever else
        // the machine runs meanwhile (both are printed). Under the
        // sanitizers every turn is several times as long, and the trace is
        // printed but not held to it.
#ifndef VEDETTE_SANITIZED
        bool limited = false;
        const double limit = qEnvironmentVariableIntValue("VEDETTE_FRAME_TRACE_LIMIT_MS", &limited);
        for (const FrameTrace::Hold &hold : trace.holds())
            if (limited && hold.cpuMs > limit)
                cell.fail(u"frame-trace"_s, u"the window was held %1 ms of its own time (over %2 ms; %3 ms on the clock) in %4"_s
                                                .arg(hold.cpuMs, 0, 'f', 1).arg(limit).arg(hold.ms, 0, 'f', 1).arg(hold.step));
#endif
    }
    walk.orderOfBattle();
    walk.log();

    if (QAction *tableScreen = action(window, u"tableScreenAction"_s); !tableScreen) {
        cell.fail(u"table-screen"_s, u"no action tableScreenAction"_s);
    } else {
        cell.step(u"table-screen"_s, [&] { tableScreen->trigger(); });
        cell.step(u"table-screen-closed"_s, [&] {
            if (tableScreen->isChecked())
                tableScreen->trigger();
            window.activateWindow();
        });
    }
    walk.newCampaign();
    cell.checkMenuOpens(u"menu-at-end"_s);

    cell.summary();
    return cell.failures() == 0 ? 0 : 1;
}
