// The window in German or French (issue 16, "Language"): run once with
// LANG=de_DE.UTF-8 and once with the preference set to French (which wins
// over LANG), this starts Vedette's window as the program does (the same
// translators, from the same vedette_translations library both programs link)
// and checks menu titles, dock titles, a dialog and a plural against the
// translations in the .ts file.
//
// VEDETTE_TEST_PREFERENCE: the language saved in Preferences before start ("" = none).
// VEDETTE_TEST_EXPECT: the language the window must speak ("de", "fr").
#include "tsfile.h"

#include "panels/preferencesdialog.h"
#include "render/deploymentzonepainter.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "scene/terrainselection.h"
#include "document/document.h"
#include "table/scenario.h"
#include "window/application.h"
#include "window/languages.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using vedette::MainWindow;
namespace table = vedette::table;

class TestLanguage : public QObject
{
    Q_OBJECT

    QString mLanguage;
    QHash<QString, QStringList> mTs;

    QString translated(const char *context, const QString &source) const
    {
        return mTs.value(QString::fromLatin1(context) + u'\x1f' + source).value(0);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"VedetteTest"_s);
        // One settings file per run: the German and the French runs go in
        // parallel under ctest -j2 and must not read each other's preference.
        QCoreApplication::setApplicationName(u"test_language_"_s + qEnvironmentVariable("VEDETTE_TEST_EXPECT"));
        QSettings().clear();
        const QString preference = qEnvironmentVariable("VEDETTE_TEST_PREFERENCE");
        if (!preference.isEmpty())
            vedette::Languages::choose(preference);
        mLanguage = qEnvironmentVariable("VEDETTE_TEST_EXPECT");
        QVERIFY(mLanguage == u"de"_s || mLanguage == u"fr"_s);
        mTs = tsfile::finished(QStringLiteral(VEDETTE_SOURCE_DIR "/translations/vedette_") + mLanguage + u".ts"_s);
        QVERIFY(!mTs.isEmpty());
        // As Application::run does before it builds the window.
        vedette::Application::installTranslators();
        QCOMPARE(QLocale().name().left(2), mLanguage);
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }

    void window()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.start(QString()); // the bundled campaign
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Menu titles.
        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles.append(action->text());
        QStringList expected;
        for (const QString &english : {u"&File"_s, u"&Edit"_s, u"&View"_s, u"&Table"_s, u"&Rules"_s, u"&Solo Games"_s, u"&Help"_s}) {
            const QString t = translated("vedette::MainWindow", english);
            QVERIFY2(!t.isEmpty(), qPrintable(english));
            expected.append(t);
        }
        QCOMPARE(titles, expected);
        QVERIFY(titles.first() != u"&File"_s);

        // Dock titles.
        auto *campaign = window.findChild<QDockWidget *>(u"campaignDock"_s);
        auto *history = window.findChild<QDockWidget *>(u"historyDock"_s);
        QVERIFY(campaign && history);
        QCOMPARE(campaign->windowTitle(), translated("vedette::CampaignBrowser", u"Campaign"_s));
        QCOMPARE(history->windowTitle(), translated("vedette::MainWindow", u"History"_s));

        // A plural: the terrain inspector counts a piece's corners.
        auto *scene = qobject_cast<vedette::TableScene *>(window.tableView()->scene());
        QVERIFY(scene);
        QVERIFY(!window.document()->scenario().terrain().isEmpty());
        const vedette::table::Terrain &piece = window.document()->scenario().terrain().constFirst();
        vedette::TerrainSelection::of(scene)->select(piece.id());
        auto *facts = window.findChild<QLabel *>(u"factsLabel"_s);
        QVERIFY(facts);
        const QStringList forms = mTs.value(u"vedette::TerrainInspector\x1f"_s + u"area %1, perimeter %2, %n corner(s)"_s);
        QCOMPARE(forms.size(), 2);
        // Both languages use the second form for 2 and more corners.
        QString pattern = QRegularExpression::escape(QString(forms[1]).replace(u"%1"_s, u"ZZPARAMZZ"_s).replace(u"%2"_s, u"ZZPARAMZZ"_s).replace(u"%n"_s, u"ZZCOUNTZZ"_s));
        pattern.replace(u"ZZPARAMZZ"_s, u".+"_s).replace(u"ZZCOUNTZZ"_s, u"\\d+"_s);
        QVERIFY2(QRegularExpression(u"^"_s + pattern + u"$"_s).match(facts->text()).hasMatch(),
                 qPrintable(facts->text() + u" / "_s + pattern));
    }

    void dialog()
    {
        vedette::PreferencesDialog dialog(nullptr);
        QCOMPARE(dialog.windowTitle(), translated("vedette::PreferencesDialog", u"Preferences"_s));
        QVERIFY(!dialog.windowTitle().isEmpty());
    }

    // A deployment zone's label takes the side's name as it is (scenario
    // data, never translated), so it needs a form without an article or an
    // elision: French read "Zone de déploiement de Allies" (issue 30).
    void zoneLabel()
    {
        table::Scenario s;
        s.setTableSize(table::Length::fromMm(2000), table::Length::fromMm(1000));
        const QString text = vedette::render::DeploymentZonePainter::labelText(s, QRectF(0, 0, 1000, 250), u"Allies"_s);
        const QString first = text.section(u'\n', 0, 0);
        if (mLanguage == u"fr"_s)
            QCOMPARE(first, u"Zone de déploiement : Allies"_s);
        else
            QCOMPARE(first, u"Aufstellungszone Allies"_s);
    }

    // Qt's own words (a dialog's standard buttons) come from Qt's
    // translations (Debian's qt6-translations-l10n), loaded beside
    // Vedette's: "Cancel" read English in a German window.
    void qtButtons()
    {
        const QString qm = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_"_s + mLanguage + u".qm"_s;
        QVERIFY2(QFile::exists(qm), qPrintable(qm + u" is missing: install Debian's qt6-translations-l10n "
                                                     "(packaging/setup-debian.sh lists it)"_s));
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Close);
        const QString cancel = box.button(QDialogButtonBox::Cancel)->text().remove(u'&');
        const QString close = box.button(QDialogButtonBox::Close)->text().remove(u'&');
        if (mLanguage == u"de"_s) {
            QCOMPARE(cancel, u"Abbrechen"_s);
            QCOMPARE(close, u"Schließen"_s);
        } else {
            QCOMPARE(cancel, u"Annuler"_s);
            QCOMPARE(close, u"Fermer"_s);
        }
        // A dialog of Vedette's own shows them too.
        vedette::PreferencesDialog preferences(nullptr);
        QStringList texts;
        for (QDialogButtonBox *buttons : preferences.findChildren<QDialogButtonBox *>())
            for (QAbstractButton *button : buttons->buttons())
                texts.append(button->text().remove(u'&'));
        QVERIFY2(texts.contains(cancel), qPrintable(texts.join(u", "_s)));
    }
};

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
