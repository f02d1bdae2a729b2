#include "poolbands.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace vedette::render {

int PoolBands::count(int rows, int minRows)
{
    QThreadPool *pool = QThreadPool::globalInstance();
    if (pool->contains(QThread::currentThread()))
        return 1;
    const int byRows = std::max(1, rows / std::max(1, minRows));
    return std::clamp(pool->maxThreadCount(), 1, byRows);
}

int PoolBands::firstRow(int rows, int band, int bands)
{
    return int(qint64(rows) * band / std::max(1, bands));
}

void PoolBands::run(int bands, const std::function<void(int band)> &work)
{
    QThreadPool *pool = QThreadPool::globalInstance();
    if (pool->contains(QThread::currentThread())) {
        for (int band = 0; band < bands; ++band)
            work(band);
        return;
    }
    QSemaphore done;
    for (int band = 0; band < bands; ++band) {
        pool->start([&work, &done, band] {
            work(band);
            done.release();
        });
    }
    done.acquire(bands);
}

} // namespace vedette::render
