#pragma once

// What every fuzz target checks besides "no crash, no leak, no undefined
// behaviour" (ASan and UBSan see to those): a broken invariant prints why
// and aborts, which libFuzzer reports as a finding and keeps the input.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace vedette::fuzz {

[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "fuzz invariant broken: %s%s%s\n", what, detail.isEmpty() ? "" : ": ", qPrintable(detail));
    std::abort();
}

inline void check(bool condition, const char *what, const QString &detail = {})
{
    if (!condition)
        fail(what, detail);
}

// A refusal must say why: the referee sees this text.
inline void checkRefusal(const QString &message)
{
    check(!message.trimmed().isEmpty(), "refused without a message");
}

// The input as one JSON object, the way the store hands it to a reader
// (QJsonDocument::fromJson(...).object()); nullopt when it is not one.
inline bool jsonObject(const std::uint8_t *data, std::size_t size, QJsonObject *out)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    *out = document.object();
    return true;
}

inline QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// Whether what a reader wrote back agrees with what it was given, for every
// key it was given that the writer also writes: the same type and value
// (numbers by value), lists element by element. A reader that takes
// "blown": "yes" as false, or a list where an object belongs as "no value",
// fails this, though its own round trip is fine. Returns the first path
// that differs, or an empty string.
inline QString disagreement(const QJsonValue &given, const QJsonValue &written, const QString &path = QStringLiteral("$"))
{
    if (written.isObject()) {
        if (!given.isObject())
            return path;
        const QJsonObject in = given.toObject();
        const QJsonObject out = written.toObject();
        for (auto it = out.begin(); it != out.end(); ++it) {
            if (!in.contains(it.key()))
                continue;
            const QString where = disagreement(in.value(it.key()), it.value(), path + QLatin1Char('.') + it.key());
            if (!where.isEmpty())
                return where;
        }
        return {};
    }
    if (written.isArray()) {
        if (!given.isArray() || given.toArray().size() != written.toArray().size())
            return path;
        const QJsonArray in = given.toArray();
        const QJsonArray out = written.toArray();
        for (qsizetype i = 0; i < out.size(); ++i) {
            const QString where = disagreement(in.at(i), out.at(i), path + QStringLiteral("[%1]").arg(i));
            if (!where.isEmpty())
                return where;
        }
        return {};
    }
    if (written.isDouble())
        return given.isDouble() && given.toDouble() == written.toDouble() ? QString() : path;
    return given == written ? QString() : path;
}

} // namespace vedette::fuzz
