// Why one file of ~1,050 lines: the scenario format (FORMAT.md) is read and
// written here for every collection, versions 1 to 3. Reader and writer sit
// side by side per collection so that a field added to one is seen missing in
// the other; the fuzz target fuzz_scenariojson checks that every accepted
// input comes back byte for byte, which needs both halves together.

#include "scenariojson.h"

#include "lengthformat.h"
#include "validation.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

const auto formatName = "vedette-scenario"_L1;

// Limits well beyond any real table; they stop a damaged or hostile file
// from making the program allocate or draw without end.
constexpr qsizetype maxItems = 20000;
constexpr qsizetype maxPoints = 10000;
constexpr double maxCoordinate = 1.0e6; // mm: 1 km
constexpr int maxStrength = 1000000;

// Where a value is in the file, as a message names it ("units[3].arm"):
// kept as its parts and written out only when a read fails. Written out for
// every field read, the paths were a third of reading the peer table's
// 2,000 units (tests/benchmarks/render_vs_tmxrasterizer.sh).
class Path
{
public:
    Path(const QString &text) { append(text, -1); }
    Path(const char16_t *text) { append(QString::fromUtf16(text), -1); }
    Path(const QString &list, qsizetype index, const QString &field = {})
    {
        append(list, -1);
        append({}, index);
        if (!field.isEmpty())
            append(field, -1);
    }

    // "path.name" and "path[index]".
    Path field(const QString &name) const
    {
        Path path = *this;
        path.append(name, -1);
        return path;
    }
    Path item(qsizetype index) const
    {
        Path path = *this;
        path.append({}, index);
        return path;
    }

    QString text() const
    {
        QString text;
        for (int k = 0; k < mCount; ++k) {
            const Part &part = mParts[size_t(k)];
            if (part.index >= 0) {
                text += QLatin1Char('[');
                text += QString::number(part.index);
                text += QLatin1Char(']');
            } else {
                if (!text.isEmpty())
                    text += QLatin1Char('.');
                text += part.name;
            }
        }
        if (mCut)
            text += u"\u2026"_s; // deeper than the parts kept: the message says so
        return text;
    }
    operator QString() const { return text(); }

private:
    struct Part
    {
        QString name;
        qsizetype index = -1; // an index into a list, else a name
    };
    void append(const QString &name, qsizetype index)
    {
        if (mCount < int(mParts.size()))
            mParts[size_t(mCount++)] = {name, index};
        else
            mCut = true;
    }
    std::array<Part, 8> mParts; // the deepest path read has five parts
    int mCount = 0;
    bool mCut = false; // a part past the eighth was left out
};

// Reads one JSON value after another, keeping the path ("units[3].arm") for
// the message and stopping at the first problem.
class Reader
{
public:
    QString error;
    int version = ScenarioJson::currentVersion; // of the file being read

    bool failed() const { return !error.isEmpty(); }

    bool fail(const Path &path, const QString &message)
    {
        if (error.isEmpty()) {
            const QString where = path.text();
            error = where.isEmpty() ? message : u"%1: %2"_s.arg(where, message);
        }
        return false;
    }

    bool object(const QJsonValue &value, const Path &path, QJsonObject *out)
    {
        if (!value.isObject())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be an object"));
        *out = value.toObject();
        return true;
    }

    bool array(const QJsonObject &parent, const QString &key, const Path &path, QJsonArray *out)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined()) {
            *out = {};
            return true;
        }
        if (!value.isArray())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be a list"));
        *out = value.toArray();
        if (out->size() > maxItems)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "has more than %1 entries")
                                  .arg(maxItems));
        return true;
    }

    bool string(const QJsonObject &parent, const QString &key, const Path &path, QString *out, bool required = false)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined()) {
            if (required)
                return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "is missing"));
            return true;
        }
        if (!value.isString())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be text"));
        *out = value.toString();
        return true;
    }

    bool id(const QJsonObject &parent, const QString &key, const Path &path, QString *out)
    {
        if (!string(parent, key, path, out, true))
            return false;
        if (out->trimmed().isEmpty())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must not be empty"));
        return true;
    }

    bool number(const QJsonObject &parent, const QString &key, const Path &path, double *out,
                double minimum, double maximum, bool required = false)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined()) {
            if (required)
                return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "is missing"));
            return true;
        }
        if (!value.isDouble())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be a number"));
        const double number = value.toDouble();
        if (!std::isfinite(number))
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be a finite number"));
        if (number < minimum || number > maximum)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be from %1 to %2")
                                  .arg(minimum).arg(maximum));
        *out = number;
        return true;
    }

    bool length(const QJsonObject &parent, const QString &key, const Path &path, Length *out,
                double minimum, double maximum, bool required = false)
    {
        double mm = out->mm();
        if (!number(parent, key, path, &mm, minimum, maximum, required))
            return false;
        *out = Length::fromMm(mm);
        return true;
    }

    bool positiveLength(const QJsonObject &parent, const QString &key, const Path &path, Length *out,
                        bool required = false)
    {
        if (!length(parent, key, path, out, 0.0, maxCoordinate, required))
            return false;
        if (parent.contains(key) && out->mm() <= 0.0)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be more than zero"));
        return true;
    }

    bool integer(const QJsonObject &parent, const QString &key, const Path &path, int *out, int minimum,
                 int maximum)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined())
            return true;
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) || number < minimum
            || number > maximum)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "must be a whole number from %1 to %2")
                                  .arg(minimum).arg(maximum));
        *out = static_cast<int>(number);
        return true;
    }

    // Version 3: the sides a unit or marker is hidden from, each one of the
    // scenario's sides.
    bool sideList(const QJsonObject &parent, const QString &key, const Path &path, const Scenario &scenario,
                  QStringList *out)
    {
        QJsonArray list;
        if (!array(parent, key, path, &list))
            return false;
        for (qsizetype k = 0; k < list.size(); ++k) {
            const QString id = list[k].toString();
            if (!list[k].isString() || !scenario.side(id))
                return fail(path.item(k),
                            QCoreApplication::translate("vedette::table::ScenarioJson", "unknown side \"%1\"")
                                .arg(list[k].toVariant().toString()));
            if (!out->contains(id))
                out->append(id);
        }
        return true;
    }

    bool boolean(const QJsonObject &parent, const QString &key, const Path &path, bool *out)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined())
            return true;
        if (!value.isBool())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be true or false"));
        *out = value.toBool();
        return true;
    }

    template<typename Enum>
    bool choice(const QJsonObject &parent, const QString &key, const Path &path, Enum *out,
                Enum (*fromId)(QStringView, bool *), const char *what)
    {
        QString text;
        if (!string(parent, key, path, &text))
            return false;
        if (!parent.contains(key))
            return true;
        bool ok = false;
        const Enum value = fromId(text, &ok);
        if (!ok)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "unknown %1 \"%2\"")
                                  .arg(QCoreApplication::translate("vedette::table::ScenarioJson", what), text));
        *out = value;
        return true;
    }

    bool point(const QJsonValue &value, const Path &path, QPointF *out)
    {
        const QJsonArray pair = value.toArray();
        if (!value.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be a pair of numbers [x, y]"));
        const double x = pair[0].toDouble();
        const double y = pair[1].toDouble();
        if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > maxCoordinate || std::abs(y) > maxCoordinate)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "must be finite numbers within %1 mm").arg(maxCoordinate));
        *out = QPointF(x, y);
        return true;
    }

    // {"unit": id, "x": .., "y": ..}: a unit end keeps the point it was last measured at.
    bool rulerEnd(const QJsonObject &parent, const QString &key, const Path &path, RulerEnd *out)
    {
        QJsonObject object;
        if (!this->object(parent.value(key), path, &object))
            return false;
        double x = 0.0, y = 0.0;
        if (!string(object, u"unit"_s, path.field(u"unit"_s), &out->unitId)
            || !number(object, u"x"_s, path.field(u"x"_s), &x, -maxCoordinate, maxCoordinate, true)
            || !number(object, u"y"_s, path.field(u"y"_s), &y, -maxCoordinate, maxCoordinate, true))
            return false;
        out->point = QPointF(x, y);
        return true;
    }

    // "x" and "y" both present (a place on the table) or both absent (none).
    bool optionalPosition(const QJsonObject &parent, const Path &path, std::optional<QPointF> *out)
    {
        const bool hasX = parent.contains(u"x"_s);
        if (hasX != parent.contains(u"y"_s))
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "needs both \"x\" and \"y\", or neither"));
        if (!hasX) {
            out->reset();
            return true;
        }
        double x = 0.0, y = 0.0;
        if (!number(parent, u"x"_s, path.field(u"x"_s), &x, -maxCoordinate, maxCoordinate, true)
            || !number(parent, u"y"_s, path.field(u"y"_s), &y, -maxCoordinate, maxCoordinate, true))
            return false;
        *out = QPointF(x, y);
        return true;
    }

    bool polygon(const QJsonObject &parent, const QString &key, const Path &path, QPolygonF *out)
    {
        const QJsonValue value = parent.value(key);
        if (!value.isArray())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be a list of [x, y] points"));
        const QJsonArray points = value.toArray();
        if (points.size() > maxPoints)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "has more than %1 points")
                                  .arg(maxPoints));
        out->clear();
        for (qsizetype i = 0; i < points.size(); ++i) {
            QPointF p;
            if (!point(points[i], path.item(i), &p))
                return false;
            out->append(p);
        }
        return true;
    }

    // [x, y, width, height] in mm, the width and height above 0; absent: none.
    bool zone(const QJsonObject &parent, const QString &key, const Path &path, std::optional<QRectF> *out)
    {
        const QJsonValue value = parent.value(key);
        if (value.isUndefined()) {
            out->reset();
            return true;
        }
        const QJsonArray numbers = value.toArray();
        if (!value.isArray() || numbers.size() != 4)
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "must be [x, y, width, height]"));
        double v[4] = {};
        for (int i = 0; i < 4; ++i) {
            const double number = numbers[i].toDouble(std::nan(""));
            if (!numbers[i].isDouble() || !std::isfinite(number) || std::abs(number) > maxCoordinate || (i >= 2 && number <= 0.0))
                return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                              "must be [x, y, width, height] with a width and height above 0"));
            v[i] = number;
        }
        *out = QRectF(v[0], v[1], v[2], v[3]);
        return true;
    }

    bool colour(const QJsonObject &parent, const QString &key, const Path &path, QColor *out)
    {
        QString text;
        if (!string(parent, key, path, &text))
            return false;
        if (!parent.contains(key))
            return true;
        // Only the form FORMAT.md gives: QColor also reads names, #rgb,
        // 12-bit and 16-bit channels and #aarrggbb, which the writer's
        // #rrggbb cannot give back, so the table read again would differ.
        const bool rrggbb = text.size() == 7 && text.front() == u'#'
            && std::all_of(text.cbegin() + 1, text.cend(), [](QChar c) {
                   return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
               });
        const QColor colour = rrggbb ? QColor::fromString(text) : QColor();
        if (!colour.isValid())
            return fail(path, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "\"%1\" is not a colour (use #rrggbb)").arg(text));
        *out = colour;
        return true;
    }
};

Path at(const QString &list, qsizetype index, const QString &field = {})
{
    return Path(list, index, field);
}

QJsonArray pointsToJson(const QPolygonF &polygon)
{
    QJsonArray points;
    for (QPointF p : polygon)
        points.append(QJsonArray{p.x(), p.y()});
    return points;
}

QJsonValue multiplierToJson(double multiplier)
{
    if (std::isinf(multiplier))
        return u"impassable"_s;
    return multiplier;
}

bool readMultiplier(Reader &reader, const QJsonObject &object, const QString &key, const Path &path, double *out)
{
    const QJsonValue value = object.value(key);
    if (value.isString()) {
        if (value.toString() != "impassable"_L1)
            return reader.fail(path, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                                 "must be a number from 1 to 100 or \"impassable\""));
        *out = BadGoingRules::impassable;
        return true;
    }
    return reader.number(object, key, path, out, 1.0, 100.0);
}

bool readSettings(Reader &r, const QJsonObject &root, Scenario &scenario)
{
    QString text;
    if (!r.string(root, u"title"_s, u"title"_s, &text))
        return false;
    scenario.setTitle(text);
    text.clear();
    if (!r.string(root, u"description"_s, u"description"_s, &text))
        return false;
    scenario.setDescription(text);

    RuleSystem system = RuleSystem::None;
    if (!r.choice(root, u"ruleSystem"_s, u"ruleSystem"_s, &system, &ruleSystemFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "rule system")))
        return false;
    scenario.setRuleSystem(system); // sets the system's defaults; the file may override them below

    QJsonObject table;
    if (!r.object(root.value(u"table"_s), u"table"_s, &table))
        return false;
    Length width, height;
    if (!r.length(table, u"width"_s, u"table.width"_s, &width, -maxCoordinate, maxCoordinate, true)
        || !r.length(table, u"height"_s, u"table.height"_s, &height, -maxCoordinate, maxCoordinate, true))
        return false;
    if (const QString problem = validation::tableSize(width, height); !problem.isEmpty())
        return r.fail(u"table"_s, problem);
    scenario.setTableSize(width, height);

    GroundScale scale = scenario.groundScale();
    if (!r.number(root, u"groundScale"_s, u"groundScale"_s, &scale.pacesPerCm, 0.001, 100000.0))
        return false;
    if (root.contains(u"groundScale"_s) && scale.pacesPerCm <= 0.0)
        return r.fail(u"groundScale"_s, QCoreApplication::translate("vedette::table::ScenarioJson", "must be more than zero"));
    scenario.setGroundScale(scale);

    if (root.contains(u"display"_s)) {
        QJsonObject display;
        if (!r.object(root.value(u"display"_s), u"display"_s, &display))
            return false;
        DisplayUnits units = scenario.displayUnits();
        const char *const unitWord = QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "unit");
        if (!r.choice(display, u"primary"_s, u"display.primary"_s, &units.primary, &lengthUnitFromId, unitWord)
            || !r.choice(display, u"secondary"_s, u"display.secondary"_s, &units.secondary, &lengthUnitFromId, unitWord))
            return false;
        if (units.primary == LengthUnit::None)
            return r.fail(u"display.primary"_s, QCoreApplication::translate("vedette::table::ScenarioJson", "must name a unit"));
        scenario.setDisplayUnits(units);
    }

    if (root.contains(u"footprint"_s)) {
        QJsonObject object;
        if (!r.object(root.value(u"footprint"_s), u"footprint"_s, &object))
            return false;
        FootprintSettings settings = scenario.footprintSettings();
        QString style;
        if (!r.string(object, u"style"_s, u"footprint.style"_s, &style))
            return false;
        if (object.contains(u"style"_s)) {
            if (style == "elements"_L1)
                settings.style = FootprintSettings::BaseStyle::Elements;
            else if (style == "stands"_L1)
                settings.style = FootprintSettings::BaseStyle::Stands;
            else
                return r.fail(u"footprint.style"_s, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                                                "must be \"elements\" or \"stands\""));
        }
        if (!r.positiveLength(object, u"elementWidth"_s, u"footprint.elementWidth"_s, &settings.elementWidth)
            || !r.positiveLength(object, u"elementDepth"_s, u"footprint.elementDepth"_s, &settings.elementDepth)
            || !r.length(object, u"doubleLineGap"_s, u"footprint.doubleLineGap"_s, &settings.doubleLineGap, 0.0, 1000.0)
            || !r.length(object, u"columnGap"_s, u"footprint.columnGap"_s, &settings.columnGap, 0.0, 1000.0)
            || !r.length(object, u"artilleryGap"_s, u"footprint.artilleryGap"_s, &settings.artilleryGap, 0.0, 1000.0))
            return false;
        scenario.setFootprintSettings(settings);
    }

    if (root.contains(u"badGoing"_s)) {
        QJsonObject object;
        if (!r.object(root.value(u"badGoing"_s), u"badGoing"_s, &object))
            return false;
        BadGoingRules rules = scenario.badGoingRules();
        if (!r.boolean(object, u"enabled"_s, u"badGoing.enabled"_s, &rules.enabled)
            || !readMultiplier(r, object, u"horseColumn"_s, u"badGoing.horseColumn"_s, &rules.horseColumn)
            || !readMultiplier(r, object, u"horseLine"_s, u"badGoing.horseLine"_s, &rules.horseLine)
            || !readMultiplier(r, object, u"footColumn"_s, u"badGoing.footColumn"_s, &rules.footColumn)
            || !readMultiplier(r, object, u"footLine"_s, u"badGoing.footLine"_s, &rules.footLine)
            || !readMultiplier(r, object, u"limberedArtillery"_s, u"badGoing.limberedArtillery"_s, &rules.limberedArtillery)
            || !readMultiplier(r, object, u"unlimberedArtillery"_s, u"badGoing.unlimberedArtillery"_s,
                               &rules.unlimberedArtillery))
            return false;
        scenario.setBadGoingRules(rules);
    }
    return true;
}

bool readUnit(Reader &r, const QJsonObject &object, qsizetype i, const Scenario &scenario, Unit *unit)
{
    QString text;
    if (!r.id(object, u"id"_s, at(u"units"_s, i, u"id"_s), &text))
        return false;
    unit->setId(text);
    if (!r.id(object, u"side"_s, at(u"units"_s, i, u"side"_s), &text))
        return false;
    unit->setSideId(text);
    text.clear();
    if (!r.string(object, u"name"_s, at(u"units"_s, i, u"name"_s), &text))
        return false;
    unit->setName(text);

    Arm arm = Arm::Foot;
    if (!object.contains(u"arm"_s))
        return r.fail(at(u"units"_s, i, u"arm"_s), QCoreApplication::translate("vedette::table::ScenarioJson", "is missing"));
    if (!r.choice(object, u"arm"_s, at(u"units"_s, i, u"arm"_s), &arm, &armFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "unit type")))
        return false;
    unit->setArm(arm);
    unit->setFormation(defaultFormation(arm));

    HorseWeight weight = unit->horseWeight();
    bool mounted = unit->dragoonsMounted();
    Formation formation = unit->formation();
    if (!r.choice(object, u"horse"_s, at(u"units"_s, i, u"horse"_s), &weight, &horseWeightFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "horse weight"))
        || !r.boolean(object, u"mounted"_s, at(u"units"_s, i, u"mounted"_s), &mounted)
        || !r.choice(object, u"formation"_s, at(u"units"_s, i, u"formation"_s), &formation, &formationFromId,
                     QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "formation")))
        return false;
    if (!formationAllowed(arm, formation))
        return r.fail(at(u"units"_s, i, u"formation"_s),
                      QCoreApplication::translate("vedette::table::ScenarioJson", "%1 cannot be in %2")
                          .arg(armName(arm), formationName(formation).toLower()));
    // Horse weight and mounting only mean something for the arms that ride;
    // elsewhere they are not written either, so they are not kept.
    if (arm == Arm::Horse || arm == Arm::Dragoons)
        unit->setHorseWeight(weight);
    if (arm == Arm::Dragoons)
        unit->setDragoonsMounted(mounted);
    unit->setFormation(formation);

    double x = 0.0, y = 0.0, facing = 0.0;
    // Version 3: a unit with neither "x" nor "y" is not on the table yet.
    const bool onTable = r.version < 3 || object.contains(u"x"_s) || object.contains(u"y"_s);
    if ((onTable
         && (!r.number(object, u"x"_s, at(u"units"_s, i, u"x"_s), &x, -maxCoordinate, maxCoordinate, true)
             || !r.number(object, u"y"_s, at(u"units"_s, i, u"y"_s), &y, -maxCoordinate, maxCoordinate, true)))
        || !r.number(object, u"facing"_s, at(u"units"_s, i, u"facing"_s), &facing, -360.0, 360.0))
        return false;
    unit->setPosition(QPointF(x, y));
    unit->setOnTable(onTable);
    unit->setFacing(facing);

    int strength = unit->strength();
    if (!r.integer(object, u"strength"_s, at(u"units"_s, i, u"strength"_s), &strength, 0, maxStrength))
        return false;
    int starting = object.contains(u"strength"_s) ? strength : unit->startingStrength();
    if (!r.integer(object, u"startingStrength"_s, at(u"units"_s, i, u"startingStrength"_s), &starting, 0, maxStrength))
        return false;
    unit->setStrength(strength);
    unit->setStartingStrength(starting);

    TroopClass troopClass = unit->troopClass();
    if (!r.choice(object, u"class"_s, at(u"units"_s, i, u"class"_s), &troopClass, &troopClassFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "troop class")))
        return false;
    unit->setTroopClass(troopClass);
    int cw = unit->combatWeight();
    int melee = unit->meleeModifier();
    int guns = unit->guns();
    if (!r.integer(object, u"cw"_s, at(u"units"_s, i, u"cw"_s), &cw, -20, 20)
        || !r.integer(object, u"meleeModifier"_s, at(u"units"_s, i, u"meleeModifier"_s), &melee, -20, 20)
        || !r.integer(object, u"guns"_s, at(u"units"_s, i, u"guns"_s), &guns, 0, 1000))
        return false;
    unit->setCombatWeight(cw);
    // Without its own melee modifier a unit fights with its class's (house rule).
    if (object.contains(u"meleeModifier"_s))
        unit->setMeleeModifier(melee);
    unit->setGuns(guns);

    if (object.contains(u"stands"_s)) {
        QJsonObject stands;
        if (!r.object(object.value(u"stands"_s), at(u"units"_s, i, u"stands"_s), &stands))
            return false;
        int count = unit->standCount();
        Length frontage = unit->standFrontage();
        Length depth = unit->standDepth();
        if (!r.integer(stands, u"count"_s, at(u"units"_s, i, u"stands.count"_s), &count, 1, 100)
            || !r.positiveLength(stands, u"frontage"_s, at(u"units"_s, i, u"stands.frontage"_s), &frontage)
            || !r.positiveLength(stands, u"depth"_s, at(u"units"_s, i, u"stands.depth"_s), &depth))
            return false;
        unit->setStandCount(count);
        unit->setStandFrontage(frontage);
        unit->setStandDepth(depth);
    }

    int counters = 0, casualties = 0;
    if (!r.integer(object, u"moraleCounters"_s, at(u"units"_s, i, u"moraleCounters"_s), &counters, 0, 100)
        || !r.integer(object, u"casualties"_s, at(u"units"_s, i, u"casualties"_s), &casualties, 0, maxStrength))
        return false;
    unit->setMoraleCounters(counters);
    unit->setCasualties(casualties);

    QJsonArray markers;
    if (!r.array(object, u"markers"_s, at(u"units"_s, i, u"markers"_s), &markers))
        return false;
    StateMarkers set;
    for (qsizetype m = 0; m < markers.size(); ++m) {
        bool ok = false;
        const StateMarker marker = stateMarkerFromId(markers[m].toString(), &ok);
        if (!markers[m].isString() || !ok)
            return r.fail(at(u"units"_s, i, u"markers"_s).item(m),
                          QCoreApplication::translate("vedette::table::ScenarioJson", "unknown marker \"%1\"")
                              .arg(markers[m].toVariant().toString()));
        set |= marker;
    }
    unit->setMarkers(set);

    Order order = unit->order();
    if (!r.choice(object, u"order"_s, at(u"units"_s, i, u"order"_s), &order, &orderFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "order")))
        return false;
    unit->setOrder(order);
    text.clear();
    if (!r.string(object, u"division"_s, at(u"units"_s, i, u"division"_s), &text))
        return false;
    unit->setDivisionId(text);
    text.clear();
    if (!r.string(object, u"general"_s, at(u"units"_s, i, u"general"_s), &text))
        return false;
    unit->setGeneralId(text);
    QStringList hidden;
    if (!r.sideList(object, u"hiddenFrom"_s, at(u"units"_s, i, u"hiddenFrom"_s), scenario, &hidden))
        return false;
    unit->setHiddenFrom(hidden);
    int cameraMarker = 0;
    if (!r.integer(object, u"cameraMarker"_s, at(u"units"_s, i, u"cameraMarker"_s), &cameraMarker, 0, 999))
        return false;
    unit->setCameraMarker(cameraMarker);
    return true;
}

bool readTerrain(Reader &r, const QJsonObject &object, qsizetype i, Terrain *piece)
{
    QString text;
    if (!r.id(object, u"id"_s, at(u"terrain"_s, i, u"id"_s), &text))
        return false;
    piece->setId(text);
    text.clear();
    if (!r.string(object, u"name"_s, at(u"terrain"_s, i, u"name"_s), &text))
        return false;
    piece->setName(text);
    TerrainType type = TerrainType::Woods;
    if (!object.contains(u"type"_s))
        return r.fail(at(u"terrain"_s, i, u"type"_s), QCoreApplication::translate("vedette::table::ScenarioJson", "is missing"));
    if (!r.choice(object, u"type"_s, at(u"terrain"_s, i, u"type"_s), &type, &terrainTypeFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "terrain type")))
        return false;
    piece->setType(type);
    QPolygonF outline;
    if (!r.polygon(object, u"points"_s, at(u"terrain"_s, i, u"points"_s), &outline))
        return false;
    if (const QString problem = validation::terrainOutline(outline); !problem.isEmpty())
        return r.fail(at(u"terrain"_s, i, u"points"_s), problem);
    piece->setOutline(outline);
    CoverClass cover = piece->cover();
    bool bad = piece->isBadGoing();
    bool impassable = piece->isImpassable();
    Length height = piece->height();
    if (!r.choice(object, u"cover"_s, at(u"terrain"_s, i, u"cover"_s), &cover, &coverClassFromId,
                  QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "cover class"))
        || !r.boolean(object, u"badGoing"_s, at(u"terrain"_s, i, u"badGoing"_s), &bad)
        || !r.boolean(object, u"impassable"_s, at(u"terrain"_s, i, u"impassable"_s), &impassable)
        || !r.length(object, u"height"_s, at(u"terrain"_s, i, u"height"_s), &height, 0.0, 10000.0))
        return false;
    piece->setCover(cover);
    piece->setBadGoing(bad);
    piece->setImpassable(impassable);
    piece->setHeight(height);
    return true;
}

} // namespace

ScenarioJson::ReadResult ScenarioJson::read(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "Not a valid scenario file: %1 at character %2.")
                                  .arg(parseError.errorString()).arg(parseError.offset)};
    if (!document.isObject())
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "Not a valid scenario file: the top level must be an object.")};
    return fromJson(document.object());
}

ScenarioJson::ReadResult ScenarioJson::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson", "Cannot open %1: %2")
                                  .arg(path, file.errorString())};
    // A scenario is a few hundred kB at most; anything far larger is not one.
    if (file.size() > 64 * 1024 * 1024)
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson", "%1 is too large to be a scenario.")
                                  .arg(path)};
    ReadResult result = read(file.readAll());
    if (!result)
        result.errorString = u"%1: %2"_s.arg(path, result.errorString);
    return result;
}

ScenarioJson::ReadResult ScenarioJson::fromJson(const QJsonObject &root)
{
    Reader r;
    if (root.value(u"format"_s).toString() != formatName)
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "Not a Vedette scenario (\"format\" must be \"%1\").")
                                  .arg(formatName)};
    const QJsonValue versionValue = root.value(u"version"_s);
    const double version = versionValue.toDouble(-1.0);
    if (!versionValue.isDouble() || version != std::floor(version) || version < 1.0)
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "version: must be a whole number from 1")};
    if (version > currentVersion)
        return {std::nullopt, QCoreApplication::translate("vedette::table::ScenarioJson",
                                                          "This scenario was written by a newer Vedette (format version %1); "
                                                          "this one reads version %2. Please update Vedette.")
                                  .arg(version).arg(currentVersion)};

    r.version = static_cast<int>(version);
    Scenario scenario;
    if (!readSettings(r, root, scenario))
        return {std::nullopt, r.error};

    QSet<QString> ids; // one namespace for all ids, so references are never ambiguous
    const auto claim = [&](const QString &id, const Path &path) {
        if (ids.contains(id))
            return r.fail(path, QCoreApplication::translate("vedette::table::ScenarioJson", "duplicate id \"%1\"").arg(id));
        ids.insert(id);
        return true;
    };

    QJsonArray list;
    if (!r.array(root, u"sides"_s, u"sides"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        Side side;
        if (!r.object(list[i], at(u"sides"_s, i), &object) || !r.id(object, u"id"_s, at(u"sides"_s, i, u"id"_s), &side.id)
            || !r.string(object, u"name"_s, at(u"sides"_s, i, u"name"_s), &side.name)
            || !r.colour(object, u"colour"_s, at(u"sides"_s, i, u"colour"_s), &side.colour)
            || !r.zone(object, u"deploymentZone"_s, at(u"sides"_s, i, u"deploymentZone"_s), &side.deploymentZone)
            || !claim(side.id, at(u"sides"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        scenario.addSide(side);
    }

    if (!r.array(root, u"generals"_s, u"generals"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        General general;
        if (!r.object(list[i], at(u"generals"_s, i), &object)
            || !r.id(object, u"id"_s, at(u"generals"_s, i, u"id"_s), &general.id)
            || !r.id(object, u"side"_s, at(u"generals"_s, i, u"side"_s), &general.sideId)
            || !r.string(object, u"name"_s, at(u"generals"_s, i, u"name"_s), &general.name)
            || !r.integer(object, u"rating"_s, at(u"generals"_s, i, u"rating"_s), &general.rating, -10, 10)
            || !r.string(object, u"division"_s, at(u"generals"_s, i, u"division"_s), &general.divisionId)
            || !r.boolean(object, u"commanderInChief"_s, at(u"generals"_s, i, u"commanderInChief"_s), &general.commanderInChief)
            || !r.string(object, u"attachedUnit"_s, at(u"generals"_s, i, u"attachedUnit"_s), &general.attachedUnitId)
            || !r.optionalPosition(object, at(u"generals"_s, i), &general.position)
            || !claim(general.id, at(u"generals"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        if (!scenario.side(general.sideId))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"generals"_s, i, u"side"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown side \"%1\"").arg(general.sideId))};
        scenario.addGeneral(general);
    }

    if (!r.array(root, u"units"_s, u"units"_s, &list))
        return {std::nullopt, r.error};
    scenario.reserveUnits(scenario.units().size() + list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        Unit unit;
        if (!r.object(list[i], at(u"units"_s, i), &object) || !readUnit(r, object, i, scenario, &unit)
            || !claim(unit.id(), at(u"units"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        if (!scenario.side(unit.sideId()))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"units"_s, i, u"side"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown side \"%1\"").arg(unit.sideId()))};
        if (!unit.generalId().isEmpty() && !scenario.general(unit.generalId()))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"units"_s, i, u"general"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown general \"%1\"").arg(unit.generalId()))};
        if (const QString problem = validation::unit(unit, scenario); !problem.isEmpty())
            return {std::nullopt, u"%1: %2"_s.arg(at(u"units"_s, i), problem)};
        scenario.addUnit(unit);
    }
    for (qsizetype i = 0; i < scenario.generals().size(); ++i) {
        const General &general = scenario.generals()[i];
        if (!general.attachedUnitId.isEmpty() && !scenario.unit(general.attachedUnitId))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"generals"_s, i, u"attachedUnit"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown unit \"%1\"").arg(general.attachedUnitId))};
        if (const QString problem = validation::general(general, scenario); !problem.isEmpty())
            return {std::nullopt, u"%1: %2"_s.arg(at(u"generals"_s, i, u"attachedUnit"_s), problem)};
    }

    if (!r.array(root, u"terrain"_s, u"terrain"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        Terrain piece;
        if (!r.object(list[i], at(u"terrain"_s, i), &object) || !readTerrain(r, object, i, &piece)
            || !claim(piece.id(), at(u"terrain"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        scenario.addTerrain(piece);
    }

    if (!r.array(root, u"fogZones"_s, u"fogZones"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        FogZone zone;
        if (!r.object(list[i], at(u"fogZones"_s, i), &object)
            || !r.id(object, u"id"_s, at(u"fogZones"_s, i, u"id"_s), &zone.id)
            || !r.string(object, u"owner"_s, at(u"fogZones"_s, i, u"owner"_s), &zone.ownerUnitId)
            || !r.polygon(object, u"points"_s, at(u"fogZones"_s, i, u"points"_s), &zone.outline)
            || !r.integer(object, u"placedBound"_s, at(u"fogZones"_s, i, u"placedBound"_s), &zone.placedBound, 0, 100000)
            || !claim(zone.id, at(u"fogZones"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        if (const QString problem = validation::terrainOutline(zone.outline); !problem.isEmpty())
            return {std::nullopt, u"%1: %2"_s.arg(at(u"fogZones"_s, i, u"points"_s), problem)};
        if (!zone.ownerUnitId.isEmpty() && !scenario.unit(zone.ownerUnitId))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"fogZones"_s, i, u"owner"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown unit \"%1\"").arg(zone.ownerUnitId))};
        scenario.addFogZone(zone);
    }

    if (!r.array(root, u"markers"_s, u"markers"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        Marker marker;
        double x = 0.0, y = 0.0;
        if (!r.object(list[i], at(u"markers"_s, i), &object)
            || !r.id(object, u"id"_s, at(u"markers"_s, i, u"id"_s), &marker.id)
            || !r.choice(object, u"kind"_s, at(u"markers"_s, i, u"kind"_s), &marker.kind, &markerKindFromId,
                         QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "marker kind"))
            || !r.number(object, u"x"_s, at(u"markers"_s, i, u"x"_s), &x, -maxCoordinate, maxCoordinate, true)
            || !r.number(object, u"y"_s, at(u"markers"_s, i, u"y"_s), &y, -maxCoordinate, maxCoordinate, true)
            || !r.string(object, u"unit"_s, at(u"markers"_s, i, u"unit"_s), &marker.unitId)
            || !r.string(object, u"text"_s, at(u"markers"_s, i, u"text"_s), &marker.text)
            || !r.integer(object, u"count"_s, at(u"markers"_s, i, u"count"_s), &marker.count, 0, 1000)
            || !r.sideList(object, u"hiddenFrom"_s, at(u"markers"_s, i, u"hiddenFrom"_s), scenario, &marker.hiddenFrom)
            || !r.boolean(object, u"refereeOnly"_s, at(u"markers"_s, i, u"refereeOnly"_s), &marker.refereeOnly)
            || !claim(marker.id, at(u"markers"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        marker.position = QPointF(x, y);
        if (!marker.unitId.isEmpty() && !scenario.unit(marker.unitId))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"markers"_s, i, u"unit"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown unit \"%1\"").arg(marker.unitId))};
        scenario.addMarker(marker);
    }

    // A messenger's target and a ruler's unit may be gone from the table
    // (routed, removed): the messenger then has no one to reach and the ruler
    // keeps its last point, so neither makes the table unreadable.
    if (!r.array(root, u"messengers"_s, u"messengers"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        Messenger messenger;
        QJsonArray route;
        double x = 0.0, y = 0.0;
        if (!r.object(list[i], at(u"messengers"_s, i), &object)
            || !r.id(object, u"id"_s, at(u"messengers"_s, i, u"id"_s), &messenger.id)
            || !r.id(object, u"side"_s, at(u"messengers"_s, i, u"side"_s), &messenger.sideId)
            || !r.string(object, u"name"_s, at(u"messengers"_s, i, u"name"_s), &messenger.name)
            || !r.string(object, u"fromGeneral"_s, at(u"messengers"_s, i, u"fromGeneral"_s), &messenger.fromGeneralId)
            || !r.string(object, u"target"_s, at(u"messengers"_s, i, u"target"_s), &messenger.targetUnitId)
            || !r.choice(object, u"order"_s, at(u"messengers"_s, i, u"order"_s), &messenger.order, &orderFromId,
                         QT_TRANSLATE_NOOP("vedette::table::ScenarioJson", "order"))
            || !r.number(object, u"x"_s, at(u"messengers"_s, i, u"x"_s), &x, -maxCoordinate, maxCoordinate, true)
            || !r.number(object, u"y"_s, at(u"messengers"_s, i, u"y"_s), &y, -maxCoordinate, maxCoordinate, true)
            || !r.array(object, u"route"_s, at(u"messengers"_s, i, u"route"_s), &route)
            || !r.boolean(object, u"delivered"_s, at(u"messengers"_s, i, u"delivered"_s), &messenger.delivered)
            || !r.boolean(object, u"killed"_s, at(u"messengers"_s, i, u"killed"_s), &messenger.killed)
            || !claim(messenger.id, at(u"messengers"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        messenger.position = QPointF(x, y);
        for (qsizetype p = 0; p < route.size(); ++p) {
            QPointF point;
            if (!r.point(route[p], u"%1[%2]"_s.arg(at(u"messengers"_s, i, u"route"_s)).arg(p), &point))
                return {std::nullopt, r.error};
            messenger.route.append(point);
        }
        if (!scenario.side(messenger.sideId))
            return {std::nullopt, u"%1: %2"_s.arg(at(u"messengers"_s, i, u"side"_s),
                                                  QCoreApplication::translate("vedette::table::ScenarioJson", "unknown side \"%1\"").arg(messenger.sideId))};
        scenario.addMessenger(messenger);
    }

    if (!r.array(root, u"rulers"_s, u"rulers"_s, &list))
        return {std::nullopt, r.error};
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject object;
        PinnedRuler ruler;
        if (!r.object(list[i], at(u"rulers"_s, i), &object)
            || !r.id(object, u"id"_s, at(u"rulers"_s, i, u"id"_s), &ruler.id)
            || !r.rulerEnd(object, u"from"_s, at(u"rulers"_s, i, u"from"_s), &ruler.from)
            || !r.rulerEnd(object, u"to"_s, at(u"rulers"_s, i, u"to"_s), &ruler.to)
            || !r.string(object, u"label"_s, at(u"rulers"_s, i, u"label"_s), &ruler.label)
            || !claim(ruler.id, at(u"rulers"_s, i, u"id"_s)))
            return {std::nullopt, r.error};
        scenario.addRuler(ruler);
    }
    return {std::move(scenario), {}};
}

QJsonObject ScenarioJson::toJson(const Scenario &scenario)
{
    QJsonObject root;
    root[u"format"_s] = QString(formatName);
    root[u"version"_s] = currentVersion;
    root[u"title"_s] = scenario.title();
    if (!scenario.description().isEmpty())
        root[u"description"_s] = scenario.description();
    root[u"ruleSystem"_s] = ruleSystemId(scenario.ruleSystem());
    root[u"table"_s] = QJsonObject{{u"width"_s, scenario.tableWidth().mm()}, {u"height"_s, scenario.tableHeight().mm()}};
    root[u"groundScale"_s] = scenario.groundScale().pacesPerCm;
    root[u"display"_s] = QJsonObject{{u"primary"_s, lengthUnitId(scenario.displayUnits().primary)},
                                     {u"secondary"_s, lengthUnitId(scenario.displayUnits().secondary)}};
    const FootprintSettings &fs = scenario.footprintSettings();
    root[u"footprint"_s] = QJsonObject{
        {u"style"_s, fs.style == FootprintSettings::BaseStyle::Elements ? u"elements"_s : u"stands"_s},
        {u"elementWidth"_s, fs.elementWidth.mm()},
        {u"elementDepth"_s, fs.elementDepth.mm()},
        {u"doubleLineGap"_s, fs.doubleLineGap.mm()},
        {u"columnGap"_s, fs.columnGap.mm()},
        {u"artilleryGap"_s, fs.artilleryGap.mm()}};
    const BadGoingRules &bg = scenario.badGoingRules();
    root[u"badGoing"_s] = QJsonObject{{u"enabled"_s, bg.enabled},
                                      {u"horseColumn"_s, multiplierToJson(bg.horseColumn)},
                                      {u"horseLine"_s, multiplierToJson(bg.horseLine)},
                                      {u"footColumn"_s, multiplierToJson(bg.footColumn)},
                                      {u"footLine"_s, multiplierToJson(bg.footLine)},
                                      {u"limberedArtillery"_s, multiplierToJson(bg.limberedArtillery)},
                                      {u"unlimberedArtillery"_s, multiplierToJson(bg.unlimberedArtillery)}};

    QJsonArray sides;
    for (const Side &side : scenario.sides()) {
        QJsonObject object{{u"id"_s, side.id}, {u"name"_s, side.name}};
        // A side read without a colour stays without one (the view picks a default),
        // so that writing and reading again gives the same scenario.
        if (side.colour.isValid())
            object[u"colour"_s] = side.colour.name();
        if (side.deploymentZone) {
            const QRectF &zone = *side.deploymentZone;
            object[u"deploymentZone"_s] = QJsonArray{zone.x(), zone.y(), zone.width(), zone.height()};
        }
        sides.append(object);
    }
    root[u"sides"_s] = sides;

    QJsonArray generals;
    for (const General &general : scenario.generals()) {
        QJsonObject object{{u"id"_s, general.id}, {u"side"_s, general.sideId}, {u"name"_s, general.name},
                           {u"rating"_s, general.rating}};
        if (!general.divisionId.isEmpty())
            object[u"division"_s] = general.divisionId;
        if (general.commanderInChief)
            object[u"commanderInChief"_s] = true;
        if (!general.attachedUnitId.isEmpty())
            object[u"attachedUnit"_s] = general.attachedUnitId;
        if (general.position) {
            object[u"x"_s] = general.position->x();
            object[u"y"_s] = general.position->y();
        }
        generals.append(object);
    }
    root[u"generals"_s] = generals;

    QJsonArray units;
    for (const Unit &unit : scenario.units()) {
        QJsonObject object{{u"id"_s, unit.id()},
                           {u"side"_s, unit.sideId()},
                           {u"name"_s, unit.name()},
                           {u"arm"_s, armId(unit.arm())},
                           {u"formation"_s, formationId(unit.formation())},
                           {u"x"_s, unit.position().x()},
                           {u"y"_s, unit.position().y()},
                           {u"facing"_s, unit.facing()},
                           {u"strength"_s, unit.strength()},
                           {u"startingStrength"_s, unit.startingStrength()},
                           {u"class"_s, troopClassId(unit.troopClass())},
                           {u"cw"_s, unit.combatWeight()},
                           {u"stands"_s, QJsonObject{{u"count"_s, unit.standCount()},
                                                     {u"frontage"_s, unit.standFrontage().mm()},
                                                     {u"depth"_s, unit.standDepth().mm()}}},
                           {u"order"_s, orderId(unit.order())}};
        if (unit.hasOwnMeleeModifier())
            object[u"meleeModifier"_s] = unit.meleeModifier();
        if (unit.guns() > 0)
            object[u"guns"_s] = unit.guns();
        if (!unit.isOnTable()) {
            object.remove(u"x"_s);
            object.remove(u"y"_s);
        }
        if (unit.arm() == Arm::Horse || unit.arm() == Arm::Dragoons)
            object[u"horse"_s] = horseWeightId(unit.horseWeight());
        if (unit.arm() == Arm::Dragoons)
            object[u"mounted"_s] = unit.dragoonsMounted();
        if (unit.moraleCounters() != 0)
            object[u"moraleCounters"_s] = unit.moraleCounters();
        if (unit.casualties() != 0)
            object[u"casualties"_s] = unit.casualties();
        if (unit.markers())
            object[u"markers"_s] = QJsonArray::fromStringList(stateMarkerIds(unit.markers()));
        if (!unit.divisionId().isEmpty())
            object[u"division"_s] = unit.divisionId();
        if (!unit.generalId().isEmpty())
            object[u"general"_s] = unit.generalId();
        if (!unit.hiddenFrom().isEmpty())
            object[u"hiddenFrom"_s] = QJsonArray::fromStringList(unit.hiddenFrom());
        if (unit.cameraMarker() != 0)
            object[u"cameraMarker"_s] = unit.cameraMarker();
        units.append(object);
    }
    root[u"units"_s] = units;

    QJsonArray terrain;
    for (const Terrain &piece : scenario.terrain()) {
        QJsonObject object{{u"id"_s, piece.id()},
                           {u"type"_s, terrainTypeId(piece.type())},
                           {u"points"_s, pointsToJson(piece.outline())},
                           {u"cover"_s, coverClassId(piece.cover())},
                           {u"badGoing"_s, piece.isBadGoing()},
                           {u"impassable"_s, piece.isImpassable()}};
        if (!piece.name().isEmpty())
            object[u"name"_s] = piece.name();
        if (piece.height().mm() != 0.0)
            object[u"height"_s] = piece.height().mm();
        terrain.append(object);
    }
    root[u"terrain"_s] = terrain;

    QJsonArray zones;
    for (const FogZone &zone : scenario.fogZones()) {
        zones.append(QJsonObject{{u"id"_s, zone.id},
                                 {u"owner"_s, zone.ownerUnitId},
                                 {u"points"_s, pointsToJson(zone.outline)},
                                 {u"placedBound"_s, zone.placedBound}});
    }
    root[u"fogZones"_s] = zones;

    QJsonArray markers;
    for (const Marker &marker : scenario.markers()) {
        QJsonObject object{{u"id"_s, marker.id},
                           {u"kind"_s, markerKindId(marker.kind)},
                           {u"x"_s, marker.position.x()},
                           {u"y"_s, marker.position.y()},
                           {u"count"_s, marker.count}};
        if (!marker.unitId.isEmpty())
            object[u"unit"_s] = marker.unitId;
        if (!marker.text.isEmpty())
            object[u"text"_s] = marker.text;
        if (!marker.hiddenFrom.isEmpty())
            object[u"hiddenFrom"_s] = QJsonArray::fromStringList(marker.hiddenFrom);
        if (marker.refereeOnly)
            object[u"refereeOnly"_s] = true;
        markers.append(object);
    }
    root[u"markers"_s] = markers;

    // Written only when there are some, so a table without them reads the
    // same in a Vedette that knows neither.
    if (!scenario.messengers().isEmpty()) {
        QJsonArray messengers;
        for (const Messenger &messenger : scenario.messengers()) {
            QJsonObject object{{u"id"_s, messenger.id},
                               {u"side"_s, messenger.sideId},
                               {u"order"_s, orderId(messenger.order)},
                               {u"x"_s, messenger.position.x()},
                               {u"y"_s, messenger.position.y()},
                               {u"route"_s, pointsToJson(QPolygonF(messenger.route))}};
            if (!messenger.name.isEmpty())
                object[u"name"_s] = messenger.name;
            if (!messenger.fromGeneralId.isEmpty())
                object[u"fromGeneral"_s] = messenger.fromGeneralId;
            if (!messenger.targetUnitId.isEmpty())
                object[u"target"_s] = messenger.targetUnitId;
            if (messenger.delivered)
                object[u"delivered"_s] = true;
            if (messenger.killed)
                object[u"killed"_s] = true;
            messengers.append(object);
        }
        root[u"messengers"_s] = messengers;
    }
    if (!scenario.rulers().isEmpty()) {
        const auto endToJson = [](const RulerEnd &end) {
            QJsonObject object{{u"x"_s, end.point.x()}, {u"y"_s, end.point.y()}};
            if (end.onUnit())
                object[u"unit"_s] = end.unitId;
            return object;
        };
        QJsonArray rulers;
        for (const PinnedRuler &ruler : scenario.rulers()) {
            QJsonObject object{{u"id"_s, ruler.id}, {u"from"_s, endToJson(ruler.from)}, {u"to"_s, endToJson(ruler.to)}};
            if (!ruler.label.isEmpty())
                object[u"label"_s] = ruler.label;
            rulers.append(object);
        }
        root[u"rulers"_s] = rulers;
    }
    return root;
}

QByteArray ScenarioJson::write(const Scenario &scenario)
{
    return QJsonDocument(toJson(scenario)).toJson(QJsonDocument::Indented);
}

bool ScenarioJson::writeFile(const Scenario &scenario, const QString &path, QString *errorString)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (errorString)
            *errorString = file.errorString();
        return false;
    }
    file.write(write(scenario));
    if (!file.commit()) {
        if (errorString)
            *errorString = file.errorString();
        return false;
    }
    return true;
}

} // namespace vedette::table
