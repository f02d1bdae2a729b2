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

inline QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

inline QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
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
