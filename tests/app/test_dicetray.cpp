#include "document/diceservice.h"
#include "document/document.h"
#include "controllers/browncontroller.h"
#include "table/scenario.h"
#include "panels/dicetray.h"
#include "panels/keypaddialog.h"
#include "panels/oddswidget.h"

#include "dice/scripteddicesource.h"

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTimer>

using namespace Qt::StringLiterals;
using vedette::DiceService;
using vedette::DiceTray;
using vedette::Document;
using vedette::KeypadDialog;
using vedette::OddsWidget;
using vedette::dice::Die;

namespace {

// Runs `drive` on the keypad once it is shown modally.
void whenKeypadOpens(std::function<void(KeypadDialog *)> drive)
{
    QTimer::singleShot(0, [drive] {
        auto *dialog = qobject_cast<KeypadDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        drive(dialog);
    });
}

} // namespace

class TestDiceTray : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void keypadFillsDiceInOrder_data();
    void keypadFillsDiceInOrder();
    void keypadRefusesImpossibleFace();
    void keypadBackspaceStepsBack();
    void keypadDigitButtons();
    void keypadShowsRefusal();
    void keypadEscCancels();

    void trayRollIsLoggedAndShown();
    void trayQuickButtons();
    void trayValidatesExpression();
    void trayHistoryKeepsLastFifty();
    void trayListsEveryRollOfTheDocument();
    void traySeedIsSettable();
    void physicalDiceAskWithKeypad();
    void physicalDiceCancelLogsNothing();
    void physicalPreferencePersists();

    void oddsWidgetNumbers();
    void oddsWidgetPaints();
};

void TestDiceTray::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"VedetteTest"_s);
    QCoreApplication::setApplicationName(u"test_dicetray"_s);
}

void TestDiceTray::init()
{
    QSettings().remove(u"dice"_s);
}

void TestDiceTray::keypadFillsDiceInOrder_data()
{
    QTest::addColumn<QList<Die>>("dice");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QList<int>>("faces");

    const Die d6 = Die::d6();
    QTest::newRow("2d6") << QList<Die>{d6, d6} << u"43"_s << QList<int>{4, 3};
    QTest::newRow("d12 then d8") << QList<Die>{Die::d(12), Die::d(8)} << u"125"_s << QList<int>{12, 5};
    QTest::newRow("15 on d12 is 1 and 5") << QList<Die>{Die::d(12), d6} << u"15"_s << QList<int>{1, 5};
    QTest::newRow("d12 single digit then Enter") << QList<Die>{Die::d(12)} << u"1"_s << QList<int>{1};
    QTest::newRow("d10 0 is 10") << QList<Die>{Die::d(10), d6} << u"02"_s << QList<int>{10, 2};
    QTest::newRow("d10 typed 10") << QList<Die>{Die::d(10)} << u"10"_s << QList<int>{10};
    QTest::newRow("d10z 0 is 0") << QList<Die>{Die::d10zero(), Die::d10zero()} << u"09"_s << QList<int>{0, 9};
    QTest::newRow("class dice") << QList<Die>{Die::d(8), Die::d(10), Die::d(12)} << u"71011"_s << QList<int>{7, 10, 11};
}

void TestDiceTray::keypadFillsDiceInOrder()
{
    QFETCH(QList<Die>, dice);
    QFETCH(QString, typed);
    QFETCH(QList<int>, faces);

    KeypadDialog dialog(dice, u"test"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(&dialog, typed);
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(faces));
    QTest::keyClick(&dialog, Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!dialog.isVisible());
}

void TestDiceTray::keypadRefusesImpossibleFace()
{
    KeypadDialog dialog({Die::d6()}, {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *message = dialog.findChild<QLabel *>(u"keypadMessage"_s);
    auto *field = dialog.findChild<QLineEdit *>(u"face0"_s);
    QVERIFY(message && field);
    QVERIFY(!message->isVisible());

    QTest::keyClick(&dialog, Qt::Key_7);
    QCOMPARE(field->text(), u"7"_s);
    QVERIFY(!dialog.canAccept());
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(u"7"_s) && message->text().contains(u"d6"_s), qPrintable(message->text()));
    QVERIFY(!field->accessibleDescription().isEmpty());
    QVERIFY(field->palette().color(QPalette::Text) != dialog.palette().color(QPalette::Text));

    // Enter does not accept an impossible face.
    QTest::keyClick(&dialog, Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.result() != QDialog::Accepted);

    // Typing again replaces the impossible face.
    QTest::keyClick(&dialog, Qt::Key_6);
    QCOMPARE(field->text(), u"6"_s);
    QVERIFY(!message->isVisible());
    QTest::keyClick(&dialog, Qt::Key_Enter);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(QList<int>{6}));
}

void TestDiceTray::keypadBackspaceStepsBack()
{
    KeypadDialog dialog({Die::d6(), Die::d6(), Die::d6()}, {});
    dialog.show();
    QTest::keyClicks(&dialog, u"123"_s);
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(QList<int>{1, 2, 3}));
    QTest::keyClick(&dialog, Qt::Key_Backspace);
    QTest::keyClick(&dialog, Qt::Key_Backspace);
    QCOMPARE(dialog.fieldText(2), QString());
    QCOMPARE(dialog.fieldText(1), QString());
    QCOMPARE(dialog.currentField(), 1);
    QVERIFY(!dialog.canAccept());
    QTest::keyClicks(&dialog, u"55"_s);
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(QList<int>{1, 5, 5}));
}

void TestDiceTray::keypadDigitButtons()
{
    KeypadDialog dialog({Die::d(8), Die::d(12)}, {});
    dialog.show();
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"digit8"_s), Qt::LeftButton);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"digit1"_s), Qt::LeftButton);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"digit1"_s), Qt::LeftButton);
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(QList<int>{8, 11}));
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"backspace"_s), Qt::LeftButton);
    QCOMPARE(dialog.fieldText(1), u"1"_s);
    // Clicking a field clears it and makes it the one being typed.
    QTest::mouseClick(dialog.findChild<QLineEdit *>(u"face0"_s), Qt::LeftButton);
    QCOMPARE(dialog.currentField(), 0);
    QCOMPARE(dialog.fieldText(0), QString());
    QTest::keyClick(&dialog, Qt::Key_3);
    QCOMPARE(dialog.faces(), std::optional<QList<int>>(QList<int>{3, 1}));
}

void TestDiceTray::keypadShowsRefusal()
{
    KeypadDialog dialog({Die::d6()}, {});
    dialog.setRefusal(u"Die 1 (d6) cannot show 9"_s);
    dialog.show();
    auto *message = dialog.findChild<QLabel *>(u"keypadMessage"_s);
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), u"Die 1 (d6) cannot show 9"_s);
    QTest::keyClick(&dialog, Qt::Key_4);
    QVERIFY(!message->isVisible());
}

void TestDiceTray::keypadEscCancels()
{
    whenKeypadOpens([](KeypadDialog *dialog) {
        QTest::keyClick(dialog, Qt::Key_7); // no face of a d6: nothing accepted
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    QCOMPARE(KeypadDialog::ask({Die::d6()}, u"morale"_s, {}, nullptr), std::nullopt);

    whenKeypadOpens([](KeypadDialog *dialog) {
        QTest::keyClicks(dialog, u"26"_s);
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    QCOMPARE(KeypadDialog::ask({Die::d6(), Die::d6()}, u"morale"_s, {}, nullptr), std::optional<QList<int>>(QList<int>{2, 6}));
}

void TestDiceTray::trayRollIsLoggedAndShown()
{
    Document document;
    document.dice()->setSeed(42);
    DiceTray tray(document.dice());
    tray.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tray));

    auto *expression = tray.findChild<QLineEdit *>(u"diceExpression"_s);
    expression->clear();
    QTest::keyClicks(expression, u"2d6"_s);
    QTest::keyClick(expression, Qt::Key_Return);

    // Seed 42 throws 1 then 3 on d6 (the golden sequence of test_dicesources).
    QCOMPARE(document.events().size(), 1);
    const vedette::journal::JournalEvent &event = document.events().constFirst();
    QCOMPARE(event.kind, u"dice.roll"_s);
    QCOMPARE(event.rolls.size(), 1);
    QCOMPARE(event.rolls.constFirst().faces(), (QList<int>{1, 3}));
    QCOMPARE(event.detail.value(u"total"_s).toInt(), 4);
    QCOMPARE(event.detail.value(u"expression"_s).toString(), u"2d6"_s);
    QCOMPARE(event.detail.value(u"seed"_s).toString(), u"42"_s);
    QVERIFY(event.summary.contains(u"1 + 3 = 4"_s));

    QCOMPARE(tray.historyTexts(), QStringList{u"2d6: 1 + 3 = 4"_s});
    auto *odds = tray.findChild<OddsWidget *>();
    QCOMPARE(odds->total(), 36u);
    QCOMPARE(odds->highlightedOutcome(), u"4"_s);
    QVERIFY(tray.findChild<QLabel *>(u"lastRoll"_s)->text().contains(u'4'));
}

void TestDiceTray::trayQuickButtons()
{
    Document document;
    DiceTray tray(document.dice());
    tray.show();
    QCOMPARE(tray.quickRolls(), DiceTray::defaultQuickRolls());
    auto *d10z = tray.findChild<QToolButton *>(u"quick_d10z"_s);
    QVERIFY(d10z);
    QTest::mouseClick(d10z, Qt::LeftButton);
    QCOMPARE(document.events().size(), 1);
    QCOMPARE(document.events().constFirst().rolls.constFirst().dice.constFirst().die, Die::d10zero());
    QCOMPARE(tray.findChild<QLineEdit *>(u"diceExpression"_s)->text(), u"d10z"_s);

    // A rule system sets its own rolls; nonsense is skipped, not shown.
    tray.setQuickRolls({u"2d6"_s, u"nonsense"_s, u"1d10(0-9)"_s, u"d12-d8"_s});
    QCOMPARE(tray.quickRolls(), (QStringList{u"2d6"_s, u"d10z"_s, u"d12-d8"_s}));
    QVERIFY(!tray.findChild<QToolButton *>(u"quick_d6"_s));
    QTest::mouseClick(tray.findChild<QToolButton *>(u"quick_d12-d8"_s), Qt::LeftButton);
    QCOMPARE(document.events().size(), 2);
    QCOMPARE(document.events().constLast().rolls.constFirst().dice.size(), 2);
}

void TestDiceTray::trayValidatesExpression()
{
    Document document;
    DiceTray tray(document.dice());
    tray.show();
    auto *expression = tray.findChild<QLineEdit *>(u"diceExpression"_s);
    auto *validation = tray.findChild<QLabel *>(u"diceValidation"_s);
    auto *roll = tray.findChild<QPushButton *>(u"rollButton"_s);
    auto *odds = tray.findChild<OddsWidget *>();

    expression->clear();
    QTest::keyClicks(expression, u"2d"_s);
    QVERIFY(validation->isVisible());
    QVERIFY(!validation->text().isEmpty());
    QVERIFY(!roll->isEnabled());
    QCOMPARE(odds->outcomes().size(), 0);
    QTest::keyClick(expression, Qt::Key_Return);
    QCOMPARE(document.events().size(), 0);

    QTest::keyClicks(expression, u"6+1"_s);
    QVERIFY(!validation->isVisible());
    QVERIFY(roll->isEnabled());
    QCOMPARE(odds->outcomes().size(), 11);
    QCOMPARE(odds->outcomes().constFirst().label, u"3"_s);
    QCOMPARE(odds->total(), 36u);
}

void TestDiceTray::trayHistoryKeepsLastFifty()
{
    Document document;
    DiceTray tray(document.dice());
    for (int i = 0; i < 60; ++i)
        QVERIFY(tray.rollExpression(u"d6"_s));
    QCOMPARE(document.events().size(), 60);
    QCOMPARE(tray.historyTexts().size(), DiceTray::historyLimit);
    // Newest on top.
    QCOMPARE(tray.historyTexts().constFirst(), u"d6: "_s + QString::number(document.events().constLast().rolls.constFirst().faces().constFirst()));
    QVERIFY(!tray.rollExpression(u"2x"_s));

    // Negative results carry a real minus sign, like the subtracted faces.
    vedette::dice::ScriptedDiceSource scripted({1, 6});
    const auto expression = vedette::dice::DiceExpression::parse(u"d6-d6"_s);
    QCOMPARE(DiceService::describe(expression, expression.roll(scripted)), u"1 \u2212 6 = \u22125"_s);
}

// Issue 30: "Last rolls" stayed empty after dozens of rolls the panels made
// through the document's dice. Every roll of the document's dice is listed,
// with what it was for, once.
void TestDiceTray::trayListsEveryRollOfTheDocument()
{
    Document document;
    DiceTray tray(document.dice());
    document.dice()->setSeed(7);
    vedette::table::Scenario s;
    s.setRuleSystem(vedette::table::RuleSystem::Brown);
    s.setTableSize(vedette::table::Length::fromMm(2000), vedette::table::Length::fromMm(2000));
    s.addSide({u"gb"_s, u"British"_s, Qt::red});
    s.addSide({u"fr"_s, u"French"_s, Qt::blue});
    vedette::table::Unit foot(u"foot"_s, u"fr"_s, u"2e Ligne"_s, vedette::table::Arm::Foot);
    foot.setPosition({500, 500});
    s.addUnit(foot);
    vedette::table::Unit horse(u"horse"_s, u"gb"_s, u"Greys"_s, vedette::table::Arm::Horse);
    horse.setPosition({500, 300});
    horse.setFacing(180);
    s.addUnit(horse);
    document.scenario() = s;
    QVERIFY2(document.brown()->declare(u"horse"_s, u"foot"_s), qPrintable(document.brown()->lastError()));
    QVERIFY2(document.brown()->advance(), qPrintable(document.brown()->lastError())); // the activation roll
    const QStringList texts = tray.historyTexts();
    QCOMPARE(texts.size(), 1);
    vedette::dice::RollRecord thrown;
    for (const vedette::journal::JournalEvent &event : document.events())
        for (const vedette::dice::RollRecord &roll : event.rolls)
            thrown = roll;
    QVERIFY(!thrown.dice.isEmpty());
    QVERIFY2(texts.constFirst().contains(thrown.purpose) && texts.constFirst().contains(QString::number(thrown.faces().constFirst())),
             qPrintable(texts.constFirst()));
    // The tray's own roll once, as before.
    QVERIFY(tray.rollExpression(u"2d6"_s));
    QCOMPARE(tray.historyTexts().size(), 2);
    QVERIFY(tray.historyTexts().constFirst().startsWith(u"2d6: "_s));
}

void TestDiceTray::traySeedIsSettable()
{
    Document document;
    DiceTray tray(document.dice());
    tray.show();
    auto *seed = tray.findChild<QLineEdit *>(u"diceSeed"_s);
    QCOMPARE(seed->text(), QString::number(document.dice()->seed()));
    QSignalSpy changed(document.dice(), &DiceService::seedChanged);
    seed->setFocus();
    seed->selectAll();
    QTest::keyClicks(seed, u"20261129"_s);
    QTest::keyClick(seed, Qt::Key_Return);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(document.dice()->seed(), 20261129u);
    // The same seed throws the same dice (golden: 2, 1, 4 on d6).
    tray.rollExpression(u"3d6"_s);
    QCOMPARE(document.events().constLast().rolls.constFirst().faces(), (QList<int>{2, 1, 4}));
}

void TestDiceTray::physicalDiceAskWithKeypad()
{
    Document document;
    DiceTray tray(document.dice());
    tray.show();
    auto *physical = tray.findChild<QCheckBox *>(u"physicalDice"_s);
    QVERIFY(!physical->isChecked());
    QTest::mouseClick(physical, Qt::LeftButton, {}, QPoint(4, physical->height() / 2));
    QVERIFY(document.dice()->physicalDice());
    QCOMPARE(document.dice()->source().origin(), vedette::dice::DiceOrigin::Entered);

    // Any roll, not only the tray's, goes through the keypad.
    whenKeypadOpens([](KeypadDialog *dialog) {
        QTest::keyClicks(dialog, u"102"_s);
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    QCOMPARE(document.dice()->source().roll(QList<Die>{Die::d(10), Die::d(8)}, u"charge"_s), (QList<int>{10, 2}));

    whenKeypadOpens([](KeypadDialog *dialog) {
        QTest::keyClicks(dialog, u"5"_s);
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    QVERIFY(tray.rollExpression(u"d6+1"_s));
    const vedette::journal::JournalEvent &event = document.events().constLast();
    QCOMPARE(event.detail.value(u"total"_s).toInt(), 6);
    QCOMPARE(event.rolls.constFirst().origin, vedette::dice::DiceOrigin::Entered);
    QVERIFY(!event.detail.contains(u"seed"_s));
    QVERIFY(tray.historyTexts().constFirst().contains(u"5 + 1 = 6"_s));

    // A scripted asker replaces the keypad; an impossible face is asked again with the reason.
    QStringList refusals;
    int asked = 0;
    document.dice()->setFaceAsker([&](const QList<Die> &, const QString &, const QString &refusal) -> std::optional<QList<int>> {
        refusals.append(refusal);
        return ++asked == 1 ? QList<int>{7} : QList<int>{3};
    });
    QVERIFY(tray.rollExpression(u"d6"_s));
    QCOMPARE(refusals.size(), 2);
    QVERIFY(refusals[0].isEmpty());
    QVERIFY(refusals[1].contains(u'7'));
}

void TestDiceTray::physicalDiceCancelLogsNothing()
{
    Document document;
    document.dice()->setPhysicalDice(true);
    DiceTray tray(document.dice());
    QVERIFY(tray.findChild<QCheckBox *>(u"physicalDice"_s)->isChecked());
    whenKeypadOpens([](KeypadDialog *dialog) { QTest::keyClick(dialog, Qt::Key_Escape); });
    QVERIFY(!tray.rollExpression(u"2d6"_s));
    QCOMPARE(document.events().size(), 0);
    QCOMPARE(tray.historyTexts().size(), 0);
}

void TestDiceTray::physicalPreferencePersists()
{
    {
        Document document;
        QVERIFY(!document.dice()->physicalDice());
        document.dice()->setPhysicalDice(true);
    }
    QCOMPARE(QSettings().value(u"dice/physical"_s).toBool(), true);
    Document again;
    QVERIFY(again.dice()->physicalDice());
    again.dice()->setPhysicalDice(false);
    QCOMPARE(again.dice()->source().origin(), vedette::dice::DiceOrigin::Random);
}

void TestDiceTray::oddsWidgetNumbers()
{
    QLocale::setDefault(QLocale::c());
    OddsWidget odds;
    odds.setOutcomes({{u"repulsed"_s, u"Repulsed"_s, 21}, {u"melee"_s, u"Melee"_s, 14}, {u"rout"_s, u"Rout"_s, 1}});
    QCOMPARE(odds.total(), 36u);
    QCOMPARE(odds.outcomeText(1), u"Melee: 14 of 36 (38.9 %)"_s);
    QCOMPARE(odds.percentText(1), u"2.8 %"_s);
    QVERIFY(odds.accessibleDescription().contains(u"Repulsed: 21 of 36 (58.3 %)"_s));
    QVERIFY(odds.toolTip().contains(u"Rout: 1 of 36"_s));

    odds.highlightOutcome(u"melee"_s);
    QCOMPARE(odds.highlightedOutcome(), u"melee"_s);
    QVERIFY(odds.accessibleDescription().contains(u"thrown"_s));
    odds.highlightOutcome(u"no such outcome"_s);
    QCOMPARE(odds.highlightedOutcome(), QString());

    // Tiny but possible chances are not shown as 0.
    odds.setOutcomes({{u"a"_s, u"A"_s, 1}, {u"b"_s, u"B"_s, 9999}});
    QCOMPARE(odds.percentText(1), u"<0.1 %"_s);

    // Folded from a distribution, in chart order, with labels.
    const vedette::dice::Distribution twoD6 = vedette::dice::Distribution::sumOf(Die::d6(), 2);
    odds.setOutcomeCounts(twoD6.outcomes({u"fail"_s, u"pass"_s}, [](int v) { return v >= 8 ? u"pass"_s : u"fail"_s; }),
                          twoD6.total(), {{u"pass"_s, u"Passes"_s}});
    QCOMPARE(odds.outcomes().size(), 2);
    QCOMPARE(odds.outcomes()[1].label, u"Passes"_s);
    QCOMPARE(odds.outcomes()[0].label, u"fail"_s);
    QCOMPARE(odds.outcomeText(1), u"Passes: 15 of 36 (41.7 %)"_s);

    QVERIFY(odds.sizeHint().height() >= 2 * odds.fontMetrics().height());
    QVERIFY(odds.sizeHint().width() > odds.minimumSizeHint().width() - 1);
    QLocale::setDefault(QLocale::system());
}

void TestDiceTray::oddsWidgetPaints()
{
    OddsWidget odds;
    odds.setDistribution(vedette::dice::Distribution::of(Die::d6()));
    odds.highlightOutcome(u"3"_s);
    odds.resize(odds.sizeHint());
    odds.show();
    QVERIFY(QTest::qWaitForWindowExposed(&odds));
    QCOMPARE(odds.outcomeAt(QPoint(5, 5)), 0);
    QCOMPARE(odds.outcomeAt(QPoint(5, odds.height() + 50)), -1);
    QVERIFY(odds.outcomeRect(u"3"_s).top() > odds.outcomeRect(u"1"_s).top());
    QCOMPARE(odds.outcomeAt(odds.outcomeRect(u"3"_s).center()), 2);
    QVERIFY(!odds.outcomeRect(u"7"_s).isValid());

    const QImage image = odds.grab().toImage();
    QVERIFY(!image.isNull());
    // Bars were drawn: the highlight colour appears in the picture.
    const QColor highlight = odds.palette().color(QPalette::Highlight);
    bool found = false;
    for (int y = 0; y < image.height() && !found; ++y) {
        for (int x = 0; x < image.width() && !found; ++x)
            found = image.pixelColor(x, y) == highlight;
    }
    QVERIFY(found);

    odds.clear();
    QCOMPARE(odds.outcomes().size(), 0);
    QVERIFY(!odds.grab().toImage().isNull());
}

QTEST_MAIN(TestDiceTray)
#include "test_dicetray.moc"
