// vedette-cli measure: the distances and arc between two units of a scenario,
// as the referee's tape (and the rules) would measure them.

#include "commandline.h"
#include "verb.h"

#include "table/geometry.h"
#include "table/lengthformat.h"
#include "table/scenariojson.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace vedette::table;

namespace {

class Measure
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::measure)
};

using vedette::cli::CommandLine;
using vedette::cli::Option;

QJsonObject lengthJson(Length length, GroundScale scale)
{
    return QJsonObject{{u"mm"_s, length.mm()},
                       {u"in"_s, length.inches()},
                       {u"cm"_s, length.cm()},
                       {u"p"_s, length.paces(scale)}};
}

QString everyUnit(Length length, GroundScale scale)
{
    QStringList parts;
    for (LengthUnit unit : {LengthUnit::Millimetres, LengthUnit::Inches, LengthUnit::Centimetres, LengthUnit::Paces})
        parts.append(formatLength(length, DisplayUnits::only(unit, scale)));
    return parts.join(u"   "_s);
}

QString unitLabel(const Unit &unit)
{
    return unit.name().isEmpty() ? unit.id() : u"%1 (%2)"_s.arg(unit.name(), unit.id());
}

int run(const QStringList &arguments, vedette::cli::Io &io)
{
    CommandLine command(
        u"measure"_s,
        Measure::tr("Centre-to-centre and closest edge-to-edge distance between two units of a scenario, in mm, inches, "
                    "cm and paces, and the arc the first unit is in as seen from the second."),
        {Option::flag(u"json"_s, Measure::tr("Print JSON (the stable format)."))},
        {{u"SCENARIO"_s, Measure::tr("Scenario file (.json).")},
         {u"UNIT_A"_s, Measure::tr("Id of the unit measured from.")},
         {u"UNIT_B"_s, Measure::tr("Id of the unit measured to.")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QStringList positional = command.positional();
    // The reader's message already names the file.
    const ScenarioJson::ReadResult read = ScenarioJson::readFile(positional[0]);
    if (!read)
        return command.fail(io, read.errorString);
    const Scenario &scenario = *read.scenario;
    const Unit *a = scenario.unit(positional[1]);
    const Unit *b = scenario.unit(positional[2]);
    for (const auto &[unit, id] : {std::pair{a, positional[1]}, std::pair{b, positional[2]}}) {
        if (unit)
            continue;
        QStringList ids;
        for (const Unit &known : scenario.units())
            ids.append(known.id());
        return command.fail(io, Measure::tr("no unit '%1' in %2. Units: %3").arg(id, positional[0], ids.join(u", "_s)));
    }
    for (const Unit *unit : {a, b}) {
        if (unit->isOnTable())
            continue;
        io.err << QCoreApplication::translate("vedette::cli::measure",
                                              "vedette-cli measure: %1 is not on the table yet; there is nothing to measure.\n")
                      .arg(unit->id());
        return vedette::cli::UsageError;
    }

    const Footprint fa = scenario.footprint(*a);
    const Footprint fb = scenario.footprint(*b);
    const Length centre = geometry::centreDistance(fa, fb);
    const Length edge = geometry::edgeDistance(fa, fb);
    const geometry::Arc arc = geometry::arcOf(fa, fb);
    const Length arcDistance = geometry::frontArcDistance(fa, fb);
    const bool inFrontArc = arcDistance.isFinite();
    const bool behind = geometry::whollyBehindFlankOrRear(fa, fb);
    const GroundScale scale = scenario.groundScale();
    const DisplayUnits &units = scenario.displayUnits();

    if (command.isSet(u"json"_s)) {
        const QJsonObject json{
            {u"scenario"_s, scenario.title()},
            {u"a"_s, QJsonObject{{u"id"_s, a->id()}, {u"name"_s, a->name()}}},
            {u"b"_s, QJsonObject{{u"id"_s, b->id()}, {u"name"_s, b->name()}}},
            {u"centre"_s, lengthJson(centre, scale)},
            {u"edge"_s, lengthJson(edge, scale)},
            {u"centreText"_s, formatLength(centre, units, LengthStyle::Both)},
            {u"edgeText"_s, formatLength(edge, units, LengthStyle::Both)},
            {u"arc"_s, geometry::arcId(arc)},
            {u"inFrontArc"_s, inFrontArc},
            {u"frontArcDistance"_s, inFrontArc ? QJsonValue(lengthJson(arcDistance, scale)) : QJsonValue()},
            {u"whollyBehindFlankOrRear"_s, behind},
            {u"groundScale"_s, scale.pacesPerCm}};
        printJson(io, json);
        return vedette::cli::Success;
    }

    io.out << Measure::tr("From %1 to %2 (%3)\n")
                  .arg(unitLabel(*a), unitLabel(*b), scenario.title());
    io.out << Measure::tr("Centre to centre:       %1\n")
                  .arg(everyUnit(centre, scale));
    io.out << Measure::tr("Closest edge to edge:   %1\n")
                  .arg(everyUnit(edge, scale));
    const QString nameA = a->name().isEmpty() ? a->id() : a->name();
    const QString nameB = b->name().isEmpty() ? b->id() : b->name();
    // Brown's test: where A's centre stands against B's front and rear edge lines.
    switch (arc) {
    case geometry::Arc::Front:
        io.out << Measure::tr("%1 is in front of %2 (front arc).\n").arg(nameA, nameB);
        break;
    case geometry::Arc::Flank:
        io.out << Measure::tr("%1 is on the flank of %2 (centre behind its front edge line).\n")
                      .arg(nameA, nameB);
        break;
    case geometry::Arc::Rear:
        io.out << Measure::tr("%1 is in the rear of %2 (centre behind its rear edge line).\n")
                      .arg(nameA, nameB);
        break;
    }
    if (inFrontArc)
        io.out << Measure::tr("It is at least partly inside the 45-degree front arc, %1 from the front edge.\n")
                      .arg(formatLength(arcDistance, units, LengthStyle::Both));
    else
        io.out << Measure::tr("It is outside the 45-degree front arc.\n");
    if (behind)
        io.out << Measure::tr("It is wholly behind the flank or rear line.\n");
    return vedette::cli::Success;
}

const bool registered = vedette::cli::registerVerb(
    {u"measure"_s,
     QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::measure", "Distances and arc between two units of a scenario")), run});

} // namespace
