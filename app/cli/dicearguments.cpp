#include "dicearguments.h"

using namespace Qt::StringLiterals;

namespace vedette::cli {

QStringList protectNegativeDice(const QStringList &arguments, const QStringList &valueOptions)
{
    if (arguments.contains(u"--"_s))
        return arguments;
    QStringList options;
    QStringList dice;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        // A negative number after an option that takes one is that option's value.
        const bool isValue = i > 0 && valueOptions.contains(arguments[i - 1]);
        const bool looksLikeDice = i > 0 && !isValue && a.size() > 1 && a[0] == u'-'
            && (a[1].isDigit() || a[1] == u'd' || a[1] == u'D');
        (looksLikeDice ? dice : options).append(a);
    }
    if (dice.isEmpty())
        return arguments;
    return options + QStringList{u"--"_s} + dice;
}

} // namespace vedette::cli
