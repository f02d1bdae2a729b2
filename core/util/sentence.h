#pragma once

#include <QString>

namespace vedette::util {

// A sentence put at the end of another that brings its own full stop: the
// inner one's is dropped, so "The referee moves %1 against the rules: %2."
// with a reason that ends "of 0 p." reads "of 0 p.", not "of 0 p..". An
// ellipsis stays.
inline QString withoutFullStop(QString text)
{
    if (text.endsWith(u'.') && !text.endsWith(QStringLiteral("...")))
        text.chop(1);
    return text;
}

} // namespace vedette::util
