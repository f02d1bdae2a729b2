#include "option.h"

using namespace Qt::StringLiterals;

namespace vedette::cli {

Option Option::flag(const QString &name, const QString &help)
{
    Option o;
    o.name = name;
    o.kind = Kind::Flag;
    o.help = help;
    return o;
}

Option Option::integer(const QString &name, const QString &valueName, const QString &help, std::int64_t minimum,
                       std::int64_t maximum)
{
    Option o;
    o.name = name;
    o.kind = Kind::Integer;
    o.valueName = valueName;
    o.help = help;
    o.minimum = minimum;
    o.maximum = maximum;
    return o;
}

Option Option::integer(const QString &name, const QString &valueName, const QString &help, std::int64_t minimum,
                       std::int64_t maximum, std::int64_t defaultValue)
{
    Option o = integer(name, valueName, help, minimum, maximum);
    o.defaultValue = QString::number(defaultValue);
    return o;
}

Option Option::seed(const QString &help)
{
    Option o;
    o.name = u"seed"_s;
    o.kind = Kind::Seed;
    o.valueName = u"N"_s;
    o.help = help;
    o.minimum = 0;
    return o;
}

Option Option::seed(const QString &help, std::uint64_t defaultValue)
{
    Option o = seed(help);
    o.defaultValue = QString::number(defaultValue);
    return o;
}

Option Option::text(const QString &name, const QString &valueName, const QString &help, const QString &defaultValue)
{
    Option o;
    o.name = name;
    o.kind = Kind::Text;
    o.valueName = valueName;
    o.help = help;
    o.defaultValue = defaultValue;
    return o;
}

Option Option::choice(const QString &name, const QString &help, const QStringList &choices, const QString &defaultValue)
{
    Option o;
    o.name = name;
    o.kind = Kind::Choice;
    o.valueName = choices.join(u'|');
    o.help = help;
    o.choices = choices;
    o.defaultValue = defaultValue;
    return o;
}

Option Option::die(const QString &name, const QString &help, int minimumFaces, int maximumFaces)
{
    Option o;
    o.name = name;
    o.kind = Kind::Die;
    o.valueName = u"dN"_s;
    o.help = help;
    o.minimum = minimumFaces;
    o.maximum = maximumFaces;
    return o;
}

} // namespace vedette::cli
