// Table Screen > Screen tells the screens apart (issue 30: on X screens
// without RandR both screens were called "screen" and read alike). Two
// screens of the offscreen platform, both named "screen", of one size (the
// platform keys its screens by name, so same-named ones are alike too).

#include "window/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

class TestScreenNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::screens().size(), 2);
        for (const QScreen *screen : QGuiApplication::screens()) {
            QCOMPARE(screen->name(), u"screen"_s);
            QCOMPARE(screen->geometry().size(), QSize(1600, 1000));
        }
    }

    void menuNamesEachScreen()
    {
        vedette::MainWindow window;
        auto *menu = window.findChild<QMenu *>(u"tableScreenScreens"_s);
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "aboutToShow");
        QStringList texts;
        for (const QAction *action : menu->actions())
            texts.append(action->text().remove(u'&'));
        QCOMPARE(texts.size(), 2);
        QVERIFY2(texts[0] != texts[1], qPrintable(texts.join(u" | "_s)));
        QVERIFY2(texts[0].startsWith(u"Screen 1: 1600 \u00d7 1000"_s), qPrintable(texts[0]));
        QVERIFY2(texts[1].startsWith(u"Screen 2: 1600 \u00d7 1000"_s), qPrintable(texts[1]));
        // The one the referee's window is on says so.
        const int referee = QGuiApplication::screens().indexOf(window.screen());
        QVERIFY(referee >= 0);
        QVERIFY2(texts[referee].contains(u"this window"_s), qPrintable(texts[referee]));
        QVERIFY2(!texts[1 - referee].contains(u"this window"_s), qPrintable(texts[1 - referee]));
    }
};

int main(int argc, char *argv[])
{
    // Two screens named alike, as X screens without RandR are.
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screens.json"_s);
    QFile file(config);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [
        {"name": "screen", "x": 0, "y": 0, "width": 1600, "height": 1000, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "screen", "x": 0, "y": 0, "width": 1600, "height": 1000, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    ]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestScreenNames test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_screennames.moc"
