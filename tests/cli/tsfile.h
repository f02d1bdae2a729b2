#pragma once
// Reads a Qt Linguist .ts file for the translation checks: every message with
// its context, source, translation (or plural forms) and type.

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>

namespace tsfile {

using namespace Qt::StringLiterals;

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the plural forms
    QString type;             // "", "unfinished", "vanished", "obsolete"
    bool numerus = false;     // a %n message, with a form per plural
};

inline QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"name"_s && !inMessage) {
                context = xml.readElementText();
            } else if (name == u"message"_s) {
                inMessage = true;
                message = Message{context, {}, {}, {}, xml.attributes().value(u"numerus"_s) == u"yes"_s};
            } else if (name == u"source"_s && inMessage) {
                message.source = xml.readElementText();
            } else if (name == u"translation"_s && inMessage) {
                message.type = xml.attributes().value(u"type"_s).toString();
                // Plain translations carry their text; plural ones their forms.
                QString text;
                while (!(xml.isEndElement() && xml.name() == u"translation"_s) && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    if (xml.isStartElement() && xml.name() == u"numerusform"_s)
                        message.translations.append(xml.readElementText());
                }
                if (message.translations.isEmpty())
                    message.translations.append(text);
            }
        } else if (xml.isEndElement() && xml.name() == u"message"_s) {
            messages.append(message);
            inMessage = false;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// The finished translations of `contexts` (all when empty): "context\x1fsource" -> forms.
inline QHash<QString, QStringList> finished(const QString &path, const QStringList &contexts = {})
{
    QString error;
    QHash<QString, QStringList> map;
    for (const Message &m : readTs(path, &error)) {
        if ((contexts.isEmpty() || contexts.contains(m.context)) && m.type.isEmpty() && !m.translations.isEmpty()
            && !m.translations.first().isEmpty())
            map.insert(m.context + u'\x1f' + m.source, m.translations);
    }
    return map;
}

// "context: source" of every message of a .ts that has no finished
// translation (marked unfinished, or with an empty form).
inline QStringList unfinished(const QString &path, QString *error)
{
    QStringList list;
    const QList<Message> messages = readTs(path, error);
    if (messages.isEmpty() && error->isEmpty())
        *error = u"no messages"_s;
    for (const Message &m : messages) {
        if (m.type == u"vanished"_s || m.type == u"obsolete"_s)
            continue;
        const bool empty = std::any_of(m.translations.cbegin(), m.translations.cend(),
                                       [](const QString &t) { return t.trimmed().isEmpty(); });
        if (m.type == u"unfinished"_s || m.translations.isEmpty() || empty)
            list.append(m.context + u": "_s + m.source.left(60));
    }
    return list;
}

inline QString report(const QString &path, const QStringList &unfinished)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return u"%1: %2 unfinished message(s):\n  "_s.arg(path.mid(slash + 1)).arg(unfinished.size())
        + unfinished.mid(0, 30).join(u"\n  "_s) + (unfinished.size() > 30 ? u"\n  ..."_s : QString());
}

} // namespace tsfile
