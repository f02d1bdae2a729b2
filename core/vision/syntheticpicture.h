#pragma once

#include "markerlayout.h"

#include <QList>
#include <QPointF>
#include <QSet>
#include <QSizeF>

#include <opencv2/core/mat.hpp>
#include <opencv2/core/matx.hpp>

namespace vedette::vision {

// How the tests' imaginary camera sees the table (issue 42's figures).
struct SyntheticCamera
{
    int width = 1920;
    int height = 1080;
    double keystone = 0.05;       // the table's far edge this much shorter (a tilted camera)
    double rotationDegrees = 0.0; // the table turned in the picture
    double k1 = -0.04;            // barrel distortion, -0.08 to 0
    double blurSigma = 0.8;       // px at 1920x1080, more at larger sizes
    double noiseSigma = 4.0;      // sensor noise, grey levels
    double lightFalloff = 0.3;    // a lamp: this much darker at the far side
    bool glare = true;            // a bright patch off the table's sheen
    int clutter = 40;             // shapes on the table that are not markers
    int hands = 1;                // hands over units
    quint32 seed = 1;

    // A camera drawn at random within the ranges above.
    static SyntheticCamera random(int width, int height, quint32 seed);
};

// A marker on the table: where its centre stands and where its top faces.
struct SyntheticPiece
{
    int marker = 0;
    QPointF centreMm;
    double facing = 0.0;
    double sideMm = defaultUnitSideMm;
};

// A picture of a known table: the markers drawn where the units stand on a
// felt with clutter, seen by a tilted camera through a barrel lens, blurred,
// lit by a lamp with a glare, a hand over some units; noise added fresh for
// each picture.
class SyntheticPicture
{
public:
    SyntheticPicture(QSizeF tableMm, const QList<ReferenceMarker> &reference, const QList<SyntheticPiece> &pieces,
                     const SyntheticCamera &camera);

    // 8-bit grey, with noise from `noiseSeed`.
    cv::Mat picture(quint32 noiseSeed) const;
    // The markers a hand covers, wholly or partly.
    const QSet<int> &covered() const { return mCovered; }
    // Where the camera sees a point of the table.
    QPointF imageOf(QPointF mm) const;

private:
    SyntheticCamera mCamera;
    cv::Matx33d mTableToImage;
    cv::Mat mClean; // CV_32F
    QSet<int> mCovered;
};

// `units` units spread at random over a table, their cards apart and clear
// of the reference markers; ids "u1", "u2"..., markers from 8 up.
MarkerLayout randomLayout(QSizeF tableMm, int units, quint32 seed, double sideMm = defaultUnitSideMm);
// The reference and unit markers of a layout where it has them.
QList<SyntheticPiece> piecesOf(const MarkerLayout &layout);

// Six feet by four.
inline const QSizeF sixByFourFeet{1828.8, 1219.2};

} // namespace vedette::vision
