// The names of the log's kinds of entry (the log panel's kinds menu): every
// kind the sources write has one, its own.
#include "journal/kindnames.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using vedette::journal::kindName;
using vedette::journal::knownKinds;

class TestKindNames : public QObject
{
    Q_OBJECT

private slots:
    // Every kind a rule system's code writes (a literal such as
    // u"brown.charge"_s in core/ or app/) is a known kind with a name that
    // is not its id: a kind added without a name fails here.
    void everyKindWrittenHasAName()
    {
        const QRegularExpression literal(uR"re(u"((?:brown|balagan|lightbrigade|tennyson)\.[a-z-]+)"_s)re"_s);
        QSet<QString> written{u"battle.start"_s, u"dice.roll"_s, u"note"_s, u"void"_s, u"table.override"_s};
        for (const QString &folder : {u"core"_s, u"app"_s}) {
            QDirIterator files(QStringLiteral(VEDETTE_SOURCE_DIR) + u'/' + folder, {u"*.cpp"_s, u"*.h"_s}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                if (path.endsWith(u"journal/kindnames.cpp"_s))
                    continue;
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                for (auto match = literal.globalMatch(text); match.hasNext();)
                    written.insert(match.next().captured(1));
            }
        }
        QVERIFY2(written.size() > 40, qPrintable(QString::number(written.size())));
        const QStringList known = knownKinds();
        for (const QString &kind : std::as_const(written)) {
            QVERIFY2(known.contains(kind), qPrintable(kind + u" is written but has no name (core/journal/kindnames.cpp)"_s));
            QVERIFY2(kindName(kind) != kind, qPrintable(kind));
        }
    }

    // No two kinds share a name (the menu would offer the same line twice),
    // and a kind no one knows is shown by its id.
    void namesAreTheirOwn()
    {
        QSet<QString> names;
        for (const QString &kind : knownKinds()) {
            const QString name = kindName(kind);
            QVERIFY2(!name.isEmpty(), qPrintable(kind));
            QVERIFY2(!names.contains(name), qPrintable(name));
            names.insert(name);
        }
        QCOMPARE(kindName(u"brown.charge"_s), u"Brown: charges"_s);
        QCOMPARE(kindName(u"future.kind"_s), u"future.kind"_s);
    }
};

QTEST_GUILESS_MAIN(TestKindNames)
#include "test_kindnames.moc"
