#pragma once

#include <QLocale>
#include <QStringList>

namespace vedette {

// Vedette's translations, compiled into every program that links
// vedette_translations (resources under :/i18n), and Qt's own from the
// system. Both programs call install() once their QCoreApplication exists.
class Translations
{
public:
    // Installs Qt's and Vedette's translators for `locale` (English loads
    // only the plural forms) and returns the resources it loaded. With
    // QT_LOGGING_RULES="vedette.i18n.info=true" each load is reported on
    // stderr, which the tests use to prove a .qm reaches the program.
    static QStringList install(const QLocale &locale);
    // The .qm resources compiled into this program, e.g. ":/i18n/vedette_de.qm".
    static QStringList compiledIn();
};

} // namespace vedette
