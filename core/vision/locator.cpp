#include "locator.h"

#include "lens.h"

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace vedette::vision {

namespace {

const cv::Ptr<cv::aruco::Dictionary> &dictionary()
{
    static const cv::Ptr<cv::aruco::Dictionary> dict = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    return dict;
}

// The smallest side the detection picture should give a marker: about five
// pixels a cell of its six (border included) reads reliably.
constexpr double detectMarkerPx = 30;

struct Fit
{
    cv::Matx33d imageToTable = cv::Matx33d::eye();
    double residualMm = 0.0;
    bool ok = false;
};

Fit fitHomography(const Lens &lens, const std::vector<cv::Point2d> &image, const std::vector<cv::Point2d> &table)
{
    std::vector<cv::Point2d> undistorted;
    undistorted.reserve(image.size());
    for (const cv::Point2d &p : image)
        undistorted.push_back(lens.undistort(p));
    Fit fit;
    const cv::Mat h = cv::findHomography(undistorted, table, 0);
    if (h.empty())
        return fit;
    fit.imageToTable = cv::Matx33d(h);
    double sum = 0.0;
    for (std::size_t i = 0; i < undistorted.size(); ++i) {
        const cv::Point2d d = applyHomography(fit.imageToTable, undistorted[i]) - table[i];
        sum += d.dot(d);
    }
    fit.residualMm = std::sqrt(sum / double(undistorted.size()));
    fit.ok = std::isfinite(fit.residualMm);
    return fit;
}

double normalised(double degrees)
{
    double a = std::fmod(degrees, 360.0);
    if (a < 0)
        a += 360.0;
    return a >= 360.0 ? 0.0 : a;
}

} // namespace

double angleBetween(double from, double to)
{
    double d = std::fmod(to - from, 360.0);
    if (d <= -180.0)
        d += 360.0;
    else if (d > 180.0)
        d -= 360.0;
    return d;
}

Locator::Locator(MarkerLayout layout, LocateSettings settings)
    : mLayout(std::move(layout))
    , mSettings(settings)
{
}

QList<FoundMarker> Locator::findMarkers(const cv::Mat &gray, double smallestMarkerPx)
{
    QList<FoundMarker> found;
    if (gray.empty() || gray.type() != CV_8UC1)
        return found;
    // Detect on a smaller copy where the markers stay large enough: the
    // thresholds and contours, most of detectMarkers' time, go with the area.
    double scale = 1.0;
    if (smallestMarkerPx > detectMarkerPx)
        scale = std::max(0.25, detectMarkerPx / smallestMarkerPx);
    cv::Mat small;
    if (scale < 0.95)
        cv::resize(gray, small, cv::Size(), scale, scale, cv::INTER_AREA);
    else {
        small = gray;
        scale = 1.0;
    }
    const double markerPx = smallestMarkerPx > 0.0 ? smallestMarkerPx * scale : 20.0;
    const double longest = std::max(small.cols, small.rows);

    const cv::Ptr<cv::aruco::DetectorParameters> parameters = cv::aruco::DetectorParameters::create();
    // One threshold window, about half the smallest marker's side
    // (default: three windows, 3 to 23 px).
    int window = int(std::lround(markerPx / 2.0)) | 1;
    window = std::clamp(window, 7, 23);
    parameters->adaptiveThreshWinSizeMin = window;
    parameters->adaptiveThreshWinSizeMax = window;
    parameters->adaptiveThreshWinSizeStep = 10;
    // A pixel counts as dark only 15 grey levels under its neighbourhood
    // (default 7): the printed black is far darker than that even in a dim
    // corner, and sensor noise on the cloth no longer makes thousands of
    // specks whose outlines findContours must follow (most of the time).
    parameters->adaptiveThreshConstant = 15;
    // Outlines from a little under the smallest marker to a little over the
    // largest (the reference markers, at most twice as large).
    if (smallestMarkerPx > 0.0) {
        parameters->minMarkerPerimeterRate = std::max(0.005, 0.6 * 4.0 * markerPx / longest);
        parameters->maxMarkerPerimeterRate = std::min(4.0, 4.0 * 4.0 * markerPx / longest);
    } else {
        parameters->minMarkerPerimeterRate = 0.01;
    }
    parameters->cornerRefinementMethod = cv::aruco::CORNER_REFINE_NONE;

    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    cv::aruco::detectMarkers(small, dictionary(), corners, ids, parameters);
    if (ids.empty())
        return found;

    // Corners back at full size, refined there in small windows.
    std::vector<cv::Point2f> all;
    all.reserve(corners.size() * 4);
    double smallest = 1e9;
    for (const auto &quad : corners) {
        for (const cv::Point2f &p : quad)
            all.emplace_back(float((p.x + 0.5) / scale - 0.5), float((p.y + 0.5) / scale - 0.5));
        smallest = std::min(smallest, cv::norm(quad[0] - quad[1]) / scale);
    }
    const int half = std::clamp(int(std::lround(smallest / 10.0)), 2, 6);
    cv::cornerSubPix(gray, all, cv::Size(half, half), cv::Size(-1, -1),
                     cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 20, 0.01));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        FoundMarker marker;
        marker.marker = ids[i];
        for (int c = 0; c < 4; ++c)
            marker.corners[std::size_t(c)] = QPointF(all[i * 4 + std::size_t(c)].x, all[i * 4 + std::size_t(c)].y);
        found.append(marker);
    }
    return found;
}

QList<Proposal> Locator::proposals(const MarkerLayout &layout, const QList<UnitSeen> &seen,
                                   const LocateSettings &settings)
{
    QList<Proposal> list;
    for (const UnitSeen &unit : seen) {
        const UnitMarker *known = layout.unitOf(unit.marker);
        if (!known)
            continue;
        const QPointF to(unit.xMm, unit.yMm);
        const QPointF d = to - known->positionMm;
        const double distance = std::hypot(d.x(), d.y());
        const double turn = std::abs(angleBetween(known->facing, unit.facing));
        if (distance > settings.moveMm || turn > settings.turnDegrees)
            list.append({unit.id, known->positionMm, known->facing, to, unit.facing});
    }
    return list;
}

Location Locator::locate(const QImage &image) const
{
    if (image.isNull())
        return {};
    const QImage gray = image.format() == QImage::Format_Grayscale8 ? image
                                                                    : image.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat mat(gray.height(), gray.width(), CV_8UC1, const_cast<uchar *>(gray.constBits()),
                      std::size_t(gray.bytesPerLine()));
    return locate(mat);
}

Location Locator::locate(const cv::Mat &gray) const
{
    Location location;
    location.width = gray.cols;
    location.height = gray.rows;
    for (const UnitMarker &unit : mLayout.units)
        location.unseen.append(unit.unitId);
    if (gray.empty() || gray.type() != CV_8UC1 || mLayout.tableMm.isEmpty())
        return location;

    // How large the smallest marker can be: the table filling the picture,
    // seen at a slant of up to a third.
    double smallestMm = referenceSideMm;
    for (const UnitMarker &unit : mLayout.units)
        smallestMm = std::min(smallestMm, unit.sideMm);
    const double pxPerMm = std::min(gray.cols / mLayout.tableMm.width(), gray.rows / mLayout.tableMm.height());
    location.found = findMarkers(gray, smallestMm * pxPerMm * 0.66);

    // The fit: every corner of the reference markers seen.
    std::vector<cv::Point2d> image;
    std::vector<cv::Point2d> table;
    QHash<int, int> seenCount;
    for (const FoundMarker &marker : std::as_const(location.found))
        ++seenCount[marker.marker];
    for (const FoundMarker &marker : std::as_const(location.found)) {
        if (marker.marker >= referenceCount || seenCount.value(marker.marker) != 1)
            continue;
        const ReferenceMarker &reference = mLayout.reference[marker.marker];
        const double h = reference.sideMm / 2.0;
        const QPointF c = reference.centreMm;
        const QPointF corners[4] = {{c.x() - h, c.y() - h}, {c.x() + h, c.y() - h}, {c.x() + h, c.y() + h},
                                    {c.x() - h, c.y() + h}};
        for (int i = 0; i < 4; ++i) {
            image.emplace_back(marker.corners[std::size_t(i)].x(), marker.corners[std::size_t(i)].y());
            table.emplace_back(corners[i].x(), corners[i].y());
        }
        ++location.referenceSeen;
    }
    if (location.referenceSeen < 4)
        return location;

    Lens lens = Lens::of(gray.cols, gray.rows);
    Fit fit = fitHomography(lens, image, table);
    // The radial term: with markers on every side the edges' bending shows it.
    if (location.referenceSeen >= 6) {
        double lo = -0.3;
        double hi = 0.1;
        const double golden = (std::sqrt(5.0) - 1.0) / 2.0;
        auto residual = [&](double k1) {
            Lens trial = lens;
            trial.k1 = k1;
            return fitHomography(trial, image, table).residualMm;
        };
        double a = hi - golden * (hi - lo);
        double b = lo + golden * (hi - lo);
        double fa = residual(a);
        double fb = residual(b);
        for (int i = 0; i < 40 && hi - lo > 1e-5; ++i) {
            if (fa < fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - golden * (hi - lo);
                fa = residual(a);
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + golden * (hi - lo);
                fb = residual(b);
            }
        }
        Lens best = lens;
        best.k1 = (lo + hi) / 2.0;
        const Fit bent = fitHomography(best, image, table);
        if (bent.ok && bent.residualMm < fit.residualMm) {
            fit = bent;
            lens = best;
        }
    }
    if (!fit.ok)
        return location;
    location.fitted = true;
    location.residualMm = fit.residualMm;
    location.k1 = lens.k1;

    // A marker raised above the table is seen further out from the point
    // under the camera than it stands.
    const double raise = mSettings.cameraHeightMm > 0.0 && mSettings.markerHeightMm > 0.0
                             ? std::clamp(1.0 - mSettings.markerHeightMm / mSettings.cameraHeightMm, 0.1, 1.0)
                             : 1.0;
    const cv::Point2d foot = applyHomography(fit.imageToTable, lens.centre);

    location.unseen.clear();
    QSet<QString> seenIds;
    for (const FoundMarker &marker : std::as_const(location.found)) {
        if (marker.marker < firstUnitMarker || seenCount.value(marker.marker) != 1)
            continue;
        const UnitMarker *unit = mLayout.unitOf(marker.marker);
        if (!unit)
            continue;
        cv::Point2d corners[4];
        for (int i = 0; i < 4; ++i) {
            const QPointF p = marker.corners[std::size_t(i)];
            corners[i] = applyHomography(fit.imageToTable, lens.undistort({p.x(), p.y()}));
            if (raise != 1.0)
                corners[i] = foot + (corners[i] - foot) * raise;
        }
        const cv::Point2d centre = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25;
        const cv::Point2d up = (corners[0] + corners[1]) * 0.5 - (corners[3] + corners[2]) * 0.5;
        UnitSeen seen;
        seen.id = unit->unitId;
        seen.marker = marker.marker;
        seen.xMm = centre.x;
        seen.yMm = centre.y;
        seen.facing = normalised(std::atan2(up.x, -up.y) * 180.0 / std::numbers::pi);
        location.units.append(seen);
        seenIds.insert(unit->unitId);
    }
    for (const UnitMarker &unit : mLayout.units)
        if (!seenIds.contains(unit.unitId))
            location.unseen.append(unit.unitId);
    location.proposed = proposals(mLayout, location.units, mSettings);
    return location;
}

} // namespace vedette::vision
