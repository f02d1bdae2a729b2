#pragma once
// Reads a Qt Linguist .ts file for the translation checks: every message with
// its context, source, translation (or plural forms) and type.

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace tsfile {

using namespace Qt::StringLiterals;

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the plural forms
    QString type;             // "", "unfinished", "vanished", "obsolete"
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
                message = Message{context, {}, {}, {}};
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

} // namespace tsfile
