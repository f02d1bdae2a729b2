#include "languages.h"

#include <QCoreApplication>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vedette {

QList<Languages::Language> Languages::available()
{
    return {
        {QString(), QCoreApplication::translate("Languages", "System default")},
        {u"en"_s, u"English"_s},
        {u"de"_s, u"Deutsch"_s},
        {u"fr"_s, u"Français"_s},
    };
}

QString Languages::nativeName(const QString &code)
{
    for (const Language &language : available()) {
        if (language.code == code)
            return language.nativeName;
    }
    return code;
}

QString Languages::spokenFor(const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    for (const Language &language : available()) {
        if (!language.code.isEmpty() && QLocale(language.code).language() == locale.language())
            return language.code;
    }
    return u"en"_s;
}

QString Languages::chosen()
{
    return QSettings().value(u"ui/language"_s).toString();
}

void Languages::choose(const QString &code)
{
    QSettings().setValue(u"ui/language"_s, code);
}

QLocale Languages::effectiveLocale()
{
    const QString code = chosen();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

} // namespace vedette
