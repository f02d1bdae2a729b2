// The player view filter: what the players (or one side) may see of the
// referee's table, taken out of the model itself; and the sheets that print
// the table at true scale.
#include "journal/journalevent.h"
#include "render/pagetiles.h"
#include "render/playerview.h"
#include "render/tablepicture.h"
#include "render/unitpainter.h"
#include "table/scenario.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
using render::PlayerView;

namespace {

table::Scenario umpired()
{
    using namespace table;
    Scenario s;
    s.setRuleSystem(RuleSystem::Balagan);
    s.setTableSize(Length::fromMm(1200), Length::fromMm(800));
    s.addSide({u"red"_s, u"Red"_s, QColor(Qt::red)});
    s.addSide({u"blue"_s, u"Blue"_s, QColor(Qt::blue)});
    Unit seen(u"r1"_s, u"red"_s, u"Red foot"_s, Arm::Foot);
    seen.setPosition({300, 600});
    seen.setOrder(Order::Advance);
    s.addUnit(seen);
    Unit ambush(u"r2"_s, u"red"_s, u"Red horse in the wood"_s, Arm::Horse);
    ambush.setPosition({500, 600});
    ambush.setHiddenFrom({u"blue"_s});
    s.addUnit(ambush);
    Unit blue(u"b1"_s, u"blue"_s, u"Blue foot"_s, Arm::Foot);
    blue.setPosition({600, 200});
    blue.setFacing(180);
    s.addUnit(blue);
    s.addMarker({u"m-open"_s, MarkerKind::Objective, {600, 400}, {}, {}, 1, {}, false});
    s.addMarker({u"m-ref"_s, MarkerKind::Note, {100, 100}, {}, u"Reserve arrives bound 4"_s, 1, {}, true});
    s.addMarker({u"m-hid"_s, MarkerKind::Casualty, {700, 600}, {}, {}, 2, {u"blue"_s}, false});
    s.addMarker({u"m-by"_s, MarkerKind::MoraleCounter, {510, 610}, u"r2"_s, {}, 1, {}, false});
    General withAmbush{u"g1"_s, u"red"_s, u"Hidden general"_s, 1, u"d1"_s, false, u"r2"_s, {}};
    s.addGeneral(withAmbush);
    General standing{u"g2"_s, u"blue"_s, u"Blue general"_s, -1, u"d2"_s, false, {}, QPointF(650, 150)};
    s.addGeneral(standing);
    Messenger rider;
    rider.id = u"ms"_s;
    rider.sideId = u"blue"_s;
    rider.targetUnitId = u"b1"_s;
    rider.position = {640, 160};
    s.addMessenger(rider);
    s.addRuler({u"to-ambush"_s, {u"b1"_s, {600, 200}}, {u"r2"_s, {500, 600}}, {}});
    s.addRuler({u"open"_s, {{}, {0, 0}}, {{}, {100, 100}}, u"sight"_s});
    return s;
}

QStringList unitIds(const table::Scenario &s)
{
    QStringList ids;
    for (const table::Unit &unit : s.units())
        ids.append(unit.id());
    return ids;
}

QStringList markerIds(const table::Scenario &s)
{
    QStringList ids;
    for (const table::Marker &marker : s.markers())
        ids.append(marker.id);
    return ids;
}

} // namespace

class TestPlayerView : public QObject
{
    Q_OBJECT

private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("back");
        QTest::newRow("referee") << u"referee"_s << true << u"referee"_s;
        QTest::newRow("players") << u"players"_s << true << u"players"_s;
        QTest::newRow("a side") << u"side:blue"_s << true << u"side:blue"_s;
        QTest::newRow("an unknown side") << u"side:green"_s << false << QString();
        QTest::newRow("no side") << u"side:"_s << false << QString();
        QTest::newRow("nonsense") << u"umpire"_s << false << QString();
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, back);
        const table::Scenario s = umpired();
        QString error;
        const auto view = PlayerView::parse(text, &s, &error);
        QCOMPARE(view.has_value(), ok);
        if (ok)
            QCOMPARE(view->toString(), back);
        else
            QVERIFY(!error.isEmpty());
    }

    void refereeSeesAll()
    {
        render::TablePicture picture;
        picture.scenario = umpired();
        const render::TablePicture shown = PlayerView::referee().filter(picture);
        QVERIFY(shown.scenario == picture.scenario);
        QVERIFY(shown.secrets);
    }

    void playersSeeNoSecrets()
    {
        render::TablePicture picture;
        picture.scenario = umpired();
        picture.charges = {{u"b1"_s, u"r2"_s, false}, {u"b1"_s, u"r1"_s, false}};
        picture.reach = render::TablePicture::Reach{u"r2"_s, {}};
        const render::TablePicture shown = PlayerView::players().filter(picture);
        const table::Scenario &s = shown.scenario;
        QVERIFY(!shown.secrets);
        QCOMPARE(unitIds(s), (QStringList{u"r1"_s, u"b1"_s}));
        // Not the referee's note, not what blue has not seen, not the counter
        // beside the hidden horse.
        QCOMPARE(markerIds(s), QStringList{u"m-open"_s});
        QVERIFY(s.messengers().isEmpty());
        // The general with the hidden horse would give it away; the other's
        // rating is the referee's.
        QCOMPARE(s.generals().size(), 1);
        QCOMPARE(s.generals().first().id, u"g2"_s);
        QCOMPARE(s.generals().first().rating, 0);
        // Orders are all one, so nothing tells them apart.
        for (const table::Unit &unit : s.units()) {
            QCOMPARE(unit.order(), table::Order::Hold);
            QVERIFY(unit.hiddenFrom().isEmpty());
        }
        // The ruler to the hidden horse and its charge go; the open ones stay.
        QCOMPARE(s.rulers().size(), 1);
        QCOMPARE(s.rulers().first().id, u"open"_s);
        QCOMPARE(shown.charges.size(), 1);
        QCOMPARE(shown.charges.first().targetId, u"r1"_s);
        QVERIFY(!shown.reach);
        // Terrain, settings and smoke are the table's.
        QCOMPARE(s.tableRect(), picture.scenario.tableRect());
        QCOMPARE(s.ruleSystem(), table::RuleSystem::Balagan);
    }

    void aSideSeesItsOwn()
    {
        render::TablePicture picture;
        picture.scenario = umpired();
        // Red sees its own horse in the wood and the casualty blue has not seen.
        const table::Scenario red = PlayerView::side(u"red"_s).filter(picture).scenario;
        QCOMPARE(unitIds(red), (QStringList{u"r1"_s, u"r2"_s, u"b1"_s}));
        QCOMPARE(markerIds(red), (QStringList{u"m-open"_s, u"m-hid"_s, u"m-by"_s}));
        QCOMPARE(red.generals().size(), 2);
        QVERIFY(red.messengers().isEmpty());
        // Blue does not.
        const table::Scenario blue = PlayerView::side(u"blue"_s).filter(picture).scenario;
        QCOMPARE(unitIds(blue), (QStringList{u"r1"_s, u"b1"_s}));
        QCOMPARE(markerIds(blue), QStringList{u"m-open"_s});
    }

    // The referee's table rings the horse blue has not seen and says so
    // under it; red's own picture, where the filter has cleared it, does not.
    void theRefereeSeesWhatIsUnseen()
    {
        render::TablePicture picture;
        picture.scenario = umpired();
        const table::Scenario &s = picture.scenario;
        const render::UnitPainter::Shape ambush = render::UnitPainter::prepare(s, *s.unit(u"r2"_s));
        QVERIFY(ambush.unseen);
        QVERIFY2(ambush.stateText.contains(u"unseen by Blue"_s), qPrintable(ambush.stateText));
        const render::UnitPainter::Shape open = render::UnitPainter::prepare(s, *s.unit(u"r1"_s));
        QVERIFY(!open.unseen);
        QVERIFY(open.stateText.isEmpty());
        const table::Scenario red = PlayerView::side(u"red"_s).filter(picture).scenario;
        const render::UnitPainter::Shape own = render::UnitPainter::prepare(red, *red.unit(u"r2"_s));
        QVERIFY(!own.unseen);
        QVERIFY(own.stateText.isEmpty());
    }

    void logEntries()
    {
        journal::JournalEvent referee;
        journal::JournalEvent red;
        red.visibility = u"red"_s;
        journal::JournalEvent blue;
        blue.visibility = u"blue"_s;
        QVERIFY(PlayerView::referee().maySee(referee));
        QVERIFY(!PlayerView::side(u"red"_s).maySee(referee));
        QVERIFY(!PlayerView::players().maySee(referee));
        QVERIFY(PlayerView::side(u"red"_s).maySee(red));
        QVERIFY(!PlayerView::side(u"red"_s).maySee(blue));
    }

    // A side knows its own orders and order of battle, not the other's:
    // the other side's units off the table, its divisions and generals'
    // commands, its generals not on the table, and every rating, are left out.
    void aSideSeesNoOrderOfBattleButItsOwn()
    {
        using namespace table;
        Scenario s = umpired();
        Unit redReserve(u"r9"_s, u"red"_s, u"Red reserve"_s, Arm::Horse);
        redReserve.setOnTable(false);
        s.addUnit(redReserve);
        Unit blueReserve(u"b9"_s, u"blue"_s, u"Blue reserve"_s, Arm::Foot);
        blueReserve.setOnTable(false);
        s.addUnit(blueReserve);
        Unit r1 = *s.unit(u"r1"_s);
        r1.setDivisionId(u"d1"_s);
        s.updateUnit(r1);
        Unit b1 = *s.unit(u"b1"_s);
        b1.setOrder(Order::Retreat);
        b1.setDivisionId(u"d2"_s);
        s.updateUnit(b1);
        s.addGeneral({u"g3"_s, u"red"_s, u"Red commander in the rear"_s, 1, {}, true, {}, {}});
        s.addGeneral({u"g4"_s, u"blue"_s, u"Blue commander in the rear"_s, 1, {}, true, {}, {}});

        const Scenario blue = PlayerView::side(u"blue"_s).filter(s);
        QCOMPARE(unitIds(blue), (QStringList{u"r1"_s, u"b1"_s, u"b9"_s}));
        QCOMPARE(blue.unit(u"b1"_s)->order(), Order::Retreat);
        QCOMPARE(blue.unit(u"b1"_s)->divisionId(), u"d2"_s);
        QCOMPARE(blue.unit(u"r1"_s)->order(), Order::Hold);
        QVERIFY(blue.unit(u"r1"_s)->divisionId().isEmpty());
        QStringList generals;
        for (const General &general : blue.generals()) {
            generals.append(general.id);
            QCOMPARE(general.rating, 0);
        }
        QCOMPARE(generals, (QStringList{u"g2"_s, u"g4"_s}));
        // No picture shows orders, a side's own neither: anyone at the table may see it.
        render::TablePicture picture;
        picture.scenario = s;
        const render::TablePicture drawn = PlayerView::side(u"blue"_s).filter(picture);
        for (const Unit &unit : drawn.scenario.units())
            QCOMPARE(unit.order(), Order::Hold);
        // The table screen (everyone at once) keeps what it always showed.
        QCOMPARE(unitIds(PlayerView::players().filter(s)), (QStringList{u"r1"_s, u"b1"_s, u"r9"_s, u"b9"_s}));
    }

    // A side's state for its devices: its messages are the orders its
    // messengers delivered and the log entries meant for it, nothing else.
    void aSideHearsOnlyWhatReachedIt()
    {
        using namespace table;
        Scenario s = umpired();
        Messenger delivered;
        delivered.id = u"md"_s;
        delivered.sideId = u"blue"_s;
        delivered.name = u"Captain Swift"_s;
        delivered.targetUnitId = u"b1"_s;
        delivered.order = Order::Advance;
        delivered.delivered = true;
        s.addMessenger(delivered);
        Messenger redOne = delivered;
        redOne.id = u"mr"_s;
        redOne.sideId = u"red"_s;
        redOne.name = u"Red galloper"_s;
        redOne.targetUnitId = u"r1"_s;
        s.addMessenger(redOne);
        Messenger killed = delivered;
        killed.id = u"mk"_s;
        killed.name = u"Lieutenant Slow"_s;
        killed.delivered = false;
        killed.killed = true;
        s.addMessenger(killed);

        journal::JournalEvent toBlue;
        toBlue.kind = u"player.message"_s;
        toBlue.summary = u"To Blue: hold the bridge"_s;
        toBlue.detail.insert(u"text"_s, u"Hold the bridge"_s);
        toBlue.visibility = u"blue"_s;
        toBlue.turn = 3;
        journal::JournalEvent toRed = toBlue;
        toRed.detail.insert(u"text"_s, u"The wood hides the horse"_s);
        toRed.visibility = u"red"_s;
        journal::JournalEvent refereeOnly = toBlue;
        refereeOnly.kind = u"note"_s;
        refereeOnly.detail = {};
        refereeOnly.summary = u"Reserve arrives bound 4"_s;
        refereeOnly.visibility.clear();

        store::PlayRecord play;
        play.ruleSystem = u"balagan"_s;
        play.turn = 3;
        play.phase = u"action"_s;
        play.side = u"blue"_s;
        play.clockMinutes = 13 * 60;
        play.state.insert(u"dice"_s, u"6,6,1"_s);

        const PlayerView::SideState state = PlayerView::side(u"blue"_s).sideState(s, play, {toBlue, toRed, refereeOnly});
        QCOMPARE(state.sideName, u"Blue"_s);
        QCOMPARE(state.colour, QColor(Qt::blue));
        QCOMPARE(state.turn, 3);
        QCOMPARE(state.phase, u"action"_s);
        QCOMPARE(state.sideToMove, u"blue"_s);
        QCOMPARE(state.clockMinutes, std::optional<int>(13 * 60));
        QCOMPARE(state.table, PlayerView::side(u"blue"_s).filter(s));
        QCOMPARE(state.messages.size(), 2);
        QCOMPARE(state.messages[0].kind, u"orders"_s);
        QVERIFY2(state.messages[0].text.contains(u"Captain Swift"_s), qPrintable(state.messages[0].text));
        QVERIFY(state.messages[0].text.contains(u"Blue foot"_s));
        QCOMPARE(state.messages[1].text, u"Hold the bridge"_s);
        QCOMPARE(state.messages[1].turn, 3);
        // Not before he arrives, nor when he never does.
        QVERIFY(!PlayerView::side(u"blue"_s).maySee(killed));
        Messenger riding = delivered;
        riding.delivered = false;
        QVERIFY(!PlayerView::side(u"blue"_s).maySee(riding));
        QVERIFY(!PlayerView::side(u"red"_s).maySee(delivered));
        QVERIFY(!PlayerView::players().maySee(delivered));
        // No side state but for a side.
        QVERIFY(PlayerView::players().sideState(s, play, {toBlue}).messages.isEmpty());
    }

    void sheetsCoverTheTable_data()
    {
        QTest::addColumn<QSizeF>("table");
        QTest::addColumn<QSizeF>("image");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::newRow("6'x4' on A4 portrait") << QSizeF(1828.8, 1219.2) << QSizeF(178, 256) << 11 << 5;
        QTest::newRow("120x80 cm on A4 landscape") << QSizeF(1200, 800) << QSizeF(265, 169) << 5 << 5;
        QTest::newRow("smaller than a sheet") << QSizeF(150, 100) << QSizeF(178, 256) << 1 << 1;
        QTest::newRow("exactly two sheets wide") << QSizeF(346, 100) << QSizeF(178, 256) << 2 << 1;
    }

    void sheetsCoverTheTable()
    {
        QFETCH(QSizeF, table);
        QFETCH(QSizeF, image);
        QFETCH(int, columns);
        QFETCH(int, rows);
        const QRectF area(QPointF(0, 0), table);
        const render::PageTiles tiles(area, image);
        QCOMPARE(tiles.columns(), columns);
        QCOMPARE(tiles.rows(), rows);
        QCOMPARE(tiles.count(), columns * rows);
        QRectF covered;
        for (const render::PageTiles::Tile &tile : tiles.tiles()) {
            // Each sheet's piece fits its sheet and lies on the table.
            QVERIFY(tile.source.width() <= image.width() + 1e-9);
            QVERIFY(tile.source.height() <= image.height() + 1e-9);
            QVERIFY(area.contains(tile.source.adjusted(1e-6, 1e-6, -1e-6, -1e-6)));
            QCOMPARE(tile.number, tile.row * columns + tile.column + 1);
            QCOMPARE(tile.cutLeft, tile.column > 0);
            QCOMPARE(tile.cutTop, tile.row > 0);
            covered |= tile.source;
            // A neighbour shares exactly the overlap.
            if (tile.column > 0) {
                const auto &left = tiles.tiles()[tile.number - 2];
                QVERIFY(std::abs(left.source.right() - tile.source.left() - tiles.overlap()) < 1e-9);
            }
        }
        QCOMPARE(covered, area);
        QCOMPARE(render::PageTiles::name(1, 2), u"B3"_s);
        QCOMPARE(render::PageTiles::name(26, 0), u"AA1"_s);
    }
};

QTEST_GUILESS_MAIN(TestPlayerView)
#include "test_playerview.moc"
