#include "die.h"

using namespace Qt::StringLiterals;

namespace vedette::dice {

QString Die::name() const
{
    if (first == 1)
        return u"d%1"_s.arg(faces);
    return u"d%1(%2-%3)"_s.arg(faces).arg(first).arg(last());
}

} // namespace vedette::dice
