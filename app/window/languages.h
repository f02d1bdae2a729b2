#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace vedette {

// The interface languages Vedette ships, and the one the referee chose.
class Languages
{
public:
    struct Language
    {
        QString code;        // "" = follow the system, "en", "de", "fr"
        QString nativeName;  // shown in its own language
    };

    static QList<Language> available();
    // The saved choice ("" follows the system locale).
    static QString chosen();
    static void choose(const QString &code);
    static QLocale effectiveLocale();
    // The choice the running program started with (a new choice applies
    // from the next start).
    static QString inEffect() { return sInEffect; }
    static void setInEffect(const QString &code) { sInEffect = code; }
    // The language's name in its own tongue ("Deutsch"), or "System default".
    static QString nativeName(const QString &code);
    // The language Vedette speaks for a choice: "de", "fr" or "en" (a
    // system locale Vedette has no translation for falls back to English).
    // Choosing "Deutsch" where the system is German changes nothing.
    static QString spokenFor(const QString &code);

private:
    static inline QString sInEffect;
};

} // namespace vedette
