#pragma once

#include <functional>

namespace vedette::render {

// Work on a picture split in horizontal bands, each band on a thread of Qt's
// global pool while the caller waits. Run there, Qt's raster engine draws and
// fills on the band's own thread: called from any other thread it hands every
// fill of more than a few dozen spans to that pool and waits for it, which
// made a third of `vedette-cli render`'s CPU time futex calls (perf, issue 18).
class PoolBands
{
public:
    // How many bands `rows` rows make: one a thread of the pool, each at
    // least `minRows` rows; 1 when called from a thread of the pool itself
    // (waiting there on the pool could wait for ever).
    static int count(int rows, int minRows = 64);
    // The first row of band `band` of `bands` over `rows` rows (band == bands
    // gives `rows`).
    static int firstRow(int rows, int band, int bands);
    // Calls work(band) for every band, each on a thread of the pool (the
    // caller's own thread when it is one of them), and returns when all are
    // done.
    static void run(int bands, const std::function<void(int band)> &work);
};

} // namespace vedette::render
