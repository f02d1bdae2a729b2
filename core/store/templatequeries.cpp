#include "templatequeries.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include "table/unittypes.h"
#include "table/templatejson.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

UnitTemplate templateFrom(const QSqlQuery &query)
{
    UnitTemplate unitTemplate;
    unitTemplate.id = query.value(0).toLongLong();
    unitTemplate.kind = query.value(1).toString();
    unitTemplate.ruleSystem = query.value(2).toString();
    unitTemplate.name = query.value(3).toString();
    unitTemplate.data = objectFrom(query.value(4));
    unitTemplate.created = timeFromText(query.value(5).toString());
    return unitTemplate;
}

const QString templateColumns = u"id, kind, rule_system, name, data, created"_s;

} // namespace

TemplateQueries::TemplateQueries(CampaignFile &file)
    : mFile(file)
{
}

std::optional<qint64> TemplateQueries::save(const UnitTemplate &unitTemplate)
{
    using Error = CampaignStore::Error;
    mFile.clearError();
    if (!mFile.writable())
        return std::nullopt;
    if (unitTemplate.name.trimmed().isEmpty()) {
        mFile.fail(Error::Invalid, Tr::tr("A template needs a name."));
        return std::nullopt;
    }
    if (unitTemplate.kind != u"unit"_s && unitTemplate.kind != u"division"_s) {
        mFile.fail(Error::Invalid, Tr::tr("A template is of a unit or of a division, not \"%1\".").arg(unitTemplate.kind));
        return std::nullopt;
    }
    bool known = false;
    table::ruleSystemFromId(unitTemplate.ruleSystem, &known);
    if (!known) {
        mFile.fail(Error::Invalid, Tr::tr("Unknown rule system \"%1\".").arg(unitTemplate.ruleSystem));
        return std::nullopt;
    }
    // What could not be read back is not kept.
    const table::TemplateJson::ReadResult read = table::TemplateJson::read(unitTemplate.data);
    if (!read) {
        mFile.fail(Error::Invalid, Tr::tr("The template cannot be saved: %1").arg(read.errorString));
        return std::nullopt;
    }
    if (read.contents->units.isEmpty()) {
        mFile.fail(Error::Invalid, Tr::tr("A template holds at least one unit."));
        return std::nullopt;
    }
    QSqlQuery query(mFile.db());
    if (unitTemplate.id == 0) {
        query.prepare(mFile.dialect().insertGivingId(u"INSERT INTO template (kind, rule_system, name, data, created) VALUES (?, ?, ?, ?, ?)"_s));
    } else {
        query.prepare(u"UPDATE template SET kind = ?, rule_system = ?, name = ?, data = ? WHERE id = ?"_s);
    }
    query.addBindValue(unitTemplate.kind);
    query.addBindValue(unitTemplate.ruleSystem);
    query.addBindValue(unitTemplate.name.trimmed());
    query.addBindValue(jsonText(unitTemplate.data));
    query.addBindValue(unitTemplate.id == 0 ? QVariant(nowText()) : QVariant(unitTemplate.id));
    if (!query.exec()) {
        mFile.failQuery(query);
        return std::nullopt;
    }
    if (unitTemplate.id != 0) {
        if (query.numRowsAffected() != 1) {
            mFile.fail(Error::Invalid, Tr::tr("There is no template %1 in this campaign.").arg(unitTemplate.id));
            return std::nullopt;
        }
        return unitTemplate.id;
    }
    return mFile.insertedId(query);
}

QList<UnitTemplate> TemplateQueries::list(const QString &ruleSystem, const QString &kind) const
{
    QList<UnitTemplate> result;
    if (!mFile.readable())
        return result;
    QSqlQuery query(mFile.db());
    if (mFile.run(query,
                  u"SELECT %1 FROM template WHERE (? = '' OR rule_system = ?) AND (? = '' OR kind = ?) ORDER BY %2, id"_s.arg(
                      templateColumns, mFile.dialect().caseless(u"name"_s)),
                  {text(ruleSystem), text(ruleSystem), text(kind), text(kind)})) {
        while (query.next())
            result.append(templateFrom(query));
    }
    return result;
}

std::optional<UnitTemplate> TemplateQueries::get(qint64 templateId) const
{
    if (!mFile.readable())
        return std::nullopt;
    QSqlQuery query(mFile.db());
    if (mFile.run(query, u"SELECT %1 FROM template WHERE id = ?"_s.arg(templateColumns), {templateId}) && query.next())
        return templateFrom(query);
    return std::nullopt;
}

bool TemplateQueries::remove(qint64 templateId)
{
    using Error = CampaignStore::Error;
    mFile.clearError();
    if (!mFile.writable())
        return false;
    QSqlQuery query(mFile.db());
    query.prepare(u"DELETE FROM template WHERE id = ?"_s);
    query.addBindValue(templateId);
    if (!query.exec())
        return mFile.failQuery(query);
    if (query.numRowsAffected() != 1)
        return mFile.fail(Error::Invalid, Tr::tr("There is no template %1 in this campaign.").arg(templateId));
    return true;
}

} // namespace vedette::store
