#include "storetestscenario.h"

#include "store/campaignstore.h"
#include "table/templatejson.h"
#include "table/unitdefaults.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace vedette;
using store::CampaignStore;

namespace {

table::Unit lancers()
{
    table::Unit unit = table::UnitDefaults::unit(table::RuleSystem::Brown, table::Arm::Horse, u"17l"_s, u"british"_s,
                                                 u"17th Lancers"_s);
    unit.setTroopClass(table::TroopClass::Elite);
    unit.setStrength(145);
    unit.setDivisionId(u"light"_s);
    unit.setPosition({300, 600}); // a template forgets where it stood
    unit.setGeneralId(u"cardigan"_s);
    return unit;
}

table::General cardigan()
{
    return {u"cardigan"_s, u"british"_s, u"Lord Cardigan"_s, 1, u"light"_s, false, u"17l"_s, QPointF(10, 10)};
}

store::UnitTemplate unitTemplate(const QString &name)
{
    store::UnitTemplate saved;
    saved.kind = u"unit"_s;
    saved.ruleSystem = u"brown"_s;
    saved.name = name;
    saved.data = table::TemplateJson::write({lancers()});
    return saved;
}

} // namespace

class TestTemplates : public QObject
{
    Q_OBJECT

private slots:
    // The JSON of a template holds the units and generals as the scenario
    // format writes them, without a place.
    void templateJsonRoundTrip()
    {
        const QJsonObject data = table::TemplateJson::write({lancers()}, {cardigan()});
        QVERIFY(data.value(u"units"_s).isArray());
        QVERIFY(!data.value(u"units"_s).toArray().first().toObject().contains(u"x"_s));
        const table::TemplateJson::ReadResult read = table::TemplateJson::read(data);
        QVERIFY2(read, qPrintable(read.errorString));
        QCOMPARE(read.contents->units.size(), 1);
        table::Unit expected = lancers();
        expected.setOnTable(false);
        expected.setPosition({});
        QCOMPARE(read.contents->units.constFirst(), expected);
        table::General general = cardigan();
        general.position.reset();
        QCOMPARE(read.contents->generals.constFirst(), general);
        // A general whose unit is not in the template comes without one.
        const auto alone = table::TemplateJson::read(table::TemplateJson::write({}, {cardigan()}));
        QVERIFY(alone.contents->generals.constFirst().attachedUnitId.isEmpty());

        QJsonObject bad = data;
        QJsonArray units = bad.value(u"units"_s).toArray();
        QJsonObject unit = units.first().toObject();
        unit.insert(u"strength"_s, -4);
        units[0] = unit;
        bad.insert(u"units"_s, units);
        QCOMPARE(table::TemplateJson::read(bad).errorString, u"units[0].strength: must be a whole number from 0 to 1000000"_s);
        QVERIFY(!table::TemplateJson::read(QJsonObject{{u"units"_s, 3}}));
    }

    void saveListReadRemove()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"templates.vedette"_s);
        {
            CampaignStore store;
            QVERIFY(store.create(path, u"Templates"_s));
            const auto unit = store.saveTemplate(unitTemplate(u"Lancers"_s));
            QVERIFY2(unit, qPrintable(store.errorString()));
            store::UnitTemplate division;
            division.kind = u"division"_s;
            division.ruleSystem = u"brown"_s;
            division.name = u"Light Brigade"_s;
            division.data = table::TemplateJson::write({lancers()}, {cardigan()});
            const auto brigade = store.saveTemplate(division);
            QVERIFY2(brigade, qPrintable(store.errorString()));
            store::UnitTemplate balagan = unitTemplate(u"Brigade of foot"_s);
            balagan.ruleSystem = u"balagan"_s;
            QVERIFY(store.saveTemplate(balagan));

            QCOMPARE(store.templates().size(), 3);
            const QList<store::UnitTemplate> brown = store.templates(u"brown"_s);
            QCOMPARE(brown.size(), 2);
            QCOMPARE(brown[0].name, u"Lancers"_s); // by name
            QCOMPARE(brown[1].name, u"Light Brigade"_s);
            QCOMPARE(store.templates(u"brown"_s, u"division"_s).size(), 1);
            QVERIFY(store.templates(u"brown"_s, u"division"_s).constFirst().created.isValid());

            // Replacing keeps the id.
            store::UnitTemplate renamed = *store.unitTemplate(*unit);
            renamed.name = u"17th Lancers"_s;
            QCOMPARE(store.saveTemplate(renamed), unit);
            QCOMPARE(store.unitTemplate(*unit)->name, u"17th Lancers"_s);
            QVERIFY(store.removeTemplate(*brigade));
            QVERIFY(!store.removeTemplate(*brigade));
            QCOMPARE(store.error(), CampaignStore::Error::Invalid);
            QVERIFY(!store.unitTemplate(*brigade));
        }
        // Kept in the file.
        CampaignStore again;
        QVERIFY(again.open(path));
        QCOMPARE(again.templates(u"brown"_s).size(), 1);
        const auto read = table::TemplateJson::read(again.templates(u"brown"_s).constFirst().data);
        QVERIFY(read);
        QCOMPARE(read.contents->units.constFirst().strength(), 145);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("badData");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no name") << u"unit"_s << u"brown"_s << u"  "_s << false << u"A template needs a name."_s;
        QTest::newRow("other kind") << u"army"_s << u"brown"_s << u"X"_s << false
                                    << u"A template is of a unit or of a division, not \"army\"."_s;
        QTest::newRow("unknown rules") << u"unit"_s << u"warhammer"_s << u"X"_s << false << u"Unknown rule system \"warhammer\"."_s;
        QTest::newRow("unreadable") << u"unit"_s << u"brown"_s << u"X"_s << true
                                    << u"The template cannot be saved: units[0].arm: is missing"_s;
    }

    void refusals()
    {
        QFETCH(QString, kind);
        QFETCH(QString, system);
        QFETCH(QString, name);
        QFETCH(bool, badData);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        CampaignStore store;
        QVERIFY(store.create(dir.filePath(u"t.vedette"_s), u"T"_s));
        store::UnitTemplate saved = unitTemplate(name);
        saved.kind = kind;
        saved.ruleSystem = system;
        if (badData)
            saved.data = QJsonObject{{u"units"_s, QJsonArray{QJsonObject{{u"id"_s, u"u"_s}, {u"side"_s, u"s"_s}}}}};
        QVERIFY(!store.saveTemplate(saved));
        QCOMPARE(store.error(), CampaignStore::Error::Invalid);
        QCOMPARE(store.errorString(), expected);
        QVERIFY(store.templates().isEmpty());
        saved.data = QJsonObject{{u"units"_s, QJsonArray()}};
        saved.kind = u"unit"_s;
        saved.ruleSystem = u"brown"_s;
        saved.name = u"Empty"_s;
        QVERIFY(!store.saveTemplate(saved));
        QCOMPARE(store.errorString(), u"A template holds at least one unit."_s);
    }

    void readOnlyRefuses()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"t.vedette"_s);
        {
            CampaignStore store;
            QVERIFY(store.create(path, u"T"_s));
        }
        CampaignStore store;
        QVERIFY(store.open(path, CampaignStore::Mode::ReadOnly));
        QVERIFY(!store.saveTemplate(unitTemplate(u"Lancers"_s)));
        QCOMPARE(store.error(), CampaignStore::Error::ReadOnly);
        QVERIFY(!store.removeTemplate(1));
    }
};

QTEST_GUILESS_MAIN(TestTemplates)
#include "test_templates.moc"
