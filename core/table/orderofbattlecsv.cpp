// Why one file of ~840 lines: the order-of-battle CSV is one format (its own
// small RFC 4180 tokenizer included), read and written here as a pair. The
// reader (columns, cells, every bad cell named by line and column, the error
// cap) and the writer share the column table; splitting them would put the
// table in a third file and make a change of column a change in three places.

#include "orderofbattlecsv.h"

#include "unitdefaults.h"
#include "validation.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStringDecoder>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::table {

namespace {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::table::OrderOfBattleCsv)
};

// Column names as the header spells them (lower case, "_" between words).
const QString cSide = u"side"_s;
const QString cDivision = u"division"_s;
const QString cName = u"name"_s;
const QString cArm = u"arm"_s;
const QString cId = u"id"_s;
const QString cGeneral = u"general"_s;
const QString cRating = u"general_rating"_s;
const QString cChief = u"commander_in_chief"_s;
const QString cHorse = u"horse"_s;
const QString cMounted = u"mounted"_s;
const QString cClass = u"class"_s;
const QString cCw = u"cw"_s;
const QString cMelee = u"melee_modifier"_s;
const QString cStrength = u"strength"_s;
const QString cGuns = u"guns"_s;
const QString cFormation = u"formation"_s;
const QString cStands = u"stands"_s;
const QString cFrontage = u"frontage_mm"_s;
const QString cDepth = u"depth_mm"_s;
const QString cOrder = u"order"_s;

const QString generalArm = u"general"_s;
constexpr qsizetype maxCells = 1000;

// A cell of the file: its text and whether it was in quotes (quoted text is
// kept as written; bare text loses the spaces round it).
struct Cell
{
    QString text;
    bool quoted = false;
};

struct Record
{
    int line = 0; // where the record starts, 1 = the header
    QList<Cell> cells;
};

// Splits the text into records (RFC 4180 quoting: "" inside quotes is one
// quote; quoted cells may hold separators and line breaks).
bool tokenize(const QString &text, QChar separator, QList<Record> *records, QString *error)
{
    Record record;
    Cell cell;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool afterQuote = false; // the closing quote of a quoted cell was read
    const qsizetype n = text.size();
    const auto endCell = [&] {
        if (!cell.quoted)
            cell.text = cell.text.trimmed();
        record.cells.append(cell);
        cell = Cell();
        afterQuote = false;
    };
    const auto endRecord = [&](int nextLine) {
        endCell();
        records->append(record);
        record = Record();
        record.line = nextLine;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    cell.text += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n' || (c == u'\r' && !(i + 1 < n && text.at(i + 1) == u'\n')))
                    ++line;
                cell.text += c;
            }
            continue;
        }
        if (c == separator) {
            endCell();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            endRecord(line);
        } else if (afterQuote) {
            if (!c.isSpace()) {
                *error = Tr::tr("line %1: text after the closing quote of a cell").arg(line);
                return false;
            }
        } else if (c == u'"' && cell.text.trimmed().isEmpty()) {
            cell.text.clear();
            cell.quoted = true;
            inQuotes = true;
        } else {
            cell.text += c;
        }
        if (records->size() > OrderOfBattleCsv::maxRows) {
            *error = Tr::tr("The file has more than %1 rows.").arg(OrderOfBattleCsv::maxRows);
            return false;
        }
        // A row of an order of battle has a score of cells, not thousands.
        if (record.cells.size() > maxCells) {
            *error = Tr::tr("line %1: more than %2 cells").arg(record.line).arg(maxCells);
            return false;
        }
    }
    if (inQuotes) {
        *error = Tr::tr("line %1: a quote is opened and never closed").arg(record.line);
        return false;
    }
    endRecord(line);
    return true;
}

// The separator is the one of comma and semicolon the header uses more
// (outside quotes); a header of one column is read with commas.
QChar detectSeparator(const QString &text)
{
    int commas = 0;
    int semicolons = 0;
    bool inQuotes = false;
    for (const QChar c : text) {
        if (c == u'"')
            inQuotes = !inQuotes;
        else if (!inQuotes && (c == u'\n' || c == u'\r'))
            break;
        else if (!inQuotes && c == u',')
            ++commas;
        else if (!inQuotes && c == u';')
            ++semicolons;
    }
    return semicolons > commas ? u';' : u',';
}

QString headerKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    key.replace(u' ', u'_');
    key.replace(u'-', u'_');
    return key;
}

// "single line", "Single-Line" and "single_line" all read as "single-line".
QString choiceKey(const QString &text)
{
    QString key = text.trimmed().toLower();
    key.replace(u' ', u'-');
    key.replace(u'_', u'-');
    return key;
}

bool idUsed(const Scenario &scenario, const QString &id)
{
    return scenario.unit(id) || scenario.side(id) || scenario.general(id) || scenario.terrainPiece(id)
        || scenario.fogZone(id) || scenario.marker(id) || scenario.messenger(id) || scenario.ruler(id);
}

struct Row
{
    int line = 0;
    bool general = false;
    QString side;
    QString division;
    QString name;
    QString id; // as given (empty: made from the name)
    QString generalRef;
    bool failed = false; // a cell of it was refused
    Unit unit;
    General officer;
};

// Reads the cells of one row, collecting every problem.
class RowReader
{
public:
    RowReader(const QHash<QString, qsizetype> &columns, const Record &record, QChar separator, QStringList *errors)
        : mColumns(columns)
        , mRecord(record)
        , mSeparator(separator)
        , mErrors(errors)
    {
    }

    bool has(const QString &column) const { return !text(column).isEmpty(); }

    QString text(const QString &column) const
    {
        const qsizetype index = mColumns.value(column, -1);
        return index < 0 || index >= mRecord.cells.size() ? QString() : mRecord.cells[index].text;
    }

    void fail(const QString &column, const QString &message)
    {
        mErrors->append(Tr::tr("line %1, %2: %3").arg(mRecord.line).arg(column, message));
        mFailed = true;
    }
    bool failed() const { return mFailed; }

    QString required(const QString &column)
    {
        const QString value = text(column);
        if (value.isEmpty())
            fail(column, Tr::tr("must not be empty"));
        return value;
    }

    void integer(const QString &column, int minimum, int maximum, int *out)
    {
        if (!has(column))
            return;
        static const QRegularExpression whole(u"^[+-]?[0-9]{1,9}$"_s);
        const QString value = text(column);
        const int number = value.toInt();
        if (!whole.match(value).hasMatch() || number < minimum || number > maximum) {
            fail(column, Tr::tr("must be a whole number from %1 to %2").arg(minimum).arg(maximum));
            return;
        }
        *out = number;
    }

    void number(const QString &column, double minimum, double maximum, double *out)
    {
        if (!has(column))
            return;
        QString value = text(column);
        // A semicolon file is usually a spreadsheet where the comma is the decimal point.
        if (mSeparator == u';')
            value.replace(u',', u'.');
        static const QRegularExpression decimal(u"^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)([eE][+-]?[0-9]{1,3})?$"_s);
        bool ok = false;
        const double number = QLocale::c().toDouble(value, &ok);
        if (!decimal.match(value).hasMatch() || !ok || !std::isfinite(number) || number < minimum || number > maximum) {
            fail(column, Tr::tr("must be a number from %1 to %2").arg(minimum).arg(maximum));
            return;
        }
        *out = number;
    }

    void boolean(const QString &column, bool *out)
    {
        if (!has(column))
            return;
        const QString value = text(column).toLower();
        if (value == "yes"_L1 || value == "true"_L1 || value == "y"_L1 || value == "1"_L1)
            *out = true;
        else if (value == "no"_L1 || value == "false"_L1 || value == "n"_L1 || value == "0"_L1)
            *out = false;
        else
            fail(column, Tr::tr("must be yes or no"));
    }

    template<typename Enum>
    void choice(const QString &column, Enum (*fromId)(QStringView, bool *), const QStringList &ids, Enum *out)
    {
        if (!has(column))
            return;
        bool ok = false;
        const Enum value = fromId(choiceKey(text(column)), &ok);
        if (!ok) {
            fail(column, Tr::tr("must be one of: %1").arg(ids.join(u", "_s)));
            return;
        }
        *out = value;
    }

    // A column a row of this kind leaves empty.
    void empty(const QString &column, const QString &why)
    {
        if (has(column))
            fail(column, why);
    }

private:
    const QHash<QString, qsizetype> &mColumns;
    const Record &mRecord;
    QChar mSeparator;
    QStringList *mErrors;
    bool mFailed = false;
};

template<typename Enum>
QStringList idsOf(const QList<Enum> &values, QString (*id)(Enum))
{
    QStringList ids;
    for (Enum value : values)
        ids.append(id(value));
    return ids;
}

Row readRow(RowReader &r, int line, RuleSystem system)
{
    Row row;
    row.line = line;
    row.side = r.required(cSide);
    row.division = r.text(cDivision);
    row.name = r.required(cName);
    row.id = r.text(cId);
    const QString arm = choiceKey(r.text(cArm));
    bool armOk = false;
    const Arm unitArm = armFromId(arm, &armOk);
    if (arm.isEmpty()) {
        r.fail(cArm, Tr::tr("must not be empty"));
        return row;
    }
    if (arm == generalArm) {
        row.general = true;
        const QString why = Tr::tr("must be empty on a general's row");
        for (const QString &column : {cGeneral, cHorse, cMounted, cClass, cCw, cMelee, cStrength, cGuns, cFormation, cStands,
                                      cFrontage, cDepth, cOrder})
            r.empty(column, why);
        int rating = 0;
        r.integer(cRating, UnitDefaults::minimumRating(system), UnitDefaults::maximumRating(system), &rating);
        bool chief = false;
        r.boolean(cChief, &chief);
        row.officer.name = row.name;
        row.officer.rating = rating;
        row.officer.divisionId = row.division;
        row.officer.commanderInChief = chief;
        return row;
    }
    if (!armOk) {
        QStringList arms = idsOf(allArms(), &armId);
        arms.append(generalArm);
        r.fail(cArm, Tr::tr("must be one of: %1").arg(arms.join(u", "_s)));
        return row;
    }
    const QString onlyGenerals = Tr::tr("only a general's row (arm general) has this");
    r.empty(cRating, onlyGenerals);
    r.empty(cChief, onlyGenerals);

    Unit unit = UnitDefaults::unit(system, unitArm);
    unit.setName(row.name);
    unit.setDivisionId(row.division);
    unit.setOnTable(false);

    HorseWeight weight = unit.horseWeight();
    if (unitArm == Arm::Horse || unitArm == Arm::Dragoons)
        r.choice(cHorse, &horseWeightFromId, {horseWeightId(HorseWeight::Light), horseWeightId(HorseWeight::Heavy)},
                 &weight);
    else
        r.empty(cHorse, Tr::tr("only horse and dragoons have a horse weight"));
    unit.setHorseWeight(weight);
    bool mounted = unit.dragoonsMounted();
    if (unitArm == Arm::Dragoons)
        r.boolean(cMounted, &mounted);
    else
        r.empty(cMounted, Tr::tr("only dragoons mount and dismount"));
    unit.setDragoonsMounted(mounted);

    TroopClass troopClass = unit.troopClass();
    r.choice(cClass, &troopClassFromId, idsOf(allTroopClasses(), &troopClassId), &troopClass);
    unit.setTroopClass(troopClass); // the class's CW and melee modifier, unless given below
    int cw = unit.combatWeight();
    r.integer(cCw, UnitDefaults::minimumCombatWeight, UnitDefaults::maximumCombatWeight, &cw);
    unit.setCombatWeight(cw);
    int melee = unit.meleeModifier();
    r.integer(cMelee, UnitDefaults::minimumMeleeModifier, UnitDefaults::maximumMeleeModifier, &melee);
    unit.setMeleeModifier(melee);

    int strength = unit.strength();
    r.integer(cStrength, UnitDefaults::minimumStrength, UnitDefaults::maximumStrength, &strength);
    unit.setStrength(strength);
    unit.setStartingStrength(strength);
    // Artillery: the number of guns beside its crew (display only; Brown's
    // mass compares the men of `strength`).
    int guns = unit.guns();
    if (unitArm == Arm::Artillery)
        r.integer(cGuns, 0, 1000, &guns);
    else
        r.empty(cGuns, Tr::tr("only artillery has guns"));
    unit.setGuns(guns);

    Formation formation = unit.formation();
    QStringList formations;
    for (Formation f : allFormations())
        if (formationAllowed(unitArm, f))
            formations.append(formationId(f));
    r.choice(cFormation, &formationFromId, formations, &formation);
    if (!formationAllowed(unitArm, formation))
        r.fail(cFormation, Tr::tr("%1 must be one of: %2").arg(armName(unitArm), formations.join(u", "_s)));
    else if (unitArm == Arm::Dragoons && !mounted && formation != Formation::SingleLine)
        // RULES.md §2: while dismounted they are always in single line.
        r.fail(cFormation, Tr::tr("dismounted dragoons are always in single-line (mounted yes for another formation)"));
    else
        unit.setFormation(formation);

    int stands = unit.standCount();
    r.integer(cStands, UnitDefaults::minimumStands, UnitDefaults::maximumStands, &stands);
    unit.setStandCount(stands);
    double frontage = unit.standFrontage().mm();
    r.number(cFrontage, UnitDefaults::minimumStandMm, UnitDefaults::maximumStandMm, &frontage);
    unit.setStandFrontage(Length::fromMm(frontage));
    double depth = unit.standDepth().mm();
    r.number(cDepth, UnitDefaults::minimumStandMm, UnitDefaults::maximumStandMm, &depth);
    unit.setStandDepth(Length::fromMm(depth));

    Order order = unit.order();
    r.choice(cOrder, &orderFromId, {orderId(Order::Advance), orderId(Order::Hold), orderId(Order::Retreat)}, &order);
    unit.setOrder(order);
    row.generalRef = r.text(cGeneral);
    row.unit = unit;
    return row;
}

const QStringList sidePalette{u"#b03a2e"_s, u"#2e4a8c"_s, u"#3d7a3a"_s, u"#c9a227"_s, u"#6a3d8c"_s, u"#4f5b62"_s};

QString numberText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString quoted(const QString &cell)
{
    const bool needs = cell.contains(u',') || cell.contains(u';') || cell.contains(u'"') || cell.contains(u'\n')
        || cell.contains(u'\r') || (!cell.isEmpty() && (cell.front().isSpace() || cell.back().isSpace()));
    if (!needs)
        return cell;
    QString escaped = cell;
    escaped.replace(u"\""_s, u"\"\""_s);
    return u'"' + escaped + u'"';
}

// At most maxErrors problems, then how many more there were.
void capErrors(QStringList &errors)
{
    const qsizetype most = OrderOfBattleCsv::maxErrors;
    if (errors.size() <= most)
        return;
    const qsizetype more = errors.size() - most;
    errors = errors.mid(0, most);
    errors.append(QCoreApplication::translate("vedette::table::OrderOfBattleCsv", "… and %n more problem(s).", nullptr,
                                              int(more)));
}

} // namespace

const QStringList &OrderOfBattleCsv::columns()
{
    static const QStringList list{cSide,  cDivision, cName,    cArm,      cId,       cGeneral, cRating,
                                  cChief, cHorse,    cMounted, cClass,    cCw,       cMelee,   cStrength,
                                  cGuns, cFormation, cStands, cFrontage, cDepth, cOrder};
    return list;
}

const QStringList &OrderOfBattleCsv::requiredColumns()
{
    static const QStringList list{cSide, cDivision, cName, cArm};
    return list;
}

QString OrderOfBattleCsv::idFor(const QString &name, const QString &fallback, const Scenario &scenario,
                                const QSet<QString> &taken)
{
    QString slug;
    bool dash = false;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber()) {
            if (dash && !slug.isEmpty())
                slug += u'-';
            slug += c;
            dash = false;
        } else {
            dash = true;
        }
    }
    if (slug.isEmpty())
        slug = fallback;
    const auto free = [&](const QString &id) { return !taken.contains(id) && !idUsed(scenario, id); };
    if (free(slug))
        return slug;
    for (int n = 2;; ++n) {
        const QString id = u"%1-%2"_s.arg(slug).arg(n);
        if (free(id))
            return id;
    }
}

OrderOfBattleCsv::ReadResult OrderOfBattleCsv::read(const QByteArray &csv, const Scenario &base)
{
    ReadResult result;
    const auto refuse = [&](const QString &message) {
        result.errors = {message};
        return result;
    };
    if (csv.size() > maxBytes)
        return refuse(Tr::tr("The file is larger than %1 MB; an order of battle is far smaller.").arg(maxBytes / (1024 * 1024)));
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(csv);
    if (decoder.hasError())
        return refuse(Tr::tr("The file is not UTF-8 text; save it from the spreadsheet as \"CSV UTF-8\"."));
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    if (text.contains(QChar(0)))
        return refuse(Tr::tr("The file is not text (it holds a NUL character)."));

    const QChar separator = detectSeparator(text);
    QList<Record> records;
    QString error;
    if (!tokenize(text, separator, &records, &error))
        return refuse(error);
    // Blank lines (and a spreadsheet's rows of empty cells) are no rows.
    records.removeIf([](const Record &record) {
        return std::all_of(record.cells.cbegin(), record.cells.cend(), [](const Cell &c) { return c.text.isEmpty(); });
    });
    if (records.isEmpty())
        return refuse(Tr::tr("The file is empty; the first row must name the columns (%1).").arg(requiredColumns().join(u", "_s)));

    // The header.
    const Record &header = records.constFirst();
    QHash<QString, qsizetype> columnIndex;
    QStringList &errors = result.errors;
    for (qsizetype i = 0; i < header.cells.size(); ++i) {
        const QString key = headerKey(header.cells[i].text);
        if (key.isEmpty() && i == header.cells.size() - 1)
            continue; // a trailing separator
        if (!columns().contains(key))
            errors.append(Tr::tr("line %1: unknown column \"%2\" (the columns are: %3)")
                              .arg(header.line).arg(header.cells[i].text, columns().join(u", "_s)));
        else if (columnIndex.contains(key))
            errors.append(Tr::tr("line %1: the column \"%2\" is there twice").arg(header.line).arg(key));
        else
            columnIndex.insert(key, i);
    }
    for (const QString &column : requiredColumns())
        if (!columnIndex.contains(column))
            errors.append(Tr::tr("line %1: the column \"%2\" is missing").arg(header.line).arg(column));
    // A header of many unknown columns is named at most maxErrors times, too.
    capErrors(errors);
    if (!errors.isEmpty())
        return result;

    // The cells of each row, every problem of every row.
    const RuleSystem system = base.ruleSystem();
    QList<Row> rows;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const Record &record = records[r];
        qsizetype used = record.cells.size();
        while (used > 0 && record.cells[used - 1].text.isEmpty())
            --used;
        if (used > header.cells.size()) {
            errors.append(Tr::tr("line %1: %2, but the header names %n column(s)", nullptr, int(header.cells.size()))
                              .arg(QString::number(record.line), Tr::tr("%n value(s)", nullptr, int(used))));
            continue;
        }
        RowReader reader(columnIndex, record, separator, &errors);
        // A bad row still names its id, side and general, so that the rows
        // referring to it are not refused for it too.
        rows.append(readRow(reader, record.line, system));
        rows.last().failed = reader.failed();
    }

    // Ids: those given first (each once, none already in the battle), then
    // made from the names.
    QSet<QString> taken;
    QHash<QString, int> givenAt;
    for (const Row &row : std::as_const(rows)) {
        if (row.id.isEmpty())
            continue;
        if (givenAt.contains(row.id))
            errors.append(Tr::tr("line %1, id: \"%2\" is already used on line %3").arg(row.line).arg(row.id).arg(givenAt[row.id]));
        else if (idUsed(base, row.id))
            errors.append(Tr::tr("line %1, id: \"%2\" is already used in this battle").arg(row.line).arg(row.id));
        else
            givenAt.insert(row.id, row.line);
        taken.insert(row.id);
    }

    Scenario scenario = base;
    // Sides: matched by id or by name (any case), else new, in the order met.
    QHash<QString, QString> sideOf; // cell text -> side id
    for (const Row &row : std::as_const(rows)) {
        if (sideOf.contains(row.side))
            continue;
        QString id;
        for (const Side &side : scenario.sides()) {
            if (side.id == row.side || side.name.compare(row.side, Qt::CaseInsensitive) == 0) {
                id = side.id;
                break;
            }
        }
        if (id.isEmpty()) {
            id = idFor(row.side, u"side"_s, scenario, taken);
            taken.insert(id);
            const QColor colour = QColor::fromString(sidePalette[scenario.sides().size() % sidePalette.size()]);
            scenario.addSide({id, row.side, colour});
        }
        sideOf.insert(row.side, id);
    }

    // Generals before units: units name the general with them.
    QList<Row *> generalRows;
    for (Row &row : rows) {
        if (!row.general)
            continue;
        row.officer.id = row.id.isEmpty() ? idFor(row.name, u"general"_s, scenario, taken) : row.id;
        taken.insert(row.officer.id);
        row.officer.sideId = sideOf.value(row.side);
        generalRows.append(&row);
    }
    for (Row &row : rows) {
        if (row.general)
            continue;
        row.unit.setId(row.id.isEmpty() ? idFor(row.name, u"unit"_s, scenario, taken) : row.id);
        taken.insert(row.unit.id());
        row.unit.setSideId(sideOf.value(row.side));
    }
    QList<General> generals;
    for (const Row *row : std::as_const(generalRows))
        generals.append(row->officer);
    for (const General &general : scenario.generals())
        generals.append(general);

    // A unit's general: his id, or his name when only one general has it.
    QHash<QString, int> withUnitAt; // general id -> line of the unit he is with
    for (Row &row : rows) {
        // A row already refused is not checked further: its own problem is the one to fix.
        if (row.general || row.generalRef.isEmpty() || row.failed)
            continue;
        General *found = nullptr;
        int byName = 0;
        for (General &general : generals) {
            if (general.id == row.generalRef) {
                found = &general;
                byName = 1;
                break;
            }
            if (general.name.compare(row.generalRef, Qt::CaseInsensitive) == 0) {
                found = &general;
                ++byName;
            }
        }
        if (!found) {
            errors.append(Tr::tr("line %1, general: no general \"%2\" (a row with arm general, by its id or name)")
                              .arg(row.line).arg(row.generalRef));
            continue;
        }
        if (byName > 1) {
            errors.append(Tr::tr("line %1, general: %2 generals are called \"%3\"; give his id").arg(row.line).arg(byName).arg(row.generalRef));
            continue;
        }
        if (found->sideId != row.unit.sideId()) {
            errors.append(Tr::tr("line %1, general: %2 is not of the side %3").arg(row.line).arg(found->name, row.side));
            continue;
        }
        if (withUnitAt.contains(found->id) || !found->attachedUnitId.isEmpty()) {
            errors.append(withUnitAt.contains(found->id)
                              ? Tr::tr("line %1, general: %2 is already with the unit on line %3")
                                    .arg(row.line).arg(found->name).arg(withUnitAt.value(found->id))
                              : Tr::tr("line %1, general: %2 is already with %3")
                                    .arg(row.line).arg(found->name, found->attachedUnitId));
            continue;
        }
        withUnitAt.insert(found->id, row.line);
        found->attachedUnitId = row.unit.id();
        row.unit.setGeneralId(found->id);
    }

    capErrors(errors);
    if (!errors.isEmpty())
        return result;

    for (qsizetype i = 0; i < generalRows.size(); ++i)
        scenario.addGeneral(generals[i]);
    for (qsizetype i = generalRows.size(); i < generals.size(); ++i)
        scenario.updateGeneral(generals[i]);
    for (const Row &row : std::as_const(rows)) {
        if (row.general)
            continue;
        if (const QString problem = validation::unit(row.unit, scenario); !problem.isEmpty()) {
            errors.append(Tr::tr("line %1: %2").arg(row.line).arg(problem));
            continue;
        }
        scenario.addUnit(row.unit);
    }
    if (!errors.isEmpty())
        return result;
    result.scenario = std::move(scenario);
    return result;
}

OrderOfBattleCsv::ReadResult OrderOfBattleCsv::readFile(const QString &path, const Scenario &base)
{
    ReadResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.errors = {Tr::tr("Cannot open %1: %2").arg(path, file.errorString())};
        return result;
    }
    if (file.size() > maxBytes) {
        result.errors = {Tr::tr("%1 is larger than %2 MB; an order of battle is far smaller.").arg(path).arg(maxBytes / (1024 * 1024))};
        return result;
    }
    return read(file.readAll(), base);
}

QByteArray OrderOfBattleCsv::write(const Scenario &scenario)
{
    QStringList lines;
    lines.append(columns().join(u','));
    const auto row = [](const QHash<QString, QString> &cells) {
        QStringList out;
        for (const QString &column : columns())
            out.append(quoted(cells.value(column)));
        return out.join(u',');
    };
    const auto generalRow = [&](const General &general, const QString &sideName) {
        return row({{cSide, sideName},
                    {cDivision, general.divisionId},
                    {cName, general.name},
                    {cArm, generalArm},
                    {cId, general.id},
                    {cRating, QString::number(general.rating)},
                    {cChief, general.commanderInChief ? u"yes"_s : u"no"_s}});
    };
    const auto unitRow = [&](const Unit &unit, const QString &sideName) {
        QString with = scenario.general(unit.generalId()) ? unit.generalId() : QString();
        if (with.isEmpty()) {
            for (const General &general : scenario.generals())
                if (general.attachedUnitId == unit.id())
                    with = general.id;
        }
        QHash<QString, QString> cells{{cSide, sideName},
                                      {cDivision, unit.divisionId()},
                                      {cName, unit.name()},
                                      {cArm, armId(unit.arm())},
                                      {cId, unit.id()},
                                      {cGeneral, with},
                                      {cClass, troopClassId(unit.troopClass())},
                                      {cCw, QString::number(unit.combatWeight())},
                                      {cMelee, QString::number(unit.meleeModifier())},
                                      {cStrength, QString::number(unit.strength())},
                                      {cGuns, unit.guns() > 0 ? QString::number(unit.guns()) : QString()},
                                      {cFormation, formationId(unit.formation())},
                                      {cStands, QString::number(unit.standCount())},
                                      {cFrontage, numberText(unit.standFrontage().mm())},
                                      {cDepth, numberText(unit.standDepth().mm())},
                                      {cOrder, orderId(unit.order())}};
        if (unit.arm() == Arm::Horse || unit.arm() == Arm::Dragoons)
            cells.insert(cHorse, horseWeightId(unit.horseWeight()));
        if (unit.arm() == Arm::Dragoons)
            cells.insert(cMounted, unit.dragoonsMounted() ? u"yes"_s : u"no"_s);
        return row(cells);
    };

    QList<Side> sides = scenario.sides();
    // Units and generals of a side the scenario does not know still go out, under their side's id.
    const auto knownSide = [&](const QString &id) {
        return std::any_of(sides.cbegin(), sides.cend(), [&](const Side &side) { return side.id == id; });
    };
    for (const General &general : scenario.generals())
        if (!knownSide(general.sideId))
            sides.append({general.sideId, general.sideId, {}});
    for (const Unit &unit : scenario.units())
        if (!knownSide(unit.sideId()))
            sides.append({unit.sideId(), unit.sideId(), {}});

    for (const Side &side : std::as_const(sides)) {
        const QString name = side.name.isEmpty() ? side.id : side.name;
        // Divisions in the order their generals come, then those without one
        // in the order their units come.
        QStringList divisions;
        for (const General &general : scenario.generals())
            if (general.sideId == side.id && !general.divisionId.isEmpty() && !divisions.contains(general.divisionId))
                divisions.append(general.divisionId);
        for (const Unit &unit : scenario.units())
            if (unit.sideId() == side.id && !unit.divisionId().isEmpty() && !divisions.contains(unit.divisionId()))
                divisions.append(unit.divisionId());
        for (const General &general : scenario.generals())
            if (general.sideId == side.id && general.divisionId.isEmpty())
                lines.append(generalRow(general, name));
        for (const QString &division : std::as_const(divisions)) {
            for (const General &general : scenario.generals())
                if (general.sideId == side.id && general.divisionId == division)
                    lines.append(generalRow(general, name));
            for (const Unit &unit : scenario.units())
                if (unit.sideId() == side.id && unit.divisionId() == division)
                    lines.append(unitRow(unit, name));
        }
        for (const Unit &unit : scenario.units())
            if (unit.sideId() == side.id && unit.divisionId().isEmpty())
                lines.append(unitRow(unit, name));
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

bool OrderOfBattleCsv::writeFile(const Scenario &scenario, const QString &path, QString *errorString)
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
