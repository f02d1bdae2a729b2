#pragma once

#include "markerlayout.h"

#include <QImage>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <opencv2/core/mat.hpp>

#include <array>
#include <vector>

namespace vedette::vision {

// One marker found in a picture: its id and its four corners in pixels, in
// the marker's own order (top-left, top-right, bottom-right, bottom-left as
// printed).
struct FoundMarker
{
    int marker = 0;
    std::array<QPointF, 4> corners;
};

struct UnitSeen
{
    QString id;
    int marker = 0;
    double xMm = 0.0;
    double yMm = 0.0;
    double facing = 0.0; // degrees, 0 = up the table, 90 = right
};

struct Proposal
{
    QString id;
    QPointF from;
    double fromFacing = 0.0;
    QPointF to;
    double toFacing = 0.0;
};

struct LocateSettings
{
    // A unit is proposed when seen further than this from where the table has it...
    double moveMm = 5.0;
    // ...or turned by more than this.
    double turnDegrees = 5.0;
    // Height of the unit markers above the table (a card on a stand), mm;
    // needs the camera's height above the table to correct (0 = unknown).
    double markerHeightMm = 0.0;
    double cameraHeightMm = 0.0;
};

struct Location
{
    int width = 0;
    int height = 0;
    // Reference markers seen and the fit's RMS error at their corners, mm.
    int referenceSeen = 0;
    double residualMm = 0.0;
    // The lens's radial term fitted from the reference markers (0 with fewer than six seen).
    double k1 = 0.0;
    bool fitted = false; // at least four reference markers: the picture is on the table
    QList<FoundMarker> found;
    QList<UnitSeen> units;
    QStringList unseen;
    QList<Proposal> proposed;
};

// Finds the markers of a layout in a grayscale picture, fits the picture to
// the table from the reference markers (a homography and a radial lens term)
// and gives each unit marker's position and facing in table millimetres.
class Locator
{
public:
    explicit Locator(MarkerLayout layout, LocateSettings settings = {});

    const MarkerLayout &layout() const { return mLayout; }
    void setLayout(MarkerLayout layout) { mLayout = std::move(layout); }
    const LocateSettings &settings() const { return mSettings; }

    // `gray` is 8-bit, one channel.
    Location locate(const cv::Mat &gray) const;
    // Any QImage; converted to 8-bit grayscale first.
    Location locate(const QImage &image) const;

    // The markers alone: detected on a smaller copy of the picture where the
    // markers are large enough, then refined at full size (cornerSubPix).
    static QList<FoundMarker> findMarkers(const cv::Mat &gray, double smallestMarkerPx = 0.0);
    // The proposals of seen units against the layout's positions.
    static QList<Proposal> proposals(const MarkerLayout &layout, const QList<UnitSeen> &seen,
                                     const LocateSettings &settings);

private:
    MarkerLayout mLayout;
    LocateSettings mSettings;
};

// Facing from one to the other, in (-180, 180].
double angleBetween(double from, double to);

} // namespace vedette::vision
