// Issue 42's speed target: the camera's locator on a 1920x1080 picture of a
// 6x4 ft table with 60 units at most half the time of OpenCV's
// detectMarkers with its default parameters on the same frames, in the same
// run, and at most 33 ms a frame.

#include "vision/locator.h"
#include "vision/syntheticpicture.h"

#include <opencv2/aruco.hpp>

#include <benchmark/benchmark.h>

using namespace vedette::vision;

namespace {

// Four frames from four cameras (tilt, lens, light and a hand each their own).
struct Frames
{
    MarkerLayout layout = randomLayout(sixByFourFeet, 60, 4242);
    std::vector<cv::Mat> pictures;

    Frames()
    {
        for (quint32 seed = 1; seed <= 4; ++seed)
            pictures.push_back(SyntheticPicture(layout.tableMm, layout.reference, piecesOf(layout),
                                                SyntheticCamera::random(1920, 1080, seed))
                                   .picture(seed));
    }
};

const Frames &frames()
{
    static const Frames made;
    return made;
}

} // namespace

static void BM_CameraLocate1080p(benchmark::State &state)
{
    const Frames &f = frames();
    const Locator locator(f.layout);
    std::size_t i = 0;
    std::size_t seen = 0;
    for (auto _ : state) {
        const Location location = locator.locate(f.pictures[i++ % f.pictures.size()]);
        seen += std::size_t(location.units.size());
        benchmark::DoNotOptimize(location.units.data());
    }
    state.counters["unitsSeen"] = benchmark::Counter(double(seen), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_CameraLocate1080p)->Unit(benchmark::kMillisecond);

// The peer: OpenCV 4.6's detectMarkers with default parameters, markers only.
static void BM_DetectMarkers1080p(benchmark::State &state)
{
    const Frames &f = frames();
    const cv::Ptr<cv::aruco::Dictionary> dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    const cv::Ptr<cv::aruco::DetectorParameters> parameters = cv::aruco::DetectorParameters::create();
    std::size_t i = 0;
    std::size_t found = 0;
    for (auto _ : state) {
        std::vector<std::vector<cv::Point2f>> corners;
        std::vector<int> ids;
        cv::aruco::detectMarkers(f.pictures[i++ % f.pictures.size()], dictionary, corners, ids, parameters);
        found += ids.size();
        benchmark::DoNotOptimize(ids.data());
    }
    state.counters["markersFound"] = benchmark::Counter(double(found), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_DetectMarkers1080p)->Unit(benchmark::kMillisecond);
