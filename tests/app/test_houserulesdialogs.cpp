// The two house rules dialogs (panels/houserulesform.h binds each field
// once): every field the dialog shows comes back as it went in, a field
// changed on the form changes only its own value, and Restore Defaults gives
// the text's readings.

#include "panels/balaganhouserulesdialog.h"
#include "panels/brownhouserulesdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;

class TestHouseRulesDialogs : public QObject
{
    Q_OBJECT

private slots:
    void brownEveryFieldRoundTrips()
    {
        rules::brown::HouseRules changed;
        changed.chargeReachInches = {7.5, 11.0, 9.0, 1.5};
        changed.activationTarget = 4;
        changed.fireDisciplineTarget = 6;
        changed.inSmokeModifier = -1;
        changed.classDieFaces = {10, 8, 6, 4};
        changed.meleeModifiers = {2, 1, 0, -1};
        changed.casualtyStepPercent = 5;
        changed.secureFlankInches = 3.0;
        changed.suggestedMoveInches = 5.5;
        changed.rideDown = {rules::brown::ChargeResult::DefenderRouts};
        QVERIFY(!(changed == rules::brown::HouseRules()));
        BrownHouseRulesDialog dialog(changed);
        QCOMPARE(dialog.houseRules(), changed);

        // Ticking a box adds that result to the list, and nothing else changes.
        auto *surrender = dialog.findChild<QCheckBox *>(u"rideDown-"_s
                                                        + rules::brown::resultId(rules::brown::ChargeResult::Surrender));
        QVERIFY(surrender);
        QVERIFY(!surrender->isChecked());
        surrender->setChecked(true);
        rules::brown::HouseRules expected = changed;
        expected.rideDown = {};
        for (rules::brown::ChargeResult r : rules::brown::allResults())
            if (r == rules::brown::ChargeResult::Surrender || r == rules::brown::ChargeResult::DefenderRouts)
                expected.rideDown.append(r);
        QCOMPARE(dialog.houseRules(), expected);

        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.houseRules(), rules::brown::HouseRules());
        dialog.setHouseRules(changed);
        QCOMPARE(dialog.houseRules(), changed);
    }

    void balaganEveryFieldRoundTrips()
    {
        rules::balagan::HouseRules changed;
        changed.frontArcHalfAngle = 40.0;
        changed.behindReachPaces = 1000.0;
        changed.footRangePaces = 250.0;
        changed.artilleryRangePaces = 900.0;
        changed.artilleryLongRangePaces = 300.0;
        changed.supportDistancePaces = 150.0;
        changed.doubleLineGapCm = 1.5;
        changed.columnGapCm = 3.0;
        changed.wheelCostOuterCorner = false;
        changed.contactToleranceMm = 2.5;
        changed.haltShortPaces = 150.0;
        QVERIFY(!(changed == rules::balagan::HouseRules()));
        BalaganHouseRulesDialog dialog(changed);
        QCOMPARE(dialog.houseRules(), changed);

        auto *support = dialog.findChild<QDoubleSpinBox *>(u"supportDistancePaces"_s);
        QVERIFY(support);
        support->setValue(300.0);
        rules::balagan::HouseRules expected = changed;
        expected.supportDistancePaces = 300.0;
        QCOMPARE(dialog.houseRules(), expected);

        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.houseRules(), rules::balagan::HouseRules());
    }

    // A distance in paces runs to thousands: it shows its group separator
    // ("1,200 p", "1.200 p"), and what the referee types with one is read.
    void pacesShowTheirThousands()
    {
        rules::balagan::HouseRules rules;
        rules.behindReachPaces = 1200.0;
        BalaganHouseRulesDialog dialog(rules);
        auto *behind = dialog.findChild<QDoubleSpinBox *>(u"behindReachPaces"_s);
        QVERIFY(behind);
        QVERIFY(behind->isGroupSeparatorShown());
        behind->setLocale(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QCOMPARE(behind->textFromValue(1200.0), u"1,200"_s);
        behind->setLocale(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(behind->textFromValue(1200.0), u"1.200"_s);
        behind->setLocale(QLocale(QLocale::English, QLocale::UnitedKingdom));
        behind->selectAll();
        QTest::keyClicks(behind, u"1,500"_s);
        QTest::keyClick(behind, Qt::Key_Return);
        QCOMPARE(behind->value(), 1500.0);
        QCOMPARE(dialog.houseRules().behindReachPaces, 1500.0);
        // The angle and the small lengths have no thousands to separate.
        QVERIFY(!dialog.findChild<QDoubleSpinBox *>(u"frontArcHalfAngle"_s)->isGroupSeparatorShown());
    }
};

QTEST_MAIN(TestHouseRulesDialogs)
#include "test_houserulesdialogs.moc"
