// vedette-cli camera: the markers to print for a battle's table, and what a
// picture of the table shows (issue 42): where each unit's marker stands,
// and the moves the referee made on the real table, applied as one step.

#include "battleplay.h"
#include "commandline.h"
#include "verb.h"

#include "commands/facade.h"
#include "document/document.h"
#include "vision/locator.h"
#include "vision/markerlayout.h"
#include "vision/markersheet.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::camera)
};

double rounded(double value, int decimals = 1)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QString nameOf(const table::Scenario &scenario, const QString &id)
{
    const table::Unit *unit = scenario.unit(id);
    return unit && !unit->name().isEmpty() ? unit->name() : id;
}

int runMarkers(const QStringList &arguments, Io &io)
{
    CommandLine command(
        u"camera markers"_s,
        Tr::tr("The camera's markers of a battle's table (OpenCV's DICT_4X4_1000): the eight reference markers at the "
               "table's edge and one per unit on the table. A unit without a marker of its own is given the lowest "
               "free one, kept in the campaign so that a reprinted sheet stays valid."),
        {battleOption(),
         Option::integer(u"side"_s, u"MM"_s, Tr::tr("Side of a unit's marker (smaller under a smaller base)."), 20,
                         100, std::int64_t(vision::defaultUnitSideMm)),
         Option::text(u"pdf"_s, u"FILE"_s, Tr::tr("Print the markers at true scale into FILE (PDF).")),
         Option::flag(u"letter"_s, Tr::tr("US Letter pages instead of A4.")), jsonOption()},
        {campaignArgument()});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    // Read-only while every unit has its marker (the window may hold the
    // campaign meanwhile); for writing only to keep the markers given here.
    Opened opened;
    const QString path = command.positional().constFirst();
    if (const int status = open(u"camera markers"_s, path, command, false, io, opened))
        return status;
    const auto givenIn = [&command](const table::Scenario &scenario) {
        QHash<QString, int> given;
        for (const vision::UnitMarker &unit : vision::MarkerLayout::of(scenario, double(command.integer(u"side"_s))).units)
            if (!unit.assigned)
                given.insert(unit.unitId, unit.marker);
        return given;
    };
    if (!givenIn(opened.document->scenario()).isEmpty()) {
        opened = Opened();
        if (const int status = open(u"camera markers"_s, path, command, true, io, opened))
            return status;
    }
    Document &document = *opened.document;
    const vision::MarkerLayout layout = vision::MarkerLayout::of(document.scenario(), double(command.integer(u"side"_s)));

    // The markers given here are the units' own from now on.
    const QHash<QString, int> given = givenIn(document.scenario());
    if (!given.isEmpty() && !cmd::keepCameraMarkers(&document, given)) {
        io.err << Tr::tr("vedette-cli camera markers: the markers could not be kept: %1\n").arg(document.lastError());
        return Failure;
    }

    if (command.isSet(u"pdf"_s)) {
        QString error;
        QHash<QString, QString> names;
        for (const vision::UnitMarker &unit : layout.units)
            names.insert(unit.unitId, nameOf(document.scenario(), unit.unitId));
        if (!vision::writeMarkerSheet(command.value(u"pdf"_s), layout, names,
                                      Tr::tr("Camera markers: %1").arg(document.scenario().title()),
                                      command.isSet(u"letter"_s), &error)) {
            io.err << u"vedette-cli camera markers: %1\n"_s.arg(error);
            return Failure;
        }
    }
    if (command.isSet(u"json"_s)) {
        QJsonArray reference;
        for (const vision::ReferenceMarker &marker : layout.reference)
            reference.append(QJsonObject{{u"marker"_s, marker.marker},
                                         {u"xMm"_s, rounded(marker.centreMm.x())},
                                         {u"yMm"_s, rounded(marker.centreMm.y())},
                                         {u"sideMm"_s, marker.sideMm}});
        QJsonArray units;
        for (const vision::UnitMarker &unit : layout.units)
            units.append(QJsonObject{{u"id"_s, unit.unitId}, {u"marker"_s, unit.marker}, {u"sideMm"_s, unit.sideMm}});
        printJson(io, {{u"dictionary"_s, QString::fromLatin1(vision::dictionaryName)},
                       {u"reference"_s, reference},
                       {u"units"_s, units}});
        return Success;
    }
    io.out << Tr::tr("Dictionary: %1").arg(QString::fromLatin1(vision::dictionaryName)) << '\n';
    for (const vision::ReferenceMarker &marker : layout.reference)
        io.out << Tr::tr("Reference %1 at (%2, %3) mm, %4 mm")
                      .arg(marker.marker)
                      .arg(rounded(marker.centreMm.x()))
                      .arg(rounded(marker.centreMm.y()))
                      .arg(marker.sideMm)
               << '\n';
    for (const vision::UnitMarker &unit : layout.units)
        io.out << Tr::tr("%1 (%2): marker %3, %4 mm")
                      .arg(nameOf(document.scenario(), unit.unitId), unit.unitId)
                      .arg(unit.marker)
                      .arg(unit.sideMm)
               << '\n';
    return Success;
}

int runLocate(const QStringList &arguments, Io &io)
{
    CommandLine command(
        u"camera locate"_s,
        Tr::tr("Where a picture of the table (taken from above, the reference markers in it) shows each unit's marker, "
               "and the units it shows moved (more than 5 mm or 5 degrees from where the battle has them). Without "
               "--apply nothing is written; with it the moves are made as one step, or, when the rules refuse one, "
               "none (exit 1)."),
        {battleOption(),
         Option::integer(u"marker-height"_s, u"MM"_s,
                         Tr::tr("Height of the units' markers above the cloth (cards on stands); with --camera-height."),
                         0, 500, 0),
         Option::integer(u"camera-height"_s, u"MM"_s, Tr::tr("Height of the camera's lens above the cloth."), 0, 10000,
                         0),
         Option::flag(u"apply"_s, Tr::tr("Make the proposed moves, one step.")), jsonOption()},
        {campaignArgument(), {u"PICTURE"_s, Tr::tr("The picture (PNG, JPEG...).")}});
    if (const auto exit = command.parse(arguments, io))
        return *exit;
    const QString picture = command.positional().value(1);
    QImageReader reader(picture);
    const QImage image = reader.read();
    if (image.isNull()) {
        io.err << Tr::tr("vedette-cli camera locate: %1 is not a picture (%2); nothing was written.\n")
                      .arg(picture, reader.errorString());
        return UsageError;
    }
    const bool apply = command.isSet(u"apply"_s);
    Opened opened;
    if (const int status = open(u"camera locate"_s, command.positional().constFirst(), command, apply, io, opened))
        return status;
    Document &document = *opened.document;
    const table::Scenario &scenario = document.scenario();
    vision::LocateSettings settings;
    settings.markerHeightMm = double(command.integer(u"marker-height"_s));
    settings.cameraHeightMm = double(command.integer(u"camera-height"_s));
    const vision::Locator locator(vision::MarkerLayout::of(scenario), settings);
    const vision::Location location = locator.locate(image);
    if (!location.fitted) {
        io.err << Tr::tr("vedette-cli camera locate: %1 shows %2 of the 8 reference markers; at least 4 are needed to "
                         "find the table. Nothing was written.\n")
                      .arg(picture)
                      .arg(location.referenceSeen);
        return UsageError;
    }

    QList<cmd::SeenMove> moves;
    for (const vision::Proposal &proposal : location.proposed)
        moves.append({proposal.id, proposal.to, proposal.toFacing});
    QList<cmd::MoveRefusal> refusals;
    bool applied = false;
    if (apply && !moves.isEmpty()) {
        refusals = cmd::checkSeenMoves(&document, moves);
        if (refusals.isEmpty()) {
            applied = cmd::moveSeenUnits(&document, moves);
            if (!applied) {
                io.err << Tr::tr("vedette-cli camera locate: the moves could not be written: %1\n")
                              .arg(document.lastError());
                return Failure;
            }
        }
    }

    if (command.isSet(u"json"_s)) {
        QJsonArray units;
        for (const vision::UnitSeen &unit : location.units)
            units.append(QJsonObject{{u"id"_s, unit.id},
                                     {u"marker"_s, unit.marker},
                                     {u"xMm"_s, rounded(unit.xMm)},
                                     {u"yMm"_s, rounded(unit.yMm)},
                                     {u"facing"_s, rounded(unit.facing)}});
        QJsonArray proposed;
        for (const vision::Proposal &p : location.proposed)
            proposed.append(QJsonObject{{u"id"_s, p.id},
                                        {u"fromXMm"_s, rounded(p.from.x())},
                                        {u"fromYMm"_s, rounded(p.from.y())},
                                        {u"fromFacing"_s, rounded(p.fromFacing)},
                                        {u"toXMm"_s, rounded(p.to.x())},
                                        {u"toYMm"_s, rounded(p.to.y())},
                                        {u"toFacing"_s, rounded(p.toFacing)}});
        QJsonObject json{{u"picture"_s, QJsonObject{{u"width"_s, location.width}, {u"height"_s, location.height}}},
                         {u"reference"_s, QJsonObject{{u"seen"_s, location.referenceSeen},
                                                      {u"residualMm"_s, rounded(location.residualMm, 2)}}},
                         {u"units"_s, units},
                         {u"unseen"_s, QJsonArray::fromStringList(location.unseen)},
                         {u"proposed"_s, proposed}};
        if (apply) {
            QJsonArray refused;
            for (const cmd::MoveRefusal &refusal : std::as_const(refusals))
                refused.append(QJsonObject{{u"id"_s, refusal.unitId}, {u"reason"_s, refusal.reason}});
            json.insert(u"applied"_s, applied);
            json.insert(u"refused"_s, refused);
        }
        printJson(io, json);
    } else {
        io.out << Tr::tr("Picture %1x%2: %3 of 8 reference markers, fitted to %4 mm.")
                      .arg(location.width)
                      .arg(location.height)
                      .arg(location.referenceSeen)
                      .arg(rounded(location.residualMm, 2))
               << '\n';
        io.out << Tr::tr("%n unit(s) seen", nullptr, int(location.units.size())) << '\n';
        if (!location.unseen.isEmpty()) {
            QStringList names;
            for (const QString &id : location.unseen)
                names.append(nameOf(scenario, id));
            io.out << Tr::tr("Not seen (left where they are): %1").arg(names.join(u", "_s)) << '\n';
        }
        for (const vision::Proposal &p : location.proposed)
            io.out << Tr::tr("%1 moved: (%2, %3) facing %4 to (%5, %6) facing %7")
                          .arg(nameOf(scenario, p.id))
                          .arg(rounded(p.from.x()))
                          .arg(rounded(p.from.y()))
                          .arg(rounded(p.fromFacing))
                          .arg(rounded(p.to.x()))
                          .arg(rounded(p.to.y()))
                          .arg(rounded(p.toFacing))
                   << '\n';
        if (location.proposed.isEmpty())
            io.out << Tr::tr("No unit moved.") << '\n';
        for (const cmd::MoveRefusal &refusal : std::as_const(refusals))
            io.out << Tr::tr("Refused: %1: %2").arg(nameOf(scenario, refusal.unitId), refusal.reason) << '\n';
        if (applied)
            io.out << Tr::tr("%n move(s) made as one step.", nullptr, int(moves.size())) << '\n';
        else if (!refusals.isEmpty())
            io.out << Tr::tr("Nothing was written.") << '\n';
    }
    return refusals.isEmpty() ? Success : Failure;
}

int runCamera(const QStringList &arguments, Io &io)
{
    return CommandLine::dispatch(
        u"camera"_s, Tr::tr("An overhead camera over the table: the markers to print, and the moves a picture shows."),
        {{u"markers"_s, Tr::tr("The markers of a battle's table, as JSON or a PDF to print."), runMarkers},
         {u"locate"_s, Tr::tr("Where a picture shows each unit, and the moves it shows (--apply makes them)."),
          runLocate}},
        arguments, io);
}

const bool registered = registerVerb(
    {u"camera"_s,
     QStringLiteral(QT_TRANSLATE_NOOP("vedette::cli::camera", "An overhead camera: markers to print, moves from a picture")),
     runCamera});

} // namespace

} // namespace vedette::cli
