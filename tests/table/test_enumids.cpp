// Every enum <-> id table of core (util/enumid.h), row by row: each value
// has exactly one id, the ids are unique and (but for the spellings that
// files already hold) in kebab case, every id reads back as its value, and
// an unknown id is refused. The tables themselves are also checked when
// they compile (static_assert next to each); this checks the functions the
// readers and writers call.
#include "util/enumid.h"

#include "rules/balagan/factor.h"
#include "rules/brown/chargeresult.h"
#include "rules/brown/troop.h"
#include "rules/lightbrigade/policydecider.h"
#include "rules/lightbrigade/settings.h"
#include "rules/tennyson/board.h"
#include "rules/tennyson/regiment.h"
#include "rules/tennyson/settings.h"
#include "table/lengthformat.h"
#include "table/marker.h"
#include "table/terrain.h"
#include "table/unittypes.h"

#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace vedette;

namespace {

// A reader of the bool *ok form as an optional.
template<typename E>
std::function<std::optional<E>(QStringView)> withOk(E (*read)(QStringView, bool *))
{
    return [read](QStringView id) -> std::optional<E> {
        bool ok = false;
        const E value = read(id, &ok);
        return ok ? std::optional<E>(value) : std::nullopt;
    };
}

// One row: the ids of `values`, whether each reads back as its value, and
// whether an unknown id (and an id in another case) is refused.
template<typename E>
void addTable(const char *name, const QList<E> &values, const std::function<QString(E)> &toId,
              const std::function<std::optional<E>(QStringView)> &fromId, bool kebab = true)
{
    QStringList ids;
    QStringList wrong;
    for (E value : values) {
        const QString id = toId(value);
        ids.append(id);
        if (fromId(id) != std::optional<E>(value))
            wrong.append(id);
    }
    const bool unknownRefused = !fromId(u"no-such-id"_s) && !fromId(QString()) && !fromId(ids.value(0).toUpper() + u'X');
    QTest::newRow(name) << ids << qsizetype(values.size()) << wrong << unknownRefused << kebab;
}

template<typename E>
QList<E> upTo(int count)
{
    QList<E> values;
    for (int i = 0; i < count; ++i)
        values.append(static_cast<E>(i));
    return values;
}

} // namespace

class TestEnumIds : public QObject
{
    Q_OBJECT

private slots:
    void everyTable_data()
    {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<qsizetype>("values");
        QTest::addColumn<QStringList>("wrong"); // ids that do not read back as their value
        QTest::addColumn<bool>("unknownRefused");
        QTest::addColumn<bool>("kebab");

        namespace t = table;
        addTable<t::RuleSystem>("rule system", {t::RuleSystem::None, t::RuleSystem::Brown, t::RuleSystem::Balagan},
                                t::ruleSystemId, withOk(t::ruleSystemFromId));
        addTable<t::Arm>("arm", t::allArms(), t::armId, withOk(t::armFromId));
        addTable<t::HorseWeight>("horse weight", {t::HorseWeight::Light, t::HorseWeight::Heavy}, t::horseWeightId,
                                 withOk(t::horseWeightFromId));
        addTable<t::Formation>("formation", t::allFormations(), t::formationId, withOk(t::formationFromId));
        addTable<t::TroopClass>("troop class", t::allTroopClasses(), t::troopClassId, withOk(t::troopClassFromId));
        addTable<t::Order>("order", {t::Order::Advance, t::Order::Hold, t::Order::Retreat}, t::orderId,
                           withOk(t::orderFromId));
        addTable<t::StateMarker>("state marker", t::allStateMarkers(), t::stateMarkerId, withOk(t::stateMarkerFromId));
        addTable<t::TerrainType>("terrain", t::allTerrainTypes(), t::terrainTypeId, withOk(t::terrainTypeFromId));
        addTable<t::CoverClass>("cover", upTo<t::CoverClass>(4), t::coverClassId, withOk(t::coverClassFromId));
        addTable<t::MarkerKind>("marker", upTo<t::MarkerKind>(4), t::markerKindId, withOk(t::markerKindFromId));
        addTable<t::LengthUnit>("length unit", upTo<t::LengthUnit>(5), t::lengthUnitId, withOk(t::lengthUnitFromId));

        namespace ba = rules::balagan;
        addTable<ba::FactorKind>("balagan factor", ba::allFactorKinds(), ba::factorKindId, withOk(ba::factorKindFromId));

        namespace br = rules::brown;
        addTable<br::TroopType>("brown troop type", upTo<br::TroopType>(4), br::troopTypeId, br::troopTypeFromId);
        addTable<br::FormationClass>("brown formation class", upTo<br::FormationClass>(5), br::formationClassId,
                                     br::formationClassFromId);
        addTable<br::ChargeResult>("brown charge result", br::allResults(), br::resultId, br::resultFromId);

        namespace lb = rules::lightbrigade;
        addTable<lb::TroopType>("light brigade troop", upTo<lb::TroopType>(3), lb::Settings::troopId,
                                lb::Settings::troopFromId);
        addTable<lb::Policy>("light brigade policy", {lb::Policy::Steady, lb::Policy::Bold}, lb::PolicyDecider::policyId,
                             lb::PolicyDecider::policyFromId);

        namespace te = rules::tennyson;
        const std::function<std::optional<int>(QStringView)> regiment = [](QStringView id) {
            const int r = te::Regiment::fromId(id);
            return r < 0 ? std::nullopt : std::optional<int>(r);
        };
        // The army's own abbreviations, which saved games hold: not kebab case.
        addTable<int>("tennyson regiment", upTo<int>(te::Regiment::kCount), te::Regiment::id, regiment, false);
        const std::function<std::optional<int>(QStringView)> slot = [](QStringView id) {
            const int s = te::Board::slotFromId(id);
            return s < 0 ? std::nullopt : std::optional<int>(s);
        };
        addTable<int>("tennyson battery slot", upTo<int>(te::Board::kSlots), te::Board::slotId, slot);
        // The victory rule is read only inside a saved game's settings.
        const std::function<std::optional<te::VictoryMode>(QStringView)> victory = [](QStringView id) {
            const auto settings = te::Settings::fromJson(QJsonObject{{u"victory"_s, id.toString()}});
            return settings ? std::optional<te::VictoryMode>(settings->victory) : std::nullopt;
        };
        addTable<te::VictoryMode>("tennyson victory", {te::VictoryMode::FirstToTheGuns, te::VictoryMode::Glory},
                                  te::victoryModeId, victory);
    }

    void everyTable()
    {
        QFETCH(QStringList, ids);
        QFETCH(qsizetype, values);
        QFETCH(QStringList, wrong);
        QFETCH(bool, unknownRefused);
        QFETCH(bool, kebab);
        QVERIFY(values > 0);
        QCOMPARE(ids.size(), values);
        QVERIFY2(!ids.contains(QString()), qPrintable(ids.join(u", "_s)));
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u", "_s)));
        QVERIFY(unknownRefused);
        for (const QString &id : std::as_const(ids))
            QVERIFY2(util::isKebabCase(id.toLatin1().constData()) == kebab, qPrintable(id));
    }

    // The checks the tables are held to when they compile.
    void isKebabCase_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<bool>("kebab");
        QTest::newRow("word") << QByteArray("woods") << true;
        QTest::newRow("two words") << QByteArray("steep-slope") << true;
        QTest::newRow("digits") << QByteArray("defender-recoils-2in") << true;
        QTest::newRow("camel case") << QByteArray("inPlay") << false;
        QTest::newRow("capitals") << QByteArray("17L") << false;
        QTest::newRow("empty") << QByteArray("") << false;
        QTest::newRow("leading hyphen") << QByteArray("-slope") << false;
        QTest::newRow("trailing hyphen") << QByteArray("steep-") << false;
        QTest::newRow("double hyphen") << QByteArray("steep--slope") << false;
        QTest::newRow("underscore") << QByteArray("steep_slope") << false;
        QTest::newRow("space") << QByteArray("steep slope") << false;
    }
    void isKebabCase()
    {
        QFETCH(QByteArray, id);
        QFETCH(bool, kebab);
        QCOMPARE(util::isKebabCase(id.constData()), kebab);
    }

    void aBadTableIsRefused()
    {
        enum class Colour { Red, Green, Blue };
        static constexpr util::EnumId<Colour> good[] = {{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}};
        static constexpr util::EnumId<Colour> twoIds[] = {{Colour::Red, "red"}, {Colour::Red, "rouge"}, {Colour::Blue, "blue"}};
        static constexpr util::EnumId<Colour> oneIdTwice[] = {{Colour::Red, "red"}, {Colour::Green, "red"}, {Colour::Blue, "blue"}};
        static constexpr util::EnumId<Colour> camel[] = {{Colour::Red, "darkRed"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}};
        static_assert(util::isWellFormed(good) && util::coversAll(good, 3));
        static_assert(!util::isOneToOne(twoIds) && !util::coversAll(twoIds, 3));
        static_assert(!util::isOneToOne(oneIdTwice));
        static_assert(util::isOneToOne(camel) && !util::isWellFormed(camel));
        static_assert(!util::coversAll(good, 4));
        QCOMPARE(util::idOf(good, Colour::Green), u"green"_s);
        QVERIFY(util::fromId(good, u"blue") == std::optional<Colour>(Colour::Blue));
        QVERIFY(!util::fromId(good, u"Blue")); // ids are case-sensitive
        bool ok = true;
        QVERIFY(util::fromId(good, u"purple", &ok) == Colour::Red);
        QVERIFY(!ok);
    }
};

QTEST_GUILESS_MAIN(TestEnumIds)
#include "test_enumids.moc"
