#include "dice/diceexpression.h"
#include "dice/scripteddicesource.h"
#include "dice/seededdicesource.h"

#include <QTest>

using namespace Qt::StringLiterals;
using vedette::dice::DiceExpression;
using vedette::dice::Die;
using vedette::dice::Distribution;

class TestExpression : public QObject
{
    Q_OBJECT

private slots:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void canonicalTextParsesBack_data();
    void canonicalTextParsesBack();
    void rollWithScriptedDice();
    void rollIsOneThrow();
    void seededRollsStayInRange();
    void distributionMatchesDice();
    void randomInputNeverMisbehaves();
};

void TestExpression::valid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<QList<Die>>("dice");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("minValue");
    QTest::addColumn<int>("maxValue");

    const Die d6 = Die::d6();
    QTest::newRow("2d6") << u"2d6"_s << u"2d6"_s << QList<Die>{d6, d6} << 0 << 2 << 12;
    QTest::newRow("1d6+2") << u"1d6+2"_s << u"d6+2"_s << QList<Die>{d6} << 2 << 3 << 8;
    QTest::newRow("d6") << u"d6"_s << u"d6"_s << QList<Die>{d6} << 0 << 1 << 6;
    QTest::newRow("D6 upper case") << u"D6"_s << u"d6"_s << QList<Die>{d6} << 0 << 1 << 6;
    QTest::newRow("1d10-1d8") << u"1d10-1d8"_s << u"d10-d8"_s << QList<Die>{Die::d(10), Die::d(8)} << 0 << -7 << 9;
    QTest::newRow("d10z") << u"d10z"_s << u"d10z"_s << QList<Die>{Die::d10zero()} << 0 << 0 << 9;
    QTest::newRow("1d10(0-9)") << u"1d10(0-9)"_s << u"d10z"_s << QList<Die>{Die::d10zero()} << 0 << 0 << 9;
    QTest::newRow("d6(2-7)") << u"d6(2-7)"_s << u"d6(2-7)"_s << QList<Die>{Die{6, 2}} << 0 << 2 << 7;
    QTest::newRow("spaces") << u" 2 d6 + 1 "_s << u"2d6+1"_s << QList<Die>{d6, d6} << 1 << 3 << 13;
    QTest::newRow("leading minus") << u"-d6"_s << u"-d6"_s << QList<Die>{d6} << 0 << -6 << -1;
    QTest::newRow("modifier first") << u"3+d8"_s << u"d8+3"_s << QList<Die>{Die::d(8)} << 3 << 4 << 11;
    QTest::newRow("class dice with modifier") << u"d12+2-d6"_s << u"d12-d6+2"_s << QList<Die>{Die::d(12), d6} << 2 << -3 << 13;
    QTest::newRow("modifiers merge") << u"d6+2-3"_s << u"d6-1"_s << QList<Die>{d6} << -1 << 0 << 5;
    QTest::newRow("constant only") << u"4"_s << u"4"_s << QList<Die>{} << 4 << 4 << 4;
    QTest::newRow("zero") << u"0"_s << u"0"_s << QList<Die>{} << 0 << 0 << 0;
    QTest::newRow("d100") << u"d100"_s << u"d100"_s << QList<Die>{Die::d(100)} << 0 << 1 << 100;
    QTest::newRow("3d6z") << u"3d6Z"_s << u"3d6z"_s << QList<Die>{Die{6, 0}, Die{6, 0}, Die{6, 0}} << 0 << 0 << 15;
    // The faces at their limits sum within an int: 40 dice and the modifier.
    QList<Die> highest(40, Die{2, 99999});
    QTest::newRow("highest faces") << u"40d2(99999-100000)+100000"_s << u"40d2(99999-100000)+100000"_s << highest << 100000
                                   << 40 * 99999 + 100000 << 40 * 100000 + 100000;
}

void TestExpression::valid()
{
    QFETCH(QString, input);
    QFETCH(QString, canonical);
    QFETCH(QList<Die>, dice);
    QFETCH(int, modifier);
    QFETCH(int, minValue);
    QFETCH(int, maxValue);

    const DiceExpression e = DiceExpression::parse(input);
    QVERIFY2(e.isValid(), qPrintable(e.errorString()));
    QCOMPARE(e.errorPosition(), -1);
    QCOMPARE(e.text(), canonical);
    QCOMPARE(e.dice(), dice);
    QCOMPARE(e.modifier(), modifier);
    QCOMPARE(e.minValue(), minValue);
    QCOMPARE(e.maxValue(), maxValue);
    QCOMPARE(e.distribution().minValue(), minValue);
    QCOMPARE(e.distribution().maxValue(), maxValue);
}

void TestExpression::invalid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("position");

    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("blank") << u"   "_s << 3;
    QTest::newRow("letters") << u"abc"_s << 0;
    QTest::newRow("no sides") << u"2d"_s << 2;
    QTest::newRow("no sides before plus") << u"d+3"_s << 1;
    QTest::newRow("one side") << u"d1"_s << 1;
    QTest::newRow("zero sides") << u"d0"_s << 1;
    QTest::newRow("too many sides") << u"d1001"_s << 1;
    QTest::newRow("zero dice") << u"0d6"_s << 0;
    QTest::newRow("dangling plus") << u"2d6+"_s << 4;
    QTest::newRow("double operator") << u"d6+-2"_s << 3;
    QTest::newRow("junk after die") << u"2d6x"_s << 3;
    QTest::newRow("two dice without operator") << u"d6 d6"_s << 3;
    QTest::newRow("number after number") << u"3 4"_s << 2;
    QTest::newRow("bad range") << u"d10(0-8)"_s << 3;
    QTest::newRow("unclosed range") << u"d10(0-9"_s << 7;
    QTest::newRow("range missing high") << u"d10(0-)"_s << 6;
    QTest::newRow("range missing low") << u"d10(-)"_s << 5;
    QTest::newRow("too many dice") << u"41d6"_s << 0;
    QTest::newRow("too many dice in sum") << u"20d6+21d6"_s << 5;
    QTest::newRow("combinations overflow") << u"30d1000"_s << 0;
    QTest::newRow("huge count") << u"99999999999999d6"_s << 0;
    QTest::newRow("huge modifier") << u"d6+99999999999"_s << 3;
    QTest::newRow("multiplication") << u"2*d6"_s << 1;
    // Found by the fuzzer: faces numbered near a billion overflowed the sum of
    // 40 dice, and a face beyond it was silently cut down to it.
    QTest::newRow("faces overflow the sum") << u"40d2(999999999-1000000000)"_s << 5;
    QTest::newRow("face cut down") << u"d1000(999999001-99999999999)"_s << 6;
    QTest::newRow("highest face too high") << u"d1000(99001-100000)+d2(100000-100001)"_s << 30;
    QTest::newRow("lowest face too low") << u"d2(-100001--100000)"_s << 4;
}

void TestExpression::invalid()
{
    QFETCH(QString, input);
    QFETCH(int, position);

    const DiceExpression e = DiceExpression::parse(input);
    QVERIFY(!e.isValid());
    QVERIFY(!e.errorString().isEmpty());
    QCOMPARE(e.errorPosition(), position);
    QVERIFY(e.dice().isEmpty());
    QCOMPARE(e.distribution(), Distribution());
}

void TestExpression::canonicalTextParsesBack_data()
{
    QTest::addColumn<QString>("input");
    for (const char *text : {"2d6", "d10z", "d10(0-9)", "1d10-1d8", "d12-d6+3", "-2d6-1", "d6(-1-4)", "7"})
        QTest::newRow(text) << QString::fromLatin1(text);
}

void TestExpression::canonicalTextParsesBack()
{
    QFETCH(QString, input);
    const DiceExpression e = DiceExpression::parse(input);
    QVERIFY2(e.isValid(), qPrintable(e.errorString()));
    const DiceExpression again = DiceExpression::parse(e.text());
    QCOMPARE(again, e);
    QCOMPARE(again.text(), e.text());
}

void TestExpression::rollWithScriptedDice()
{
    vedette::dice::ScriptedDiceSource source({7, 3});
    const DiceExpression e = DiceExpression::parse(u"d10+2-d8"_s);
    const DiceExpression::Roll roll = e.roll(source, u"charge"_s);
    QCOMPARE(roll.total, 6);
    QCOMPARE(roll.record.faces(), (QList<int>{7, 3}));
    QCOMPARE(roll.record.purpose, u"charge"_s);
    QCOMPARE(roll.record.origin, vedette::dice::DiceOrigin::Scripted);
    QCOMPARE(roll.record.dice[1].die, Die::d(8));
    QCOMPARE(source.remaining(), 0);

    // A constant needs no dice.
    const DiceExpression::Roll constant = DiceExpression::parse(u"5"_s).roll(source);
    QCOMPARE(constant.total, 5);
    QVERIFY(constant.record.dice.isEmpty());

    // Running out of dice is the source's error, not a wrong total.
    QVERIFY_THROWS_EXCEPTION(vedette::dice::DiceUnavailable, e.roll(source));
}

void TestExpression::rollIsOneThrow()
{
    vedette::dice::ScriptedDiceSource source({1, 2, 3});
    int throws = 0;
    QList<int> seen;
    source.setObserver([&](const vedette::dice::RollRecord &r) {
        ++throws;
        seen = r.faces();
    });
    QCOMPARE(DiceExpression::parse(u"3d6"_s).roll(source).total, 6);
    QCOMPARE(throws, 1);
    QCOMPARE(seen, (QList<int>{1, 2, 3}));
}

void TestExpression::seededRollsStayInRange()
{
    vedette::dice::SeededDiceSource source(7);
    const DiceExpression e = DiceExpression::parse(u"d12-d6+1"_s);
    QList<int> seen(e.maxValue() - e.minValue() + 1, 0);
    for (int i = 0; i < 2000; ++i) {
        const int total = e.roll(source).total;
        QVERIFY(total >= e.minValue() && total <= e.maxValue());
        ++seen[total - e.minValue()];
    }
    for (int count : std::as_const(seen))
        QVERIFY(count > 0);
}

void TestExpression::distributionMatchesDice()
{
    const Distribution byHand = Distribution::of(Die::d(10)) - Distribution::of(Die::d(8));
    QCOMPARE(DiceExpression::parse(u"1d10-1d8"_s).distribution(), byHand);
    QCOMPARE(DiceExpression::parse(u"2d6+1"_s).distribution(), Distribution::sumOf(Die::d6(), 2) + 1);
    QCOMPARE(DiceExpression::parse(u"d10z"_s).distribution(), Distribution::of(Die::d10zero()));
    QCOMPARE(DiceExpression::parse(u"-2d6"_s).distribution(), Distribution::sumOf(Die::d6(), 2).negated());
    QCOMPARE(DiceExpression::parse(u"3"_s).distribution(), Distribution::constant(3));
}

void TestExpression::randomInputNeverMisbehaves()
{
    // Whatever the referee types: an error with a position inside the text, or
    // an expression whose canonical text means the same and whose odds add up.
    const QString alphabet = u"0123456789dDz+-() x"_s;
    vedette::dice::SeededDiceSource random(2026);
    int valid = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int length = 1 + int(random.below(12));
        for (int c = 0; c < length; ++c)
            text += alphabet[qsizetype(random.below(std::uint64_t(alphabet.size())))];
        const DiceExpression e = DiceExpression::parse(text);
        if (!e.isValid()) {
            QVERIFY2(e.errorPosition() >= 0 && e.errorPosition() <= text.size(), qPrintable(text));
            QVERIFY2(!e.errorString().isEmpty(), qPrintable(text));
            continue;
        }
        ++valid;
        QCOMPARE(DiceExpression::parse(e.text()), e);
        const Distribution d = e.distribution();
        QCOMPARE(d.minValue(), e.minValue());
        QCOMPARE(d.maxValue(), e.maxValue());
        std::uint64_t sum = 0;
        for (std::uint64_t c : d.counts())
            sum += c;
        QCOMPARE(sum, d.total());
    }
    QVERIFY(valid > 100);
}

QTEST_GUILESS_MAIN(TestExpression)
#include "test_expression.moc"
