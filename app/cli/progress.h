#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

#include <cstdint>

namespace vedette::cli {

// Progress of a long simulation on stderr, so stdout stays the figures alone.
// Quiet for the first two seconds (most runs end before), then a report a
// second: on a terminal one line rewritten in place, otherwise a line every
// ten seconds. With `always` (--progress) it reports from the start.
class Progress
{
    Q_DECLARE_TR_FUNCTIONS(vedette::cli::Progress)

public:
    Progress(QTextStream &err, const QString &command, std::int64_t total, bool always);

    void update(std::int64_t done);
    // The last report (when any was shown) and the end of the line.
    void finish();

private:
    void report(std::int64_t done);

    QTextStream &mErr;
    QString mCommand;
    std::int64_t mTotal;
    bool mAlways;
    bool mTerminal;
    bool mShown = false;
    qint64 mLastReport = 0;
    std::int64_t mDone = 0;
    QElapsedTimer mClock;
};

} // namespace vedette::cli
