#include "syntheticpicture.h"

#include "lens.h"

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <QLineF>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace vedette::vision {

namespace {

constexpr double pi = std::numbers::pi;
constexpr float cardWhite = 225.0f;
constexpr float markerBlack = 35.0f;
constexpr float floorGrey = 55.0f;

double uniform(QRandomGenerator &random, double lo, double hi)
{
    return lo + (hi - lo) * random.generateDouble();
}

// A card lying on the table: the marker's cells inside a white margin of a
// fifth of its side, drawn with 3x3 samples a texture pixel.
void drawCard(cv::Mat &texture, double pxPerMm, const SyntheticPiece &piece)
{
    static const cv::Ptr<cv::aruco::Dictionary> dictionary
        = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    cv::Mat cells;
    dictionary->drawMarker(piece.marker, 6, cells, 1);
    const double side = piece.sideMm;
    const double card = side * 1.4;
    const double theta = piece.facing * pi / 180.0;
    const cv::Point2d right(std::cos(theta), std::sin(theta));
    const cv::Point2d down(-std::sin(theta), std::cos(theta));
    const double reach = card * std::sqrt(0.5) + 1.0;
    const int x0 = std::max(0, int(std::floor((piece.centreMm.x() - reach) * pxPerMm)));
    const int x1 = std::min(texture.cols - 1, int(std::ceil((piece.centreMm.x() + reach) * pxPerMm)));
    const int y0 = std::max(0, int(std::floor((piece.centreMm.y() - reach) * pxPerMm)));
    const int y1 = std::min(texture.rows - 1, int(std::ceil((piece.centreMm.y() + reach) * pxPerMm)));
    const double cell = side / 6.0;
    for (int y = y0; y <= y1; ++y) {
        float *row = texture.ptr<float>(y);
        for (int x = x0; x <= x1; ++x) {
            double sum = 0.0;
            int inside = 0;
            for (int sy = 0; sy < 3; ++sy)
                for (int sx = 0; sx < 3; ++sx) {
                    const cv::Point2d mm((x + (sx + 0.5) / 3.0) / pxPerMm - piece.centreMm.x(),
                                         (y + (sy + 0.5) / 3.0) / pxPerMm - piece.centreMm.y());
                    const double lx = mm.dot(right);
                    const double ly = mm.dot(down);
                    if (std::abs(lx) > card / 2 || std::abs(ly) > card / 2)
                        continue;
                    ++inside;
                    if (std::abs(lx) < side / 2 && std::abs(ly) < side / 2) {
                        const int c = std::clamp(int((lx + side / 2) / cell), 0, 5);
                        const int r = std::clamp(int((ly + side / 2) / cell), 0, 5);
                        sum += cells.at<uchar>(r, c) ? cardWhite : markerBlack;
                    } else {
                        sum += cardWhite;
                    }
                }
            if (inside > 0)
                row[x] = float((sum + row[x] * (9 - inside)) / 9.0);
        }
    }
}

} // namespace

SyntheticCamera SyntheticCamera::random(int width, int height, quint32 seed)
{
    QRandomGenerator random(seed);
    SyntheticCamera camera;
    camera.width = width;
    camera.height = height;
    camera.keystone = uniform(random, 0.0, 0.12);
    camera.rotationDegrees = uniform(random, -3.0, 3.0);
    camera.k1 = uniform(random, -0.08, 0.0);
    camera.blurSigma = uniform(random, 0.5, 1.2);
    camera.noiseSigma = uniform(random, 2.0, 6.0);
    camera.lightFalloff = uniform(random, 0.1, 0.4);
    camera.glare = true;
    camera.clutter = 40;
    camera.hands = 1;
    camera.seed = seed;
    return camera;
}

SyntheticPicture::SyntheticPicture(QSizeF tableMm, const QList<ReferenceMarker> &reference,
                                   const QList<SyntheticPiece> &pieces, const SyntheticCamera &camera)
    : mCamera(camera)
{
    QRandomGenerator random(camera.seed * 2654435761u + 17u);
    const int W = camera.width;
    const int H = camera.height;
    const double tw = tableMm.width();
    const double th = tableMm.height();
    const double outPxPerMm = std::min(W * 0.88 / tw, H * 0.88 / th);
    const double texPxPerMm = std::clamp(outPxPerMm * 1.25, 1.0, 3.0);

    // The table: a felt with a slow swell of light and grain.
    cv::Mat texture(int(std::ceil(th * texPxPerMm)), int(std::ceil(tw * texPxPerMm)), CV_32F);
    {
        cv::Mat swell(8, 12, CV_32F);
        cv::RNG rng(camera.seed + 101u);
        rng.fill(swell, cv::RNG::UNIFORM, 105.0, 135.0);
        cv::resize(swell, texture, texture.size(), 0, 0, cv::INTER_CUBIC);
        cv::Mat grain(texture.size(), CV_32F);
        rng.fill(grain, cv::RNG::NORMAL, 0.0, 4.0);
        texture += grain;
    }
    // Clutter: woods, roads, dice, rulers, writing; never a marker.
    auto px = [&](double mm) { return int(std::lround(mm * texPxPerMm)); };
    for (int i = 0; i < camera.clutter; ++i) {
        const cv::Point centre(px(uniform(random, 0, tw)), px(uniform(random, 0, th)));
        const double grey = uniform(random, 20, 240);
        switch (random.bounded(5)) {
        case 0:
            cv::ellipse(texture, centre, cv::Size(px(uniform(random, 30, 150)), px(uniform(random, 20, 90))),
                        uniform(random, 0, 180), 0, 360, cv::Scalar(grey * 0.6), cv::FILLED, cv::LINE_AA);
            break;
        case 1:
            cv::line(texture, centre,
                     centre + cv::Point(px(uniform(random, -300, 300)), px(uniform(random, -300, 300))),
                     cv::Scalar(grey), std::max(1, px(uniform(random, 2, 25))), cv::LINE_AA);
            break;
        case 2: { // a die: a light square with dark pips
            const int s = px(uniform(random, 12, 18));
            cv::rectangle(texture, cv::Rect(centre.x, centre.y, s, s), cv::Scalar(235), cv::FILLED);
            for (int p = 0; p < int(random.bounded(1, 7)); ++p)
                cv::circle(texture, centre + cv::Point(int(random.bounded(s / 5 + 1, s - s / 5)), int(random.bounded(s / 5 + 1, s - s / 5))),
                           std::max(1, s / 10), cv::Scalar(30), cv::FILLED, cv::LINE_AA);
            break;
        }
        case 3:
            cv::putText(texture, "Hill 3", centre, cv::FONT_HERSHEY_SIMPLEX, texPxPerMm * 0.6, cv::Scalar(grey * 0.3),
                        std::max(1, px(1.5)), cv::LINE_AA);
            break;
        default: // a ruler: a long bar with marks
            cv::rectangle(texture, cv::Rect(centre.x, centre.y, px(300), px(25)), cv::Scalar(grey), cv::FILLED);
            for (int m = 0; m < 30; ++m)
                cv::line(texture, cv::Point(centre.x + px(10.0 * m), centre.y),
                         cv::Point(centre.x + px(10.0 * m), centre.y + px(m % 5 ? 6 : 12)), cv::Scalar(20), 1);
            break;
        }
    }
    for (const ReferenceMarker &marker : reference)
        drawCard(texture, texPxPerMm, {marker.marker, marker.centreMm, 0.0, marker.sideMm});
    for (const SyntheticPiece &piece : pieces)
        drawCard(texture, texPxPerMm, piece);

    // The camera: the table's corners where a tilted, turned camera sees them.
    const cv::Point2d centre(W / 2.0 + uniform(random, -0.02, 0.02) * W, H / 2.0 + uniform(random, -0.02, 0.02) * H);
    const double halfW = tw * outPxPerMm / 2.0;
    const double halfH = th * outPxPerMm / 2.0;
    const double far = 1.0 - camera.keystone;
    cv::Point2d quad[4] = {{-halfW * far, -halfH}, {halfW * far, -halfH}, {halfW, halfH}, {-halfW, halfH}};
    const double a = camera.rotationDegrees * pi / 180.0;
    std::vector<cv::Point2f> image;
    for (cv::Point2d &q : quad) {
        const cv::Point2d turned(q.x * std::cos(a) - q.y * std::sin(a), q.x * std::sin(a) + q.y * std::cos(a));
        image.emplace_back(float(centre.x + turned.x), float(centre.y + turned.y));
    }
    const std::vector<cv::Point2f> table{{0.f, 0.f}, {float(tw), 0.f}, {float(tw), float(th)}, {0.f, float(th)}};
    mTableToImage = cv::Matx33d(cv::getPerspectiveTransform(table, image));
    const cv::Matx33d imageToTable = mTableToImage.inv();

    // Each picture pixel back through the lens and the tilt onto the texture.
    cv::Mat mapX(H, W, CV_32F);
    cv::Mat mapY(H, W, CV_32F);
    const Lens lens = Lens::of(W, H, camera.k1);
    for (int y = 0; y < H; ++y) {
        float *mx = mapX.ptr<float>(y);
        float *my = mapY.ptr<float>(y);
        for (int x = 0; x < W; ++x) {
            const cv::Point2d mm = applyHomography(imageToTable, lens.undistort(cv::Point2d(x, y)));
            mx[x] = float(mm.x * texPxPerMm - 0.5);
            my[x] = float(mm.y * texPxPerMm - 0.5);
        }
    }
    cv::remap(texture, mClean, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(floorGrey));

    // The optics and the light.
    const double scale = W / 1920.0;
    cv::GaussianBlur(mClean, mClean, cv::Size(), camera.blurSigma * scale);
    {
        const cv::Point2d lamp(uniform(random, 0, W), uniform(random, 0, H));
        const double reach2 = double(W) * W + double(H) * H;
        for (int y = 0; y < H; ++y) {
            float *row = mClean.ptr<float>(y);
            for (int x = 0; x < W; ++x) {
                const double r2 = ((x - lamp.x) * (x - lamp.x) + (y - lamp.y) * (y - lamp.y)) / reach2;
                row[x] = float(row[x] * (1.0 - camera.lightFalloff * std::min(1.0, r2 * 2.0)));
            }
        }
    }
    if (camera.glare) {
        const cv::Point2d spot(uniform(random, 0.2, 0.8) * W, uniform(random, 0.2, 0.8) * H);
        const double sigma = 0.04 * W;
        const int reach = int(3 * sigma);
        for (int y = std::max(0, int(spot.y) - reach); y < std::min(H, int(spot.y) + reach); ++y) {
            float *row = mClean.ptr<float>(y);
            for (int x = std::max(0, int(spot.x) - reach); x < std::min(W, int(spot.x) + reach); ++x) {
                const double r2 = ((x - spot.x) * (x - spot.x) + (y - spot.y) * (y - spot.y)) / (2 * sigma * sigma);
                row[x] += float(80.0 * std::exp(-r2));
            }
        }
    }

    // Hands over units: a palm and four fingers, over a unit's marker.
    QList<SyntheticPiece> units;
    for (const SyntheticPiece &piece : pieces)
        if (piece.marker >= firstUnitMarker)
            units.append(piece);
    cv::Mat hand = cv::Mat::zeros(H, W, CV_8U);
    for (int h = 0; h < camera.hands && !units.isEmpty(); ++h) {
        const SyntheticPiece &under = units[int(random.bounded(int(units.size())))];
        const QPointF at = imageOf(under.centreMm);
        const double s = outPxPerMm;
        const double turn = uniform(random, 0, 360);
        const cv::Point c(int(at.x()), int(at.y()));
        cv::ellipse(hand, c, cv::Size(int(45 * s), int(55 * s)), turn, 0, 360, cv::Scalar(255), cv::FILLED, cv::LINE_AA);
        for (int f = 0; f < 4; ++f) {
            const double fa = (turn - 30 + 20 * f) * pi / 180.0;
            const cv::Point2d dir(std::sin(fa), -std::cos(fa));
            const cv::Point2d base = cv::Point2d(c) + dir * (45 * s);
            cv::line(hand, cv::Point(base), cv::Point(base + dir * (60 * s)), cv::Scalar(255), int(16 * s), cv::LINE_AA);
        }
    }
    if (cv::countNonZero(hand) > 0) {
        cv::Mat skin(H, W, CV_32F, cv::Scalar(165.0));
        cv::Mat alpha;
        hand.convertTo(alpha, CV_32F, 1.0 / 255.0);
        mClean = mClean.mul(1.0 - alpha) + skin.mul(alpha);
        for (const SyntheticPiece &piece : pieces) {
            // Covered when any point of the marker's card is under the hand.
            bool under = false;
            for (int i = 0; i <= 6 && !under; ++i)
                for (int j = 0; j <= 6 && !under; ++j) {
                    const double th2 = piece.facing * pi / 180.0;
                    const double lx = (i / 6.0 - 0.5) * piece.sideMm * 1.2;
                    const double ly = (j / 6.0 - 0.5) * piece.sideMm * 1.2;
                    const QPointF mm(piece.centreMm.x() + lx * std::cos(th2) - ly * std::sin(th2),
                                     piece.centreMm.y() + lx * std::sin(th2) + ly * std::cos(th2));
                    const QPointF p = imageOf(mm);
                    const int x = int(std::lround(p.x()));
                    const int y = int(std::lround(p.y()));
                    under = x >= 0 && y >= 0 && x < W && y < H && hand.at<uchar>(y, x) > 0;
                }
            if (under)
                mCovered.insert(piece.marker);
        }
    }
}

QPointF SyntheticPicture::imageOf(QPointF mm) const
{
    const cv::Point2d p = Lens::of(mCamera.width, mCamera.height, mCamera.k1)
                              .distort(applyHomography(mTableToImage, {mm.x(), mm.y()}));
    return {p.x, p.y};
}

cv::Mat SyntheticPicture::picture(quint32 noiseSeed) const
{
    cv::Mat noisy(mClean.size(), CV_32F);
    cv::RNG rng(noiseSeed);
    rng.fill(noisy, cv::RNG::NORMAL, 0.0, mCamera.noiseSigma);
    noisy += mClean;
    cv::Mat out;
    noisy.convertTo(out, CV_8U);
    return out;
}

MarkerLayout randomLayout(QSizeF tableMm, int units, quint32 seed, double sideMm)
{
    QRandomGenerator random(seed);
    MarkerLayout layout;
    layout.tableMm = tableMm;
    layout.reference = MarkerLayout::referenceMarkers(tableMm);
    const double card = sideMm * 1.4;
    const double apart = card * std::sqrt(2.0) + 2.0;
    const double margin = referenceInsetMm + referenceSideMm * 0.7 + apart / 2.0;
    QList<QPointF> taken;
    for (const ReferenceMarker &reference : layout.reference)
        taken.append(reference.centreMm);
    for (int i = 0; i < units; ++i) {
        QPointF at;
        for (int attempt = 0; attempt < 10000; ++attempt) {
            at = QPointF(uniform(random, margin, tableMm.width() - margin),
                         uniform(random, margin, tableMm.height() - margin));
            bool clear = true;
            for (const QPointF &other : taken)
                clear = clear && QLineF(at, other).length() > apart + 20.0;
            if (clear)
                break;
        }
        taken.append(at);
        UnitMarker unit;
        unit.unitId = QStringLiteral("u%1").arg(i + 1);
        unit.marker = firstUnitMarker + i;
        unit.sideMm = sideMm;
        unit.positionMm = at;
        unit.facing = uniform(random, 0.0, 360.0);
        unit.assigned = true;
        layout.units.append(unit);
    }
    return layout;
}

QList<SyntheticPiece> piecesOf(const MarkerLayout &layout)
{
    QList<SyntheticPiece> pieces;
    for (const UnitMarker &unit : layout.units)
        pieces.append({unit.marker, unit.positionMm, unit.facing, unit.sideMm});
    return pieces;
}

} // namespace vedette::vision
