#include "journalevent.h"

using namespace Qt::StringLiterals;

namespace vedette::journal {

QString JournalEvent::rollsText() const
{
    QStringList parts;
    for (const dice::RollRecord &r : rolls) {
        QStringList faces;
        QStringList names;
        for (const dice::DieRoll &d : r.dice) {
            faces.append(QString::number(d.face));
            names.append(d.die.name());
        }
        QString text = faces.join(u'+') + u" ("_s + names.join(u'+') + u')';
        if (!r.purpose.isEmpty())
            text = r.purpose + u": "_s + text;
        if (r.origin == dice::DiceOrigin::Entered)
            text += u" [entered]"_s;
        parts.append(text);
    }
    return parts.join(u"; "_s);
}

EventSink::~EventSink() = default;

} // namespace vedette::journal
