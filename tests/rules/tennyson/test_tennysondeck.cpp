#include "rules/tennyson/board.h"
#include "rules/tennyson/deck.h"
#include "rules/tennyson/regiment.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette::rules::tennyson;

Q_DECLARE_METATYPE(vedette::rules::tennyson::Effect)

class TestTennysonDeck : public QObject
{
    Q_OBJECT

private slots:
    void fiftySixCardsOneALine()
    {
        QCOMPARE(Deck::cards().size(), std::size_t(56));
        QSet<QString> ids;
        QMap<QString, int> perStanza;
        for (const Card &card : Deck::cards()) {
            ids.insert(card.idText());
            perStanza[card.idText().section(u'.', 0, 0)]++;
            QVERIFY(!card.lineText().isEmpty());
            QVERIFY(!card.effectLabel().isEmpty());
        }
        QCOMPARE(ids.size(), 56);
        // The poem's six stanzas: 9, 9, 9, 12, 11 and 6 lines.
        QCOMPARE(perStanza.values(), (QList<int>{9, 9, 9, 12, 11, 6}));
        QCOMPARE(Deck::card(Deck::indexOf(u"3.4")).lineText(), u"Volley'd and thunder'd;"_s);
        QCOMPARE(Deck::card(Deck::indexOf(u"4.8")).effect, Effect::PlaceCossacks);
        QCOMPARE(Deck::indexOf(u"7.1"), -1);
    }

    // The text's "Card type totals", row by row.
    void cardTypeTotals_data()
    {
        QTest::addColumn<Effect>("effect");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("total");
        QTest::newRow("advance half") << Effect::Advance1 << u"Advance ½ league"_s << 8;
        QTest::newRow("advance one") << Effect::Advance2 << u"Advance 1 league"_s << 3;
        QTest::newRow("all advance half") << Effect::AllAdvance1 << u"All Advance ½ league"_s << 6;
        QTest::newRow("all advance one") << Effect::AllAdvance2 << u"All Advance 1 league"_s << 2;
        QTest::newRow("advance half fire") << Effect::Advance1Fire << u"Advance ½ league & take fire"_s << 6;
        QTest::newRow("advance one fire") << Effect::Advance2Fire << u"Advance 1 league & take fire"_s << 3;
        QTest::newRow("retire half") << Effect::Retire1 << u"Retire one regiment ½ league"_s << 5;
        QTest::newRow("retire one") << Effect::Retire2 << u"Retire one regiment 1 league"_s << 1;
        QTest::newRow("lose") << Effect::LoseStand << u"Lose half a squadron"_s << 2;
        QTest::newRow("right") << Effect::PlaceRight << u"Place Right hand Cannon"_s << 2;
        QTest::newRow("left") << Effect::PlaceLeft << u"Place Left hand Cannon"_s << 2;
        QTest::newRow("frontal") << Effect::PlaceFrontal << u"Place Frontal Cannon"_s << 2;
        QTest::newRow("remove") << Effect::RemoveBattery << u"Remove one battery of choice"_s << 1;
        QTest::newRow("fire all") << Effect::FireAll << u"Fire Artillery on All"_s << 6;
        QTest::newRow("fire regiment") << Effect::FireRegiment << u"Fire Artillery on Regiment"_s << 3;
        QTest::newRow("regain") << Effect::Regain << u"Regain half a Squadron"_s << 2;
        QTest::newRow("all regain") << Effect::AllRegain << u"All regiments Regain half a Squadron"_s << 1;
        QTest::newRow("cossacks") << Effect::PlaceCossacks << u"Place Cossacks"_s << 1;
    }

    void cardTypeTotals()
    {
        QFETCH(Effect, effect);
        QFETCH(QString, name);
        QFETCH(int, total);
        QCOMPARE(Deck::indicesWith(effect).size(), total);
        QCOMPARE(effectName(effect), name);
    }

    void totalsAddUp()
    {
        int sum = 0;
        for (int e = 0; e <= int(Effect::PlaceCossacks); ++e)
            sum += int(Deck::indicesWith(Effect(e)).size());
        QCOMPARE(sum, 56);
    }

    void mustPlayAreTheTwelveMarkedX()
    {
        QStringList must;
        for (const Card &card : Deck::cards()) {
            if (card.mustPlay)
                must.append(card.idText());
        }
        QCOMPARE(must, (QStringList{u"3.1"_s, u"3.2"_s, u"3.3"_s, u"3.4"_s, u"3.5"_s, u"3.8"_s, u"4.12"_s, u"5.1"_s,
                                    u"5.2"_s, u"5.4"_s, u"5.5"_s, u"5.11"_s}));
    }

    void placementCardsAreMarkedAt()
    {
        QStringList placement;
        for (const Card &card : Deck::cards()) {
            if (isPlacement(card.effect))
                placement.append(card.idText());
        }
        QCOMPARE(placement, (QStringList{u"3.1"_s, u"3.2"_s, u"3.3"_s, u"3.8"_s, u"5.1"_s, u"5.2"_s}));
    }

    void sectors_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("sector");
        QTest::newRow("start line") << 0 << 0;
        QTest::newRow("band 1") << 1 << 1;
        QTest::newRow("band 4") << 4 << 1;
        QTest::newRow("band 5") << 5 << 2;
        QTest::newRow("band 9") << 9 << 3;
        QTest::newRow("band 12") << 12 << 3;
        QTest::newRow("band 13") << 13 << 4;
        QTest::newRow("guns") << 16 << 4;
    }

    void sectors()
    {
        QFETCH(int, position);
        QFETCH(int, sector);
        QCOMPARE(Board::sectorOf(position), sector);
    }

    void firstPlayerDie()
    {
        QList<int> perRegiment(Regiment::kCount, 0);
        for (int face = 1; face <= 6; ++face)
            perRegiment[Regiment::forFirstPlayerFace(face)]++;
        QCOMPARE(perRegiment, (QList<int>{1, 1, 2, 1, 1}));
        QCOMPARE(Regiment::name(2), u"11th Hussars"_s);
        QCOMPARE(Regiment::fromId(u"17L"), 4);
    }
};

QTEST_GUILESS_MAIN(TestTennysonDeck)
#include "test_tennysondeck.moc"
