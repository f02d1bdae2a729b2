#include "verb.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace vedette::cli {

namespace {
QList<Verb> &registry()
{
    static QList<Verb> list;
    return list;
}
} // namespace

bool registerVerb(Verb verb)
{
    registry().append(std::move(verb));
    std::sort(registry().begin(), registry().end(), [](const Verb &a, const Verb &b) { return a.name < b.name; });
    return true;
}

const QList<Verb> &verbs()
{
    return registry();
}

void printJson(Io &io, const QJsonObject &json)
{
    io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

QString summaryOf(const Verb &verb)
{
    const QByteArray context = "vedette::cli::" + verb.name.toUtf8();
    const QByteArray source = verb.summary.toUtf8();
    return QCoreApplication::translate(context.constData(), source.constData());
}

} // namespace vedette::cli
