#include "playermessages.h"

#include "document/document.h"
#include "journal/journalevent.h"

#include <QCoreApplication>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace vedette::playermessages {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::PlayerMessages)
};

bool refuse(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return false;
}

} // namespace

bool send(Document *document, const QString &sideId, const QString &text, QString *why)
{
    const QString words = text.simplified();
    const table::Side *side = document->scenario().side(sideId);
    if (!side)
        return refuse(why, Tr::tr("There is no side \"%1\" on the table.").arg(sideId));
    if (words.isEmpty())
        return refuse(why, Tr::tr("The message is empty."));
    if (words.size() > maxLength)
        return refuse(why, Tr::tr("A message to a side holds at most %n characters.", nullptr, maxLength));
    journal::JournalEvent event;
    event.kind = QString::fromUtf16(kind);
    event.summary = Tr::tr("To %1: %2").arg(side->name, words);
    event.detail = QJsonObject{{u"side"_s, sideId}, {u"text"_s, words}};
    event.visibility = sideId;
    if (!document->record(event))
        return refuse(why, document->lastError());
    return true;
}

} // namespace vedette::playermessages
