#include "campaigncopy.h"

#include "campaignfile.h"
#include "dialect.h"
#include "storevalues.h"

#include <QList>
#include <QPair>
#include <QSqlError>
#include <QSqlField>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace {

// Every table of the schema that holds the campaign, in an order that keeps
// the foreign keys satisfied row by row (the log's `voided_by`, which points
// at later entries, is set after). Not copied: `lease` and `step` (about the
// programs writing the source, not the campaign), and what the engine keeps
// for itself (the stamp, SQLite's search index, rebuilt after).
const QStringList tables{u"campaign"_s, u"scenario"_s, u"battle"_s,   u"side"_s,  u"unit"_s,     u"terrain"_s,
                         u"zone"_s,     u"marker"_s,   u"general"_s,  u"messenger"_s, u"house_rules"_s, u"game"_s,
                         u"play"_s,     u"template"_s, u"journal"_s,  u"journal_actor"_s};

// The tables whose ids are identity columns on a server.
const QStringList identities{u"scenario"_s, u"battle"_s, u"game"_s, u"template"_s, u"journal"_s};

} // namespace

bool CampaignCopy::copyRows(CampaignFile &from, CampaignFile &to)
{
    using Error = CampaignStore::Error;
    if (from.fileVersion() != CampaignStore::schemaVersion()) {
        return to.fail(Error::Invalid, Tr::tr("The campaign %1 is of an older campaign format (%2); open it once in this Vedette "
                                              "to update it, then copy it.")
                                           .arg(from.path())
                                           .arg(from.fileVersion()));
    }
    QList<QPair<qint64, qint64>> voided;
    for (const QString &table : tables) {
        QSqlQuery read(from.db());
        read.setForwardOnly(true);
        // Rows in id order where there is one: a battle carried from an earlier one, for one.
        const QString order = identities.contains(table) || table == u"campaign"_s ? u" ORDER BY id"_s : QString();
        if (!read.exec(u"SELECT * FROM %1%2"_s.arg(table, order))) {
            const QString message = read.lastError().text();
            return to.fail(Error::Database, Tr::tr("The campaign %1 could not be read: %2").arg(from.path(), message));
        }
        const QSqlRecord record = read.record();
        QStringList columns;
        QStringList marks;
        int voidedColumn = -1;
        for (int i = 0; i < record.count(); ++i) {
            columns.append(record.fieldName(i));
            marks.append(u"?"_s);
            if (table == u"journal"_s && record.fieldName(i) == u"voided_by"_s)
                voidedColumn = i;
        }
        QSqlQuery write(to.db());
        if (!write.prepare(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(table, columns.join(u", "_s), marks.join(u", "_s))))
            return to.failQuery(write);
        while (read.next()) {
            for (int i = 0; i < columns.size(); ++i) {
                QVariant value = read.value(i);
                if (i == voidedColumn && !value.isNull()) {
                    voided.append({read.value(0).toLongLong(), value.toLongLong()});
                    value = QVariant(QMetaType::fromType<qint64>());
                } else if (value.typeId() == QMetaType::QByteArray) {
                    // Old files kept JSON as BLOBs; every column of the schema is text or a number.
                    value = utf8Text(value.toByteArray());
                }
                write.bindValue(i, value);
            }
            if (!write.exec())
                return to.failQuery(write);
        }
        if (read.lastError().isValid()) {
            const QString message = read.lastError().text();
            return to.fail(Error::Database, Tr::tr("The campaign %1 could not be read: %2").arg(from.path(), message));
        }
    }
    if (!voided.isEmpty()) {
        QSqlQuery mark(to.db());
        if (!mark.prepare(u"UPDATE journal SET voided_by = ? WHERE id = ?"_s))
            return to.failQuery(mark);
        for (const auto &[entry, by] : std::as_const(voided)) {
            mark.bindValue(0, by);
            mark.bindValue(1, entry);
            if (!mark.exec())
                return to.failQuery(mark);
        }
    }
    QStringList after = to.dialect().resetIdentityStatements(identities);
    if (to.dialect().indexesLater() && to.db().tables().contains(u"journal_fts"_s)) {
        // A file's search index is rebuilt from the copied log, all of it indexed.
        after.append(u"INSERT INTO journal_fts (journal_fts) VALUES ('rebuild')"_s);
        after.append(u"UPDATE journal_fts_watermark SET entry_id = (SELECT coalesce(max(id), 0) FROM journal)"_s);
    }
    QSqlQuery finish(to.db());
    for (const QString &statement : std::as_const(after)) {
        if (!finish.exec(statement))
            return to.failQuery(finish);
    }
    return true;
}

} // namespace vedette::store
