#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
// Off unless asked for: a referee never sees these lines.
Q_LOGGING_CATEGORY(lcI18n, "vedette.i18n", QtWarningMsg)

bool installOne(const QLocale &locale, const QString &name, const QString &directory, QStringList *loaded)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(locale, name, u"_"_s, directory)) {
        qCInfo(lcI18n) << "no translation" << name << "for" << locale.name() << "in" << directory;
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    qCInfo(lcI18n).noquote() << "loaded" << translator->filePath();
    loaded->append(translator->filePath());
    return true;
}
} // namespace

QStringList Translations::install(const QLocale &locale)
{
    QStringList loaded;
    if (!QCoreApplication::instance())
        return loaded;
    // Qt's own strings (dialog buttons, command-line parser) come from the
    // system's qt6-translations-l10n, when it is installed.
    if (locale.language() != QLocale::English && locale.language() != QLocale::C)
        installOne(locale, u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath), &loaded);
    // A language Vedette does not speak falls back to English, whose .qm
    // carries the plural forms ("1 step", "2 steps").
    if (!installOne(locale, u"vedette"_s, u":/i18n"_s, &loaded))
        installOne(QLocale(QLocale::English), u"vedette"_s, u":/i18n"_s, &loaded);
    return loaded;
}

QStringList Translations::compiledIn()
{
    QStringList files;
    const QDir directory(u":/i18n"_s);
    for (const QString &name : directory.entryList({u"*.qm"_s}, QDir::Files, QDir::Name))
        files.append(directory.filePath(name));
    return files;
}

} // namespace vedette
