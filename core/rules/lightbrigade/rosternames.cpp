#include "rosternames.h"

#include <QSet>

#include <random>

using namespace Qt::StringLiterals;

namespace vedette::rules::lightbrigade {

const QStringList &RosterNames::firstNames()
{
    // The commonest English, Scottish and Irish Christian names of men born 1810-1835.
    static const QStringList names{
        u"William"_s, u"John"_s, u"Thomas"_s, u"James"_s, u"George"_s, u"Henry"_s, u"Charles"_s, u"Joseph"_s,
        u"Edward"_s, u"Robert"_s, u"Richard"_s, u"Samuel"_s, u"Frederick"_s, u"Alfred"_s, u"David"_s, u"Daniel"_s,
        u"Francis"_s, u"Hugh"_s, u"Patrick"_s, u"Michael"_s, u"Peter"_s, u"Walter"_s, u"Benjamin"_s, u"Edwin"_s,
        u"Matthew"_s, u"Isaac"_s, u"Stephen"_s, u"Andrew"_s, u"Alexander"_s, u"Arthur"_s, u"Albert"_s, u"Abraham"_s,
        u"Josiah"_s, u"Jeremiah"_s, u"Timothy"_s, u"Denis"_s, u"Owen"_s, u"Evan"_s, u"Ralph"_s, u"Roger"_s,
    };
    return names;
}

const QStringList &RosterNames::surnames()
{
    static const QStringList names{
        u"Smith"_s, u"Jones"_s, u"Williams"_s, u"Taylor"_s, u"Brown"_s, u"Davies"_s, u"Evans"_s, u"Wilson"_s,
        u"Johnson"_s, u"Roberts"_s, u"Robinson"_s, u"Thompson"_s, u"Wright"_s, u"Walker"_s, u"White"_s, u"Edwards"_s,
        u"Hughes"_s, u"Green"_s, u"Hall"_s, u"Lewis"_s, u"Harris"_s, u"Clarke"_s, u"Jackson"_s, u"Wood"_s,
        u"Turner"_s, u"Martin"_s, u"Cooper"_s, u"Hill"_s, u"Ward"_s, u"Morris"_s, u"Moore"_s, u"King"_s,
        u"Baker"_s, u"Harrison"_s, u"Morgan"_s, u"Allen"_s, u"Scott"_s, u"Phillips"_s, u"Watson"_s, u"Parker"_s,
        u"Price"_s, u"Bennett"_s, u"Young"_s, u"Griffiths"_s, u"Mitchell"_s, u"Kelly"_s, u"Cook"_s, u"Carter"_s,
        u"Bailey"_s, u"Collins"_s, u"Bell"_s, u"Shaw"_s, u"Murphy"_s, u"Miller"_s, u"Marshall"_s, u"Simpson"_s,
        u"Ellis"_s, u"Adams"_s, u"Wilkinson"_s, u"Foster"_s, u"Chapman"_s, u"Powell"_s, u"Webb"_s, u"Mason"_s,
        u"Hunt"_s, u"Campbell"_s, u"Owen"_s, u"Palmer"_s, u"Holmes"_s, u"Knight"_s, u"Lloyd"_s, u"Butler"_s,
        u"Russell"_s, u"Fisher"_s, u"Stevens"_s, u"Murray"_s, u"Dixon"_s, u"Harvey"_s, u"Graham"_s, u"Pearson"_s,
        u"Fletcher"_s, u"Gibson"_s, u"Howard"_s, u"Stewart"_s, u"Elliott"_s, u"Reynolds"_s, u"Fox"_s, u"Ford"_s,
        u"Doyle"_s, u"Burke"_s, u"Sullivan"_s, u"Brennan"_s, u"McDonald"_s, u"Fraser"_s, u"Mackenzie"_s, u"Grant"_s,
    };
    return names;
}

QStringList RosterNames::generate(int count, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    const QStringList &first = firstNames();
    const QStringList &last = surnames();
    QStringList result;
    QSet<QString> used;
    QSet<QString> usedSurnames;
    while (result.size() < count) {
        const QString surname = last[static_cast<qsizetype>(engine() % static_cast<std::uint64_t>(last.size()))];
        const QString name = first[static_cast<qsizetype>(engine() % static_cast<std::uint64_t>(first.size()))] + u' ' + surname;
        // A troop rarely had two men of one surname; allow it only once the list runs short.
        if (used.contains(name) || (usedSurnames.contains(surname) && usedSurnames.size() < last.size() / 2))
            continue;
        used.insert(name);
        usedSurnames.insert(surname);
        result.append(name);
    }
    return result;
}

} // namespace vedette::rules::lightbrigade
