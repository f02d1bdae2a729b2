#pragma once

// The fixtures of the app tests that need no widgets (test_brownturn links
// vedette_document alone): a small scenario, units on the table, journal
// events, an empty campaign file and physical dice thrown by the test.
// test_campaignfixture.h adds the helper that answers modal dialogs.

#include "document/diceservice.h"
#include "journal/journalevent.h"
#include "store/campaignstore.h"
#include "table/scenario.h"
#include "table/scenariojson.h"

#include <QFile>

#include <optional>

namespace fixture {

using namespace Qt::StringLiterals;
namespace table = vedette::table;

inline table::Scenario sampleScenario()
{
    table::Scenario scenario;
    scenario.setTitle(u"Test Valley"_s);
    scenario.setRuleSystem(table::RuleSystem::Brown);
    scenario.setTableSize(table::Length::fromFeet(6), table::Length::fromFeet(4));
    scenario.addSide({u"british"_s, u"British"_s, QColor(0xb0, 0x30, 0x30)});
    scenario.addSide({u"russian"_s, u"Russian"_s, QColor(0x30, 0x50, 0x90)});
    auto unit = [&](const QString &id, const QString &side, const QString &name, table::Arm arm, QPointF at) {
        table::Unit u(id, side, name, arm);
        u.setPosition(at);
        u.setStrength(600);
        u.setStartingStrength(600);
        scenario.addUnit(u);
    };
    unit(u"l17"_s, u"british"_s, u"17th Lancers"_s, table::Arm::Horse, {400, 900});
    unit(u"h11"_s, u"british"_s, u"11th Hussars"_s, table::Arm::Horse, {600, 900});
    unit(u"don"_s, u"russian"_s, u"Don Battery"_s, table::Arm::Artillery, {1000, 200});
    return scenario;
}

// A Brown table of 6 x 4 feet with a French ("fr") and a British ("gb")
// side and no units yet: the charge tests put their horse and foot on it.
inline table::Scenario brownTable(const QString &title = QString())
{
    table::Scenario scenario;
    scenario.setTitle(title);
    scenario.setRuleSystem(table::RuleSystem::Brown);
    scenario.setTableSize(table::Length::fromFeet(6), table::Length::fromFeet(4));
    scenario.addSide({u"fr"_s, u"French"_s, Qt::blue});
    scenario.addSide({u"gb"_s, u"British"_s, Qt::red});
    return scenario;
}

// A unit on the table: named after its id, in `formation`, at `position`
// (mm) facing `facing` degrees.
inline table::Unit placedUnit(const QString &id, const QString &side, table::Arm arm, table::Formation formation,
                              QPointF position, double facing)
{
    table::Unit unit(id, side, id, arm);
    unit.setFormation(formation);
    unit.setPosition(position);
    unit.setFacing(facing);
    return unit;
}

// Writes the sample scenario as JSON and returns the path.
inline QString writeScenarioJson(const QString &dir)
{
    const QString path = dir + u"/scenario.json"_s;
    QString error;
    if (!table::ScenarioJson::writeFile(sampleScenario(), path, &error))
        qFatal("cannot write scenario: %s", qPrintable(error));
    return path;
}

inline vedette::journal::JournalEvent event(const QString &kind, const QString &summary, int turn,
                                            const QStringList &actors = {}, QList<int> d6 = {})
{
    vedette::journal::JournalEvent e;
    e.kind = kind;
    e.summary = summary;
    e.turn = turn;
    e.actors = actors;
    if (!d6.isEmpty()) {
        vedette::dice::RollRecord roll;
        roll.purpose = u"test"_s;
        for (int face : d6)
            roll.dice.append({vedette::dice::Die::d6(), face});
        e.rolls.append(roll);
    }
    return e;
}

// Creates an empty campaign file at `path` and closes it again; returns why
// it could not be created, or an empty string.
inline QString createCampaignFile(const QString &path, const QString &name = u"Rules"_s)
{
    vedette::store::CampaignStore store;
    return store.create(path, name) ? QString() : store.errorString();
}

// Physical dice whose faces the test throws: every roll takes the next faces
// of `faces` (which the test may refill between rolls); with too few left the
// referee cancels the roll. `faces` must outlive the dice's use.
inline void throwFaces(vedette::DiceService *dice, QList<int> &faces)
{
    dice->setPhysicalDice(true);
    dice->setFaceAsker([&faces](const QList<vedette::dice::Die> &thrownDice, const QString &,
                                const QString &) -> std::optional<QList<int>> {
        if (faces.size() < thrownDice.size())
            return std::nullopt;
        const QList<int> thrown = faces.mid(0, thrownDice.size());
        faces.remove(0, thrownDice.size());
        return thrown;
    });
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace fixture
