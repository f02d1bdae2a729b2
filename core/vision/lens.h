#pragma once

#include <opencv2/core/matx.hpp>
#include <opencv2/core/types.hpp>

#include <cmath>

namespace vedette::vision {

// The lens model the locator fits and the synthetic pictures are made
// with: one radial term about the picture's centre, the radius in units of
// half the picture's diagonal. distorted = c + (u - c) (1 + k1 r_u^2).
struct Lens
{
    cv::Point2d centre;
    double radius = 1.0;
    double k1 = 0.0;

    // The lens of a picture of `width` x `height` pixels.
    static Lens of(int width, int height, double k1 = 0.0)
    {
        return {{(width - 1) / 2.0, (height - 1) / 2.0}, std::hypot(double(width), double(height)) / 2.0, k1};
    }

    cv::Point2d distort(cv::Point2d undistorted) const
    {
        const cv::Point2d u = undistorted - centre;
        return centre + u * (1.0 + k1 * (u.x * u.x + u.y * u.y) / (radius * radius));
    }

    // The inverse, by fixed-point iteration (eight steps: far below a
    // thousandth of a pixel for |k1| up to 0.3).
    cv::Point2d undistort(cv::Point2d distorted) const
    {
        if (k1 == 0.0)
            return distorted;
        const cv::Point2d d = distorted - centre;
        cv::Point2d u = d;
        for (int i = 0; i < 8; ++i)
            u = d * (1.0 / (1.0 + k1 * (u.x * u.x + u.y * u.y) / (radius * radius)));
        return centre + u;
    }
};

// A point through a homography.
inline cv::Point2d applyHomography(const cv::Matx33d &h, cv::Point2d p)
{
    const cv::Vec3d v = h * cv::Vec3d(p.x, p.y, 1.0);
    return {v[0] / v[2], v[1] / v[2]};
}

} // namespace vedette::vision
