#pragma once

// What the parts of the campaign store share: the small conversions between
// model values and SQL values, and the translation context. Internal to
// core/store; callers include campaignstore.h only.

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace vedette::store {

namespace detail {

// The translation context of this file, for Tr::tr() in free functions too
// (lupdate reads Tr::tr with this context; a free Tr::tr() helper it would not).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::store::CampaignStore)
};

// ISO 8601 in UTC with milliseconds ("2026-12-02T03:45:52.682Z"), as
// QDateTime::toString(Qt::ISODateWithMs) writes it. Written digit by digit:
// every log entry is stamped, and Qt's toString formats through asprintf.
inline QString timeText(const QDateTime &time)
{
    const QDateTime utc = time.toUTC();
    const QDate date = utc.date();
    const QTime clock = utc.time();
    if (!utc.isValid() || date.year() < 0 || date.year() > 9999)
        return utc.toString(Qt::ISODateWithMs);
    char16_t text[24];
    const auto put = [&text](int at, int value, int digits) {
        for (int i = digits - 1; i >= 0; --i, value /= 10)
            text[at + i] = char16_t(u'0' + value % 10);
    };
    put(0, date.year(), 4);
    text[4] = u'-';
    put(5, date.month(), 2);
    text[7] = u'-';
    put(8, date.day(), 2);
    text[10] = u'T';
    put(11, clock.hour(), 2);
    text[13] = u':';
    put(14, clock.minute(), 2);
    text[16] = u':';
    put(17, clock.second(), 2);
    text[19] = u'.';
    put(20, clock.msec(), 3);
    text[23] = u'Z';
    return QString(reinterpret_cast<const QChar *>(text), 24);
}

inline QString nowText()
{
    return timeText(QDateTime::currentDateTimeUtc());
}

inline QDateTime timeFromText(const QString &text)
{
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC() : time;
}

inline QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

inline QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

// JSON (or any UTF-8) bound as text, as SCHEMA.md says the JSON columns
// are: Qt SQL binds a QByteArray as a BLOB on SQLite and as bytea on
// PostgreSQL, whose TEXT column would then keep the escaped bytes.
inline QString utf8Text(const QByteArray &utf8)
{
    return QString::fromUtf8(utf8);
}

inline QString jsonText(const QJsonObject &object)
{
    return utf8Text(compact(object));
}

inline QJsonObject objectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toByteArray()).object();
}

// Qt SQL binds a null QString as NULL; the schema's text columns are NOT NULL.
inline QString text(const QString &value)
{
    return value.isNull() ? QString(u""_s) : value;
}

// NULL for "no battle" (0), as the schema wants.
inline QVariant battleValue(qint64 battle)
{
    return battle == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(battle);
}

} // namespace detail

using namespace detail;

} // namespace vedette::store
