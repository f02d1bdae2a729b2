// Issue 32: the rules guide the hand. The window is driven with QTest events
// as a referee would, and every input is counted: a click, a key, a drag
// (press, move, release) and each entry on the dice keypad is one input.
// - A Brown charge with computer dice in at most 4 inputs (pick the
//   attacker on the table, Resolve, the closing casualties, Apply).
// - With physical dice in at most 3 plus one per die.
// What the test sets up before it counts (the battle opened, the panel
// shown, the dice chosen) is the window's state, not the referee's inputs.
#include "test_campaignfixture.h"

#include "controllers/browncontroller.h"
#include "document/campaign.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "panels/chargepanel.h"
#include "panels/keypaddialog.h"
#include "scene/tableview.h"
#include "window/mainwindow.h"

#include "rules/brown/chargeprocedure.h"

#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace vedette;
using Step = rules::brown::ChargeProcedure::Step;

namespace {

// The referee's hand: every input goes through here and is counted.
class Hand : public QObject
{
public:
    int inputs = 0;
    QStringList said; // what each input was, for the failure message

    void click(QWidget *widget, const QString &what)
    {
        QVERIFY2(widget && widget->isVisible() && widget->isEnabled(), qPrintable(what));
        ++inputs;
        said.append(what);
        QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
    }
    void clickTable(TableView *view, QPointF at, const QString &what)
    {
        ++inputs;
        said.append(what);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(at));
    }
    // Types these faces on the keypad when it opens, one input a digit.
    void typeDiceWhenAsked(const QList<int> &faces)
    {
        mFaces = faces;
        mTimer.setInterval(20);
        QObject::connect(&mTimer, &QTimer::timeout, this, [this] {
            auto *keypad = qobject_cast<KeypadDialog *>(QApplication::activeModalWidget());
            if (!keypad || keypad == mLastKeypad || mFaces.isEmpty())
                return;
            mLastKeypad = keypad;
            // The keypad accepts by itself once the last die is typed whole.
            for (int i = 0; i < keypad->findChildren<QLineEdit *>().size() && !mFaces.isEmpty(); ++i) {
                const int face = mFaces.takeFirst();
                ++inputs;
                said.append(u"die %1"_s.arg(face));
                QTest::keyClick(keypad, Qt::Key(Qt::Key_0 + face % 10));
            }
        });
        mTimer.start();
    }
    int facesLeft() const { return int(mFaces.size()); }
    QString story() const { return said.join(u", "_s); }

private:
    QTimer mTimer;
    QList<int> mFaces;
    QPointer<KeypadDialog> mLastKeypad;
};

// A Brown table: the Greys (heavy horse) face the 2e Ligne (foot in line)
// 7" off, and the 1er Cuirassiers (heavy horse) further along.
table::Scenario chargeTable()
{
    using namespace table;
    Scenario s = fixture::brownTable(u"Charge"_s);
    Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, Arm::Foot);
    foot.setPosition({900, 500});
    s.addUnit(foot);
    Unit cuirassiers(u"cuir"_s, u"fr"_s, u"1er Cuirassiers"_s, Arm::Horse);
    cuirassiers.setHorseWeight(HorseWeight::Heavy);
    cuirassiers.setPosition({1300, 500});
    s.addUnit(cuirassiers);
    Unit greys(u"greys"_s, u"gb"_s, u"Scots Greys"_s, Arm::Horse);
    greys.setHorseWeight(HorseWeight::Heavy);
    greys.setFacing(180);
    greys.setPosition({900, 300});
    s.addUnit(greys);
    Unit dragoons(u"kgl"_s, u"gb"_s, u"1st KGL Dragoons"_s, Arm::Horse);
    dragoons.setHorseWeight(HorseWeight::Heavy);
    dragoons.setFacing(180);
    dragoons.setPosition({1300, 300});
    s.addUnit(dragoons);
    return s;
}

} // namespace

class TestInputCounts : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;

    // The window on a new campaign of `scenario`, the table in view.
    void open(MainWindow &window, const QString &name, const table::Scenario &scenario)
    {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString json = mDir.filePath(name + u".json"_s);
        QString error;
        QVERIFY2(table::ScenarioJson::writeFile(scenario, json, &error), qPrintable(error));
        QVERIFY(window.document()->campaign()->create(mDir.filePath(name + u".vedette"_s), name, json));
        QTest::qWait(50);
        window.tableView()->fitTable();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(mDir.isValid());
    }

    // The Charge panel never offers a unit charging itself: its first pick
    // is a unit that may charge, at its nearest target it may charge.
    void chargePanelFirstPick()
    {
        MainWindow window;
        open(window, u"first"_s, chargeTable());
        auto *panel = window.findChild<ChargePanel *>();
        QVERIFY(panel);
        QVERIFY(!panel->chosenAttackerId().isEmpty());
        QVERIFY(panel->chosenAttackerId() != panel->chosenTargetId());
        QCOMPARE(panel->refusalFor(panel->chosenAttackerId(), panel->chosenTargetId()), QString());
        // Picking the Greys on the table: their nearest target, the 2e Ligne.
        panel->pickAttacker(u"greys"_s);
        QCOMPARE(panel->chosenTargetId(), u"foot"_s);
        panel->pickAttacker(u"kgl"_s);
        QCOMPARE(panel->chosenTargetId(), u"cuir"_s);
    }

    // Computer dice: the Greys picked on the table, Resolve (it stops at the
    // closing casualties, the defender having fired), 10 %, Apply.
    void brownChargeWithComputerDice()
    {
        MainWindow window;
        open(window, u"computer"_s, chargeTable());
        Document *document = window.document();
        document->dice()->setPhysicalDice(false);
        document->dice()->setSeed(11);
        QVERIFY(document->brown()->nextTurn());
        auto *panel = window.findChild<ChargePanel *>();
        panel->show();
        panel->raise();
        QTest::qWait(20);

        Hand hand;
        hand.clickTable(window.tableView(), document->scenario().unit(u"greys"_s)->position(), u"the Greys"_s);
        QCOMPARE(panel->chosenAttackerId(), u"greys"_s);
        QCOMPARE(panel->chosenTargetId(), u"foot"_s);
        hand.click(panel->resolveButton(), u"Resolve"_s);
        QVERIFY2(panel->procedure(), qPrintable(panel->resultLabel()->text()));
        QCOMPARE(panel->procedure()->step(), Step::ClosingCasualties);
        hand.click(panel->casualtyButtons().at(1), u"10 %"_s);
        QCOMPARE(panel->procedure()->step(), Step::Done);
        hand.click(panel->advanceButton(), u"Apply"_s);
        QVERIFY2(panel->isApplied(), qPrintable(hand.story()));
        QVERIFY2(hand.inputs <= 4, qPrintable(hand.story()));
        qInfo("Brown charge with computer dice: %d inputs (%s)", hand.inputs, qPrintable(hand.story()));
    }

    // Physical dice: the KGL picked on the table, Resolve, each die on the
    // keypad (activation, then both class dice), Apply.
    void brownChargeWithPhysicalDice()
    {
        MainWindow window;
        open(window, u"physical"_s, chargeTable());
        Document *document = window.document();
        QVERIFY(document->brown()->nextTurn());
        document->dice()->setPhysicalDice(true);
        auto *panel = window.findChild<ChargePanel *>();
        panel->show();
        panel->raise();
        QTest::qWait(20);

        Hand hand;
        hand.typeDiceWhenAsked({5, 5, 5});
        hand.clickTable(window.tableView(), document->scenario().unit(u"kgl"_s)->position(), u"the KGL"_s);
        QCOMPARE(panel->chosenTargetId(), u"cuir"_s);
        hand.click(panel->resolveButton(), u"Resolve"_s);
        QVERIFY2(panel->procedure(), qPrintable(panel->resultLabel()->text()));
        QCOMPARE(hand.facesLeft(), 0);
        QCOMPARE(panel->procedure()->step(), Step::Done);
        hand.click(panel->advanceButton(), u"Apply"_s);
        QVERIFY2(panel->isApplied(), qPrintable(hand.story()));
        const int dice = 3;
        QVERIFY2(hand.inputs <= 3 + dice, qPrintable(hand.story()));
        qInfo("Brown charge with physical dice: %d inputs for %d dice (%s)", hand.inputs, dice, qPrintable(hand.story()));
    }
};

QTEST_MAIN(TestInputCounts)
#include "test_inputcounts.moc"
