// The table read from two paces away (issue 16): names at every zoom and
// never over one another, morale counters as badges, smoke captioned with the
// bound it lifts, generals' and the reach's captions off the units, names for
// ids in the log, a Light Brigade track that shows every marker and a keypad
// that names each melee die.
#include "test_bundledscenario.h"
#include "document/diceservice.h"
#include "document/document.h"
#include "modes/lightbrigadetrack.h"
#include "modes/lightbrigadewindow.h"
#include "panels/actornames.h"
#include "panels/keypaddialog.h"
#include "render/tablelabels.h"
#include "render/tablerenderer.h"
#include "rules/balagan/houserules.h"
#include "rules/lightbrigade/game.h"
#include "scene/chargelineitem.h"
#include "scene/pieceslayer.h"
#include "scene/reachableareaitem.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/unititem.h"

#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QToolTip>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace vedette;
using Placed = render::TableLabels::Placed;

namespace {

table::Scenario blenheim()
{
    return test::bundledScenario(u"blenheim-1704.json"_s);
}

QList<Placed> ofKind(const QList<Placed> &all, Placed::Kind kind)
{
    QList<Placed> some;
    for (const Placed &p : all)
        if (p.kind == kind)
            some.append(p);
    return some;
}

// No two labels (badges apart, which sit on their unit) share a pixel.
QString firstOverlap(const QList<Placed> &all)
{
    for (qsizetype i = 0; i < all.size(); ++i)
        for (qsizetype j = i + 1; j < all.size(); ++j)
            if (all[i].rect.intersects(all[j].rect))
                return all[i].text + u" / "_s + all[j].text;
    return {};
}

// A window-sized view of the whole table, painted once.
struct WholeTable
{
    Document document;
    TableScene *scene = nullptr;
    TableView view;

    explicit WholeTable(const table::Scenario &scenario)
    {
        document.scenario() = scenario;
        scene = new TableScene(&document, &view);
        view.setScene(scene);
        view.resize(1300, 900); // the table's part of a 1600x1000 window
        view.show();
        view.fitTable();
    }
    // A frame once the view has settled: after a zoom or a pan the labels
    // are laid out again inside the view a moment later (TableView).
    QList<Placed> paint()
    {
        if (!QTest::qWaitFor([this] { return !view.viewport()->grab().isNull() && view.labelsFitView(); }, 5000))
            qWarning("the labels were not laid out for the view");
        return scene->placedLabels();
    }
    QRectF unitOnScreen(const QString &id) const
    {
        const UnitItem *item = scene->unitItem(id);
        const QTransform t = item->sceneTransform() * view.viewportTransform();
        return t.map(QPolygonF(item->painted().outline)).boundingRect();
    }
};

} // namespace

class TestReadableTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every unit is named at the whole-table zoom, in the window's table
    // area at 1600x1000 and at 1366x768: by its name or a short form of it
    // (with a leader line where it has no room beside the unit), never by
    // its id, wholly inside the view, never over another label or unit.
    // At 1600x1000 about half of Blenheim's units once had no name, and
    // after a restart some showed their ids.
    void namesAtWholeTableZoomNeverOverlap_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QSize>("size");
        for (const QString &scenario : {u"blenheim-1704.json"_s, u"balaclava-1854.json"_s}) {
            QTest::newRow(qPrintable(scenario + u" 1300x900"_s)) << scenario << QSize(1300, 900);
            QTest::newRow(qPrintable(scenario + u" 860x560"_s)) << scenario << QSize(860, 560);
        }
    }
    void namesAtWholeTableZoomNeverOverlap()
    {
        QFETCH(QString, scenario);
        QFETCH(QSize, size);
        WholeTable table(test::bundledScenario(scenario));
        table.view.resize(size);
        table.view.fitTable();
        QVERIFY(QTest::qWaitForWindowExposed(&table.view));
        QVERIFY(table.view.zoom() < 1.2); // the whole table: under a pixel and a bit per mm
        const QList<Placed> all = table.paint();
        const QList<Placed> names = ofKind(all, Placed::UnitName);
        const table::Scenario &s = table.document.scenario();
        QSet<QString> named;
        const QRectF frame(table.view.viewport()->rect());
        for (const Placed &name : names) {
            const table::Unit *unit = s.unit(name.owner);
            QVERIFY(unit);
            named.insert(name.owner);
            QVERIFY2(name.text == unit->name() || render::TableLabels::shortForms(unit->name()).contains(name.text),
                     qPrintable(name.text + u" for "_s + unit->name()));
            QVERIFY2(frame.contains(name.rect), qPrintable(name.text + u" is cut by the view's edge"_s));
        }
        for (const table::Unit &unit : s.units()) {
            if (unit.isOnTable())
                QVERIFY2(named.contains(unit.id()), qPrintable(unit.name() + u" has no name on the table"_s));
        }
        // A note pinned on the table reads at the size of a unit's name
        // ("27 battalions crammed into Blindheim" was drawn in table
        // millimetres: a few pixels high with the whole table in view).
        for (const table::Marker &marker : s.markers()) {
            if (marker.kind != table::MarkerKind::Note)
                continue;
            bool shown = false;
            for (const Placed &note : ofKind(all, Placed::NoteCaption)) {
                if (note.owner == marker.id) {
                    shown = true;
                    QVERIFY2(note.rect.height() >= 14 && frame.contains(note.rect), qPrintable(note.text));
                }
            }
            QVERIFY2(shown, qPrintable(marker.text + u" is not shown"_s));
        }
        const QString overlap = firstOverlap(all);
        QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
        // A name lies on its unit or next to it, never on another unit.
        for (const Placed &name : names) {
            for (const table::Unit &unit : table.document.scenario().units()) {
                if (unit.id() != name.owner)
                    QVERIFY2(!table.unitOnScreen(unit.id()).intersects(name.rect),
                             qPrintable(name.text + u" over "_s + unit.name()));
            }
        }
    }

    void namesCloseInAreFullAndTurnWithTheUnit()
    {
        table::Scenario s = blenheim();
        table::Unit rowe = *s.unit(u"al-rowe"_s);
        rowe.setFacing(rowe.facing() + 30);
        s.updateUnit(rowe);
        WholeTable table(s);
        table.view.setZoom(6.0, table.view.mapFromScene(rowe.position()));
        table.view.centerOn(rowe.position());
        const QList<Placed> names = ofKind(table.paint(), Placed::UnitName);
        bool found = false;
        for (const Placed &name : names) {
            if (name.owner != u"al-rowe"_s)
                continue;
            found = true;
            QCOMPARE(name.text, rowe.name());
            QVERIFY2(std::abs(name.angle) > 5, "close in, the name lies along the turned unit's front");
        }
        QVERIFY(found);
    }

    void shortNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("brief");
        QTest::newRow("bracket") << u"Dutch horse (Hompesch)"_s << u"Hompesch"_s;
        QTest::newRow("first word") << u"Navarre brigade"_s << u"Navarre"_s;
        QTest::newRow("number") << u"1st Foot Guards"_s << u"1st Foot"_s;
        QTest::newRow("one word") << u"Gendarmerie"_s << u"Gendarmerie"_s;
        QTest::newRow("ordinal and arm") << u"17th Lancers"_s << u"17th Lancers"_s;
        QTest::newRow("ordinal") << u"13th Light Dragoons"_s << u"13th Light"_s;
    }
    void shortNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, brief);
        QCOMPARE(render::TableLabels::shortName(name), brief);
    }

    // The short name a unit goes by is its own on the table: Balaclava's two
    // batteries in the redoubts were both "Battery".
    void briefNamesAreUniqueOnTheTable()
    {
        const table::Scenario s = test::bundledScenario(u"balaclava-1854.json"_s);
        QHash<QString, QString> owner;
        for (const table::Unit &unit : s.units()) {
            const QString brief = render::TableLabels::briefName(s, unit);
            QVERIFY2(!owner.contains(brief) || s.unit(owner.value(brief))->name() == unit.name(),
                     qPrintable(brief + u": "_s + unit.name() + u" and "_s + owner.value(brief)));
            owner.insert(brief, unit.id());
        }
        QCOMPARE(render::TableLabels::briefName(s, *s.unit(u"redoubt-guns"_s)), u"Redoubt No. 3"_s);
        QCOMPARE(render::TableLabels::briefName(s, *s.unit(u"redoubt-guns-2"_s)), u"Redoubt No. 2"_s);
        QCOMPARE(render::TableLabels::briefName(s, *s.unit(u"don3"_s)), u"Battery No. 3"_s);
        QCOMPARE(render::TableLabels::briefName(s, *s.unit(u"17l"_s)), u"17th Lancers"_s);
    }

    void hoveringTellsNameStrengthStatesCountersAndOrder()
    {
        table::Scenario s = blenheim();
        table::Unit rowe = *s.unit(u"al-rowe"_s);
        rowe.setMarker(table::StateMarker::Shaken);
        rowe.setMoraleCounters(1);
        rowe.setOrder(table::Order::Advance);
        s.updateUnit(rowe);
        WholeTable table(s);
        QVERIFY(QTest::qWaitForWindowExposed(&table.view));
        const QString tip = table.scene->unitItem(u"al-rowe"_s)->toolTip();
        QVERIFY2(tip.contains(rowe.name()), qPrintable(tip));
        QVERIFY2(tip.contains(QString::number(rowe.strength())), qPrintable(tip));
        QVERIFY2(tip.contains(table::stateMarkerName(table::StateMarker::Shaken)), qPrintable(tip));
        QVERIFY2(tip.contains(u"Morale counters: 1"_s), qPrintable(tip));
        QVERIFY2(tip.contains(table::orderName(table::Order::Advance)), qPrintable(tip));
        // And the view shows it where the pointer rests.
        const QPoint at = table.view.mapFromScene(rowe.position());
        QHelpEvent help(QEvent::ToolTip, at, table.view.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(table.view.viewport(), &help);
        QCOMPARE(QToolTip::text(), tip);
        QToolTip::hideText();
    }

    void moraleCountersAreABadgeReadableAtWholeTableZoom()
    {
        table::Scenario s = blenheim();
        table::Unit rowe = *s.unit(u"al-rowe"_s);
        rowe.setMoraleCounters(3);
        s.updateUnit(rowe);
        WholeTable table(s);
        const QList<Placed> badges = ofKind(table.paint(), Placed::MoraleBadge);
        QCOMPARE(badges.size(), 1);
        QCOMPARE(badges[0].owner, u"al-rowe"_s);
        QCOMPARE(badges[0].text, u"3"_s);
        QVERIFY(badges[0].rect.height() >= 12.0); // pixels, whatever the zoom
        QVERIFY(badges[0].rect.intersects(table.unitOnScreen(u"al-rowe"_s).adjusted(-1, -1, 1, 1)));
    }

    void smokeIsPlainAndSaysWhenItLifts()
    {
        table::Scenario s = blenheim();
        const QPointF at = s.unit(u"al-guns"_s)->position() + QPointF(0, -60);
        s.addFogZone({u"fog"_s, u"al-guns"_s,
                      QPolygonF({at + QPointF(-40, -20), at + QPointF(40, -20), at + QPointF(40, 20), at + QPointF(-40, 20)}), 3});
        WholeTable table(s);
        const QList<Placed> captions = ofKind(table.paint(), Placed::FogCaption);
        QCOMPARE(captions.size(), 1);
        QVERIFY2(captions[0].text.contains(u"lifts after bound 4"_s), qPrintable(captions[0].text));

        // The body stands out plainly from the cloth it lies on: the same
        // point drawn with and without the smoke differs by far more than
        // the faint wash it was (about 23 in RGB on Blenheim's cloth).
        const auto pixelAt = [&](const table::Scenario &scenario) {
            QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            render::TablePicture picture = render::TablePicture::ofScenario(scenario);
            picture.zones.clear();
            render::TableRenderer renderer;
            const QRectF source(at - QPointF(100, 100), QSizeF(200, 200));
            renderer.render(&painter, picture, QRectF(0, 0, 400, 400), source, render::TableRenderer::Options());
            painter.end();
            return image.pixelColor(200 - 60, 200 + 30); // inside, clear of the caption
        };
        table::Scenario clear = s;
        clear.removeFogZone(u"fog"_s);
        const QColor smoke = pixelAt(s);
        const QColor cloth = pixelAt(clear);
        const double distance = std::hypot(smoke.red() - cloth.red(), smoke.green() - cloth.green(), smoke.blue() - cloth.blue());
        QVERIFY2(distance > 40, qPrintable(u"smoke %1, cloth %2"_s.arg(smoke.name(), cloth.name())));
    }

    // A charge line's distance is one of the labels: inside the view, over
    // no unit's name, also when the line runs off the view's edge (it was
    // cut there, and it covered the Don battery's name).
    void chargeCaptionStaysInViewAndOffNames()
    {
        WholeTable table(test::bundledScenario(u"balaclava-1854.json"_s));
        QVERIFY(QTest::qWaitForWindowExposed(&table.view));
        auto *charge = new ChargeLineItem(table.scene);
        table.scene->addItem(charge);
        charge->setUnits(u"17l"_s, u"don3"_s);
        const auto captionOf = [](const QList<Placed> &all) {
            const QList<Placed> captions = ofKind(all, Placed::ChargeCaption);
            return captions.size() == 1 ? captions.constFirst() : Placed();
        };
        QList<Placed> all = table.paint();
        Placed caption = captionOf(all);
        QVERIFY2(!caption.text.isEmpty(), "the charge's distance is not shown");
        QVERIFY(caption.text.contains(u"\""_s)); // the distance, at least
        QString overlap = firstOverlap(all);
        QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
        // Zoomed in on the target, the line's middle off to the left.
        const QPointF don = table.document.scenario().unit(u"don3"_s)->position();
        table.view.setZoom(3.0, table.view.viewport()->rect().center());
        table.view.centerOn(don - QPointF(150, 0));
        all = table.paint();
        caption = captionOf(all);
        QVERIFY2(!caption.text.isEmpty(), "the charge's distance is not shown zoomed in");
        QVERIFY2(QRectF(table.view.viewport()->rect()).contains(caption.rect), "the caption is cut by the view's edge");
        overlap = firstOverlap(all);
        QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
    }

    // The labels are laid out again when a charge line changes, though it
    // is not in the table's layer: a new target, a refusal, hidden, shown
    // and deleted, each seen in the next frame (the view keeps its labels
    // while the scene's fingerprint of them stays as it was).
    void chargeCaptionFollowsItsLine()
    {
        WholeTable table(test::bundledScenario(u"balaclava-1854.json"_s));
        QVERIFY(QTest::qWaitForWindowExposed(&table.view));
        const auto captions = [&table] { return ofKind(table.paint(), Placed::ChargeCaption); };
        QVERIFY(captions().isEmpty());
        auto *charge = new ChargeLineItem(table.scene);
        table.scene->addItem(charge);
        charge->setUnits(u"17l"_s, u"don3"_s);
        QList<Placed> shown = captions();
        QCOMPARE(shown.size(), 1);
        const QString toDon = shown.constFirst().text;
        QVERIFY(!toDon.isEmpty());
        charge->setUnits(u"17l"_s, u"cossacks"_s);
        shown = captions();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown.constFirst().text != toDon, qPrintable(shown.constFirst().text));
        charge->setVisible(false);
        QVERIFY(captions().isEmpty());
        charge->setVisible(true);
        QCOMPARE(captions().size(), 1);
        table.scene->removeItem(charge);
        QVERIFY(captions().isEmpty());
        table.scene->addItem(charge);
        QCOMPARE(captions().size(), 1);
        delete charge;
        QVERIFY(captions().isEmpty());
    }

    void generalsAndReachCaptionsKeepOffUnits()
    {
        WholeTable table(blenheim());
        new PiecesLayer(table.scene);
        auto *reach = new ReachableAreaItem(table.scene);
        table.scene->addItem(reach);
        reach->setUnit(u"al-hompesch"_s, rules::balagan::HouseRules());
        const QList<Placed> all = table.paint();
        const QList<Placed> generals = ofKind(all, Placed::GeneralName);
        QVERIFY(!generals.isEmpty());
        QCOMPARE(ofKind(all, Placed::ReachCaption).size(), 1);
        QVERIFY(firstOverlap(all).isEmpty());
        QList<Placed> captions = generals + ofKind(all, Placed::ReachCaption);
        for (const Placed &caption : std::as_const(captions))
            for (const table::Unit &unit : table.document.scenario().units())
                QVERIFY2(!table.unitOnScreen(unit.id()).intersects(caption.rect),
                         qPrintable(caption.text + u" over "_s + unit.name()));
    }

    void theLogNamesGeneralsMessengersAndMen()
    {
        const table::Scenario s = blenheim();
        const QHash<QString, QString> names = ActorNames::of(s, nullptr);
        const table::General &general = s.generals().constFirst();
        QCOMPARE(ActorNames::name(names, 0, 0, general.id), general.name);
        QCOMPARE(ActorNames::name(names, 0, 0, u"al-rowe"_s), s.unit(u"al-rowe"_s)->name());
        QHash<QString, QString> withMen = names;
        withMen.insert(ActorNames::gameKey(7, u"man-9"_s), u"Pte. Mitchell"_s);
        QCOMPARE(ActorNames::name(withMen, 0, 7, u"man-9"_s), u"Pte. Mitchell"_s);
        QCOMPARE(ActorNames::name(withMen, 0, 8, u"man-9"_s), u"man-9"_s); // another game's man-9
    }

    void lightBrigadeTrackShowsEveryMarker()
    {
        Document doc;
        doc.dice()->setSeed(1854);
        LightBrigadeWindow window(&doc);
        QVERIFY(window.newGame(rules::lightbrigade::Settings{}, {}));
        auto *track = window.findChild<LightBrigadeTrack *>();
        QVERIFY(track);
        for (const QSize size : {track->minimumSizeHint(), track->sizeHint()}) {
            track->resize(size);
            const QRectF field = track->fieldRect();
            int shown = 0;
            for (qsizetype i = 0; i < window.game().size(); ++i) {
                const QRectF marker = track->markerRect(i);
                if (marker.isEmpty())
                    continue;
                ++shown;
                QVERIFY2(field.contains(marker), qPrintable(u"marker %1 at %2x%3"_s.arg(LightBrigadeTrack::markerText(window.game(), i))
                                                                .arg(marker.bottom())
                                                                .arg(field.bottom())));
            }
            QVERIFY(shown >= 12); // the Captain, the Trumpeter and riders 1 to 10
        }
    }

    void keypadNamesEachMeleeDie()
    {
        Document doc;
        QString asked;
        doc.dice()->setFaceAsker([&asked](const QList<dice::Die> &dice, const QString &purpose, const QString &) {
            asked = purpose;
            return std::optional<QList<int>>(QList<int>(dice.size(), 5));
        });
        doc.dice()->setPhysicalDice(true);
        doc.dice()->setDieLabels({u"Rowe's brigade"_s, u"Navarre brigade"_s});
        const QList<int> faces = doc.dice()->source().roll({dice::Die::d(10), dice::Die::d(10)}, u"melee"_s);
        QCOMPARE(faces, QList<int>({5, 5}));
        QCOMPARE(DiceService::purposeOf(asked), u"melee"_s);
        QCOMPARE(DiceService::dieLabels(asked, 2), QStringList({u"Rowe's brigade"_s, u"Navarre brigade"_s}));

        KeypadDialog keypad({dice::Die::d(10), dice::Die::d(10)}, asked);
        QVERIFY(keypad.windowTitle().endsWith(u"melee"_s));
        const auto *first = keypad.findChild<QLabel *>(u"dieLabel0"_s);
        const auto *second = keypad.findChild<QLabel *>(u"dieLabel1"_s);
        QVERIFY(first && second);
        QVERIFY2(first->text().contains(u"Rowe's brigade"_s), qPrintable(first->text()));
        QVERIFY2(second->text().contains(u"Navarre brigade"_s), qPrintable(second->text()));
        doc.dice()->setPhysicalDice(false);
    }
};

QTEST_MAIN(TestReadableTable)
#include "test_readabletable.moc"
