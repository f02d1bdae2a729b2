// The translations are current (issue 16: "a check in CI that fails when a
// translatable string is unfinished in de or fr"). test_translations checks
// the .ts files as they are; a tr() string added to the sources after the
// last lupdate is in no .ts at all, so the program shows it in English and
// that check still passes. Here lupdate runs on a copy of each .ts with the
// sources the build translates, and the copy must have nothing unfinished.
// The files in translations/ are never touched.
//
// When this fails: `cmake --build build/test --target update_translations
// update_plurals`, then translate what the report lists.
#include "tsfile.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestTranslationsCurrent : public QObject
{
    Q_OBJECT

private slots:
    void everySourceStringIsTranslated_data()
    {
        QTest::addColumn<QString>("ts");
        for (const QString &path : QStringLiteral(VEDETTE_TS_FILES).split(u'|'))
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void everySourceStringIsTranslated()
    {
        QFETCH(QString, ts);
        QTemporaryDir copy;
        QVERIFY(copy.isValid());
        const QString name = QFileInfo(ts).fileName();
        const QString target = copy.filePath(name);
        QVERIFY(QFile::copy(ts, target));
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner));

        // The same options as the update_translations and update_plurals
        // targets (translations/CMakeLists.txt).
        QStringList arguments{u"-no-obsolete"_s, u"-locations"_s, u"none"_s};
        if (name == u"vedette_en.ts"_s) // English is the source language: only its plural forms
            arguments.prepend(u"-pluralonly"_s);
        arguments << u"@"_s + QStringLiteral(VEDETTE_TRANSLATABLE_SOURCES) << u"-ts"_s << target;
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(VEDETTE_LUPDATE), arguments);
        QVERIFY2(lupdate.waitForFinished(300000), qPrintable(lupdate.errorString()));
        const QString output = QString::fromUtf8(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));

        QString error;
        const QStringList unfinished = tsfile::unfinished(target, &error);
        QVERIFY2(error.isEmpty(), qPrintable(target + u": "_s + error));
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(tsfile::report(ts, unfinished)
                            + u"\nThe sources have messages this .ts lacks or leaves unfinished: refresh with `cmake "
                              "--build build/test --target update_translations update_plurals` and translate them."_s));
    }
};

QTEST_GUILESS_MAIN(TestTranslationsCurrent)
#include "test_translationscurrent.moc"
