#include "progress.h"

#include <QLocale>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace vedette::cli {

Progress::Progress(QTextStream &err, const QString &command, std::int64_t total, bool always)
    : mErr(err)
    , mCommand(command)
    , mTotal(total)
    , mAlways(always)
    , mTerminal(isatty(fileno(stderr)) == 1)
{
    mClock.start();
}

void Progress::update(std::int64_t done)
{
    mDone = done;
    const qint64 elapsed = mClock.elapsed();
    if (!mAlways && elapsed < 2000)
        return;
    const qint64 interval = mTerminal || mAlways ? 1000 : 10000;
    if (mShown && elapsed - mLastReport < interval)
        return;
    report(done);
}

void Progress::report(std::int64_t done)
{
    const qint64 elapsed = mClock.elapsed();
    mLastReport = elapsed;
    mShown = true;
    const QLocale locale;
    const int percent = mTotal > 0 ? int(100 * done / mTotal) : 100;
    // %Ln: the total in the locale's digits, with its plural ("1 game").
    QString line = tr("%1: %2 of %Ln game(s) (%3 %)", nullptr, int(std::min<qint64>(mTotal, INT_MAX)))
                       .arg(mCommand, locale.toString(qlonglong(done)), QString::number(percent));
    if (done > 0 && done < mTotal) {
        const qint64 left = qint64(double(elapsed) * double(mTotal - done) / double(done) / 1000.0 + 0.5);
        line += u", "_s + tr("about %1 s left").arg(locale.toString(left));
    }
    if (mTerminal)
        mErr << '\r' << line << "\x1b[K";
    else
        mErr << line << '\n';
    mErr.flush();
}

void Progress::finish()
{
    if (!mShown)
        return;
    report(mDone);
    if (mTerminal)
        mErr << '\n';
    mErr.flush();
}

} // namespace vedette::cli
