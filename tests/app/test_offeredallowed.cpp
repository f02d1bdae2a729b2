// Offered means allowed (issue 32, docs/rules.md M-34), over whole battles:
// Blenheim with seeds 1 to 20, every bound until the battle ends or bound
// 12. Each bound, every act the controller's options offer is accepted by
// act (the dice may fail it; the rules never refuse it), no unit of the
// other side is ever offered, and the battle goes on through acts picked
// from the options (charges first, so melees and routs come).
#include "test_bundledscenario.h"

#include "controllers/balagancontroller.h"
#include "document/diceservice.h"
#include "document/document.h"

#include "dice/seededdicesource.h"
#include "rules/balagan/battle.h"

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
namespace balagan = rules::balagan;

namespace {

// Every request the options offer: one per target, per formation, else one.
QList<balagan::ActRequest> offeredRequests(const balagan::BoundOptions &options)
{
    QList<balagan::ActRequest> requests;
    for (const balagan::UnitOptions &unit : options.units) {
        for (const balagan::ActOption &option : unit.acts) {
            balagan::ActRequest request;
            request.unitId = unit.unitId;
            request.act = option.act;
            if (!option.targets.isEmpty()) {
                for (const QString &target : option.targets) {
                    request.targetId = target;
                    requests.append(request);
                }
            } else if (!option.formations.isEmpty()) {
                for (const balagan::FormationChoice &choice : option.formations) {
                    request.formation = choice;
                    requests.append(request);
                }
            } else {
                requests.append(request);
            }
        }
    }
    return requests;
}

QString describe(const balagan::ActRequest &request)
{
    return u"%1 %2 %3 %4"_s.arg(request.unitId, balagan::actId(request.act), request.targetId,
                                request.formation ? request.formation->id() : QString());
}

} // namespace

class TestOfferedAllowed : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void blenheim_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 20; ++seed)
            QTest::addRow("seed %d", seed) << seed;
    }
    void blenheim()
    {
        QFETCH(int, seed);
        Document document;
        document.scenario() = test::bundledScenario(u"blenheim-1704.json"_s);
        document.dice()->setPhysicalDice(false);
        document.dice()->setSeed(std::uint64_t(seed));
        BalaganController *controller = document.balagan();
        QVERIFY(controller->available());
        QVERIFY2(controller->rollDeployment(), qPrintable(controller->lastError()));
        QRandomGenerator pick{quint32(seed)};
        int acted = 0;
        int charges = 0;
        while (controller->state().phase != balagan::BoundPhase::Over && controller->state().bound <= 12) {
            // Nothing is offered before the morale tests.
            QVERIFY(controller->options().units.isEmpty());
            QVERIFY(!controller->options().why.isEmpty());
            QVERIFY2(controller->testAll(), qPrintable(controller->lastError()));
            // The side acts until nothing is left to offer, one offer played a step.
            for (int step = 0; controller->state().phase == balagan::BoundPhase::Action; ++step) {
                QVERIFY2(step < 100, "the options never run out in a bound");
                const balagan::BoundOptions options = controller->options();
                const QString side = controller->state().sideToMove();
                QCOMPARE(options.sideId, side);
                for (const balagan::UnitOptions &unit : options.units) {
                    const table::Unit *known = document.scenario().unit(unit.unitId);
                    QVERIFY(known);
                    QVERIFY2(known->sideId() == side, qPrintable(unit.unitId + u" of "_s + known->sideId()));
                    QVERIFY(!unit.acts.isEmpty());
                }
                const QList<balagan::ActRequest> requests = offeredRequests(options);
                // Every offer passes the act's own check, after every act.
                for (const balagan::ActRequest &request : requests)
                    QVERIFY2(controller->whyNot(request).isEmpty(), qPrintable(describe(request)));
                // Every offer, after every act, each done on a copy of the battle as it stands.
                for (const balagan::ActRequest &request : requests) {
                    balagan::Battle copy(document.scenario(), controller->houseRules());
                    copy.state() = controller->state();
                    dice::SeededDiceSource dice(std::uint64_t(seed) * 1000 + std::uint64_t(step));
                    journal::EventList events;
                    const balagan::ActResult result = copy.act(request, dice, events);
                    QVERIFY2(result.allowed, qPrintable(describe(request) + u": "_s + result.reason));
                    QVERIFY(!result.overridden);
                }
                if (requests.isEmpty())
                    break;
                // Play one: a charge when there is one, else any.
                QList<balagan::ActRequest> chargesOffered;
                for (const balagan::ActRequest &request : requests)
                    if (request.act == balagan::Act::Charge)
                        chargesOffered.append(request);
                const QList<balagan::ActRequest> &from = chargesOffered.isEmpty() ? requests : chargesOffered;
                const balagan::ActRequest request = from.at(pick.bounded(int(from.size())));
                QVERIFY2(controller->act(request), qPrintable(describe(request) + u": "_s + controller->lastError()));
                ++acted;
                charges += request.act == balagan::Act::Charge ? 1 : 0;
            }
            QVERIFY2(controller->endBound(), qPrintable(controller->lastError()));
        }
        QVERIFY(acted > 20);
        qInfo("seed %d: %d acts, %d charges, ended in bound %d%s", seed, acted, charges, controller->state().bound,
              controller->state().lostSide.isEmpty() ? "" : " (an army broke)");
    }
};

QTEST_GUILESS_MAIN(TestOfferedAllowed)
#include "test_offeredallowed.moc"
