#include "table/lengthformat.h"

#include <QTest>

using namespace Qt::StringLiterals;
using vedette::table::DisplayUnits;
using vedette::table::GroundScale;
using vedette::table::Length;
using vedette::table::LengthStyle;
using vedette::table::LengthUnit;

Q_DECLARE_METATYPE(vedette::table::LengthUnit)
Q_DECLARE_METATYPE(vedette::table::LengthStyle)

class TestLength : public QObject
{
    Q_OBJECT

private slots:
    void conversions_data()
    {
        QTest::addColumn<double>("mm");
        QTest::addColumn<double>("inches");
        QTest::addColumn<double>("cm");
        QTest::addColumn<double>("paces");      // at 100 p/cm
        QTest::addColumn<double>("pacesAt50");  // at 50 p/cm

        QTest::newRow("zero") << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("one inch") << 25.4 << 1.0 << 2.54 << 254.0 << 127.0;
        QTest::newRow("4 cm element") << 40.0 << 40.0 / 25.4 << 4.0 << 400.0 << 200.0;
        QTest::newRow("6 feet") << 1828.8 << 72.0 << 182.88 << 18288.0 << 9144.0;
        QTest::newRow("1200p foot move") << 120.0 << 120.0 / 25.4 << 12.0 << 1200.0 << 600.0;
        QTest::newRow("negative") << -10.0 << -10.0 / 25.4 << -1.0 << -100.0 << -50.0;
    }

    void conversions()
    {
        QFETCH(double, mm);
        QFETCH(double, inches);
        QFETCH(double, cm);
        QFETCH(double, paces);
        QFETCH(double, pacesAt50);
        const GroundScale balagan{100.0};
        const GroundScale half{50.0};
        const Length length = Length::fromMm(mm);
        QCOMPARE(length.inches(), inches);
        QCOMPARE(length.cm(), cm);
        QCOMPARE(length.paces(balagan), paces);
        QCOMPARE(length.paces(half), pacesAt50);
        QCOMPARE(Length::fromInches(inches).mm(), mm);
        QCOMPARE(Length::fromCm(cm).mm(), mm);
        QCOMPARE(Length::fromPaces(paces, balagan).mm(), mm);
        QCOMPARE(Length::fromPaces(pacesAt50, half).mm(), mm);
    }

    void arithmetic()
    {
        const Length a = Length::fromCm(3.0);
        const Length b = Length::fromMm(5.0);
        QCOMPARE((a + b).mm(), 35.0);
        QCOMPARE((a - b).mm(), 25.0);
        QCOMPARE((a * 2.0).mm(), 60.0);
        QCOMPARE((2.0 * a).mm(), 60.0);
        QCOMPARE(a / b, 6.0);
        QVERIFY(b < a);
        QVERIFY(Length::fromFeet(1.0) == Length::fromInches(12.0));
        QVERIFY(!Length::infinite().isFinite());
        QVERIFY(Length::fromMm(1e9) < Length::infinite());
    }

    void format_data()
    {
        QTest::addColumn<double>("mm");
        QTest::addColumn<LengthUnit>("primary");
        QTest::addColumn<LengthUnit>("secondary");
        QTest::addColumn<LengthStyle>("style");
        QTest::addColumn<QString>("expected");

        const auto in = LengthUnit::Inches;
        const auto cm = LengthUnit::Centimetres;
        const auto p = LengthUnit::Paces;
        const auto mm = LengthUnit::Millimetres;
        const auto none = LengthUnit::None;
        const auto one = LengthStyle::Primary;
        const auto both = LengthStyle::Both;
        QTest::newRow("4 inches") << 101.6 << in << cm << one << u"4.0\""_s;
        QTest::newRow("4 inches both") << 101.6 << in << cm << both << u"4.0\" (10.2 cm)"_s;
        QTest::newRow("12.5 cm") << 125.0 << cm << none << one << u"12.5 cm"_s;
        QTest::newRow("12.5 cm both") << 125.0 << cm << p << both << u"12.5 cm (1,250 p)"_s;
        QTest::newRow("1,250 p") << 125.0 << p << cm << one << u"1,250 p"_s;
        QTest::newRow("paces both") << 125.0 << p << cm << both << u"1,250 p (12.5 cm)"_s;
        QTest::newRow("paces round") << 0.126 << p << none << one << u"1 p"_s;
        QTest::newRow("tiny negative paces") << -0.001 << p << none << one << u"0 p"_s;
        QTest::newRow("big paces") << 1828.8 << p << none << one << u"18,288 p"_s;
        QTest::newRow("mm") << 12.4 << mm << none << one << u"12 mm"_s;
        QTest::newRow("both without secondary") << 25.4 << in << none << both << u"1.0\""_s;
        QTest::newRow("none primary falls back to cm") << 25.0 << none << none << one << u"2.5 cm"_s;
        QTest::newRow("negative inches") << -50.8 << in << none << one << u"-2.0\""_s;
        QTest::newRow("6 feet in inches") << 1828.8 << in << none << one << u"72.0\""_s;
        QTest::newRow("thousands of inches") << 25400.0 << in << none << one << u"1,000.0\""_s;
    }

    void format()
    {
        QFETCH(double, mm);
        QFETCH(LengthUnit, primary);
        QFETCH(LengthUnit, secondary);
        QFETCH(LengthStyle, style);
        QFETCH(QString, expected);
        const DisplayUnits units{primary, secondary, GroundScale{100.0}};
        QCOMPARE(vedette::table::formatLength(Length::fromMm(mm), units, style, QLocale(QLocale::English)), expected);
    }

    void formatFollowsLocale()
    {
        const QLocale german(QLocale::German);
        QCOMPARE(vedette::table::formatLength(Length::fromMm(125.0), DisplayUnits::paces(), LengthStyle::Both, german),
                 u"1.250 p (12,5 cm)"_s);
        QCOMPARE(vedette::table::formatLength(Length::infinite(), DisplayUnits::inches()), u"unlimited"_s);
    }

    void unitIds()
    {
        for (LengthUnit unit : {LengthUnit::None, LengthUnit::Millimetres, LengthUnit::Inches,
                                LengthUnit::Centimetres, LengthUnit::Paces}) {
            bool ok = false;
            QCOMPARE(vedette::table::lengthUnitFromId(vedette::table::lengthUnitId(unit), &ok), unit);
            QVERIFY(ok);
        }
        bool ok = true;
        vedette::table::lengthUnitFromId(u"furlong", &ok);
        QVERIFY(!ok);
        QCOMPARE(vedette::table::lengthUnitSymbol(LengthUnit::Inches), u"\""_s);
        QCOMPARE(vedette::table::lengthUnitSymbol(LengthUnit::Paces), u"p"_s);
    }
};

QTEST_GUILESS_MAIN(TestLength)
#include "test_length.moc"
