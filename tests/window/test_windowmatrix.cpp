// The window test matrix (issue 30): the real main window on the xcb
// platform, under an Xvfb server this test starts, in English, German and
// French at each screen size a referee has (1280x800, 1366x768, 1600x1000,
// 1920x1080). Each cell is a process of its own (window_cell, a fresh HOME,
// the language from LANG as a referee's desktop sets it), which opens every
// panel in turn and checks the window after each step: see windowcell.cpp.
// The screenshots stay in the build folder, window-matrix/<lang>-<size>/,
// for a person to look at.
//
// VEDETTE_MATRIX_SIZES (a comma-separated list) picks the sizes; CTest runs
// one test per size so that two run at once.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QStringList kSizes{u"1280x800"_s, u"1366x768"_s, u"1600x1000"_s, u"1920x1080"_s};

struct Language
{
    QString tag;
    QString lang;
};
const QList<Language> kLanguages{{u"en"_s, u"en_GB.UTF-8"_s}, {u"de"_s, u"de_DE.UTF-8"_s}, {u"fr"_s, u"fr_FR.UTF-8"_s}};

// An Xvfb server of its own, on a display no one else uses.
class XServer
{
public:
    ~XServer()
    {
        if (mProcess.state() != QProcess::NotRunning) {
            mProcess.terminate();
            if (!mProcess.waitForFinished(5000))
                mProcess.kill();
            mProcess.waitForFinished(5000);
        }
    }

    bool start(const QString &size, QString *error)
    {
        const QString xvfb = QStandardPaths::findExecutable(u"Xvfb"_s);
        if (xvfb.isEmpty()) {
            *error = u"Xvfb is not installed (packaging/setup-debian.sh installs xvfb)"_s;
            return false;
        }
        // The server picks a free display itself and says which on its
        // standard output (-displayfd 1): it takes the display's lock file
        // atomically, so two matrices at once (two clones, two suites, a
        // person's own Xvfb) never pick the same one, as a number guessed
        // here and checked for its lock file could.
        mProcess.setProcessChannelMode(QProcess::SeparateChannels);
        mProcess.start(xvfb, {u"-displayfd"_s, u"1"_s, u"-screen"_s, u"0"_s, size + u"x24"_s, u"-nolisten"_s, u"tcp"_s,
                              u"-dpi"_s, u"96"_s});
        if (!mProcess.waitForStarted(5000)) {
            *error = u"could not start Xvfb: "_s + mProcess.errorString();
            return false;
        }
        QByteArray said;
        QElapsedTimer clock;
        clock.start();
        while (!said.contains('\n') && mProcess.state() == QProcess::Running && clock.elapsed() < 20000) {
            mProcess.waitForReadyRead(200);
            said += mProcess.readAllStandardOutput();
        }
        bool ok = false;
        const int display = said.trimmed().toInt(&ok);
        if (!ok) {
            *error = u"Xvfb named no display: "_s + QString::fromLocal8Bit(said + mProcess.readAllStandardError());
            return false;
        }
        mDisplay = u":%1"_s.arg(display);
        return true;
    }

    QString display() const { return mDisplay; }

private:
    QProcess mProcess;
    QString mDisplay;
};

} // namespace

class TestWindowMatrix : public QObject
{
    Q_OBJECT

private slots:
    void cell_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("lang");
        QStringList sizes = kSizes;
        if (const QString chosen = qEnvironmentVariable("VEDETTE_MATRIX_SIZES"); !chosen.isEmpty())
            sizes = chosen.split(u',', Qt::SkipEmptyParts);
        for (const QString &size : std::as_const(sizes))
            for (const Language &language : kLanguages)
                QTest::newRow(qPrintable(language.tag + u'-' + size)) << size << language.lang;
    }

    void cell()
    {
        QFETCH(QString, size);
        QFETCH(QString, lang);
        std::unique_ptr<XServer> &server = mServers[size];
        if (!server) {
            server = std::make_unique<XServer>();
            QString error;
            QVERIFY2(server->start(size, &error), qPrintable(error));
        }

        QTemporaryDir home;
        QVERIFY(home.isValid());
        QDir(home.path()).mkdir(u"runtime"_s);
        QFile::setPermissions(home.filePath(u"runtime"_s), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        const QString out = QDir(QStringLiteral(VEDETTE_MATRIX_OUT)).filePath(QString::fromLatin1(QTest::currentDataTag()));
        QDir(out).removeRecursively();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &name : {u"LC_ALL"_s, u"LC_MESSAGES"_s, u"LANGUAGE"_s, u"XDG_CONFIG_HOME"_s, u"XDG_DATA_HOME"_s,
                                    u"XDG_CACHE_HOME"_s, u"XDG_STATE_HOME"_s, u"QT_SCALE_FACTOR"_s, u"QT_SCREEN_SCALE_FACTORS"_s})
            env.remove(name);
        env.insert(u"LANG"_s, lang);
        env.insert(u"HOME"_s, home.path());
        env.insert(u"XDG_RUNTIME_DIR"_s, home.filePath(u"runtime"_s));
        env.insert(u"DISPLAY"_s, server->display());
        env.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
        env.insert(u"QT_FATAL_CRITICALS"_s, u"1"_s);
        // The frame-time trace of the play is held to 50 ms in the German
        // cell at 1920x1080 (issue 43); every cell prints its trace.
        const bool traced = size == u"1920x1080"_s && lang.startsWith(u"de"_s);
        env.remove(u"VEDETTE_FRAME_TRACE_LIMIT_MS"_s);
        if (traced)
            env.insert(u"VEDETTE_FRAME_TRACE_LIMIT_MS"_s, u"50"_s);
        // Under AddressSanitizer (the asan preset): libxkbcommon-x11 copies
        // an X atom's name with strndup() and its exact length, the name not
        // being NUL-terminated; strict_string_checks reads on for the NUL and
        // reports an overflow in the library at the first connection to the
        // X server. Everything else is checked as in every other test.
        if (const QString asan = env.value(u"ASAN_OPTIONS"_s); !asan.isEmpty())
            env.insert(u"ASAN_OPTIONS"_s, asan + u":strict_string_checks=0"_s);

        QProcess cell;
        cell.setProcessEnvironment(env);
        cell.setProcessChannelMode(QProcess::MergedChannels);
        cell.start(QStringLiteral(VEDETTE_WINDOW_CELL), {u"--out"_s, out});
        QVERIFY2(cell.waitForStarted(10000), qPrintable(cell.errorString()));
        const bool finished = cell.waitForFinished(360000);
        const QString output = QString::fromLocal8Bit(cell.readAll());
        if (!finished) {
            cell.kill();
            cell.waitForFinished(5000);
        }
        QVERIFY2(finished, qPrintable(u"the window did not finish its steps in 6 minutes:\n"_s + output));
        if (traced) {
            const qsizetype from = output.indexOf(u"== frame trace"_s);
            const qsizetype to = output.indexOf(u"== end of frame trace"_s);
            if (from >= 0 && to > from)
                qInfo().noquote() << output.mid(from, to - from);
        }
        QVERIFY2(cell.exitStatus() == QProcess::NormalExit && cell.exitCode() == 0,
                 qPrintable(u"screenshots in %1\n%2"_s.arg(out, output)));
        QVERIFY2(!QDir(out).entryList({u"*.png"_s}).isEmpty(), qPrintable(out));
    }

    void cleanupTestCase() { mServers.clear(); }

private:
    std::map<QString, std::unique_ptr<XServer>> mServers;
};

QTEST_GUILESS_MAIN(TestWindowMatrix)
#include "test_windowmatrix.moc"
