#include "markersheet.h"

#include <opencv2/aruco.hpp>

#include <QCoreApplication>
#include <QImage>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette::vision {

namespace {

// The marker's cells, one pixel a cell (the black border included).
QImage markerImage(int marker)
{
    static const cv::Ptr<cv::aruco::Dictionary> dictionary
        = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_1000);
    cv::Mat cells;
    dictionary->drawMarker(marker, 6, cells, 1);
    QImage image(6, 6, QImage::Format_Grayscale8);
    for (int y = 0; y < 6; ++y)
        for (int x = 0; x < 6; ++x)
            image.scanLine(y)[x] = cells.at<uchar>(y, x);
    return image;
}

struct Card
{
    int marker;
    double side;
    QString caption;
};

} // namespace

bool writeMarkerSheet(const QString &path, const MarkerLayout &layout, const QHash<QString, QString> &names,
                      const QString &title, bool letter, QString *error)
{
    QPdfWriter writer(path);
    writer.setResolution(1200);
    writer.setPageSize(QPageSize(letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    writer.setTitle(title);
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = QCoreApplication::translate("vedette::vision::MarkerSheet", "%1 cannot be written.").arg(path);
        return false;
    }
    const double dotsPerMm = writer.resolution() / 25.4;
    const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
    const double pageW = page.width() / dotsPerMm;
    const double pageH = page.height() / dotsPerMm;
    QFont font = painter.font();
    font.setPointSizeF(7);
    painter.setFont(font);

    QList<Card> reference;
    for (const ReferenceMarker &marker : layout.reference)
        reference.append({marker.marker, marker.sideMm,
                          QCoreApplication::translate("vedette::vision::MarkerSheet", "Reference %1").arg(marker.marker)});
    QList<Card> units;
    for (const UnitMarker &unit : layout.units)
        units.append({unit.marker, unit.sideMm, u"%1 (%2)"_s.arg(names.value(unit.unitId, unit.unitId)).arg(unit.marker)});

    bool firstPage = true;
    auto lay = [&](const QList<Card> &cards) {
        if (!firstPage)
            writer.newPage();
        firstPage = false;
        double x = 0;
        double y = 0;
        double rowHeight = 0;
        for (const Card &card : cards) {
            const double margin = card.side / 5.0;
            const double w = card.side + 2 * margin;
            const double h = w + 5.0; // and the caption
            if (x + w > pageW) {
                x = 0;
                y += rowHeight + 2.0;
                rowHeight = 0;
            }
            if (y + h > pageH) {
                writer.newPage();
                x = 0;
                y = 0;
                rowHeight = 0;
            }
            painter.setPen(QPen(Qt::lightGray, 0));
            painter.setBrush(Qt::white);
            painter.drawRect(QRectF(x * dotsPerMm, y * dotsPerMm, w * dotsPerMm, w * dotsPerMm));
            // The black cells as rectangles: sharp at any zoom, exact in size.
            const QImage cells = markerImage(card.marker);
            const double cell = card.side / 6.0;
            for (int r = 0; r < 6; ++r)
                for (int c = 0; c < 6; ++c)
                    if (cells.constScanLine(r)[c] < 128)
                        painter.fillRect(QRectF((x + margin + c * cell) * dotsPerMm, (y + margin + r * cell) * dotsPerMm,
                                                cell * dotsPerMm + 0.5, cell * dotsPerMm + 0.5),
                                         Qt::black);
            painter.setPen(Qt::black);
            painter.drawText(QRectF(x * dotsPerMm, (y + w) * dotsPerMm, w * dotsPerMm, 5.0 * dotsPerMm),
                             Qt::AlignHCenter | Qt::AlignTop | Qt::TextSingleLine, card.caption);
            x += w + 2.0;
            rowHeight = std::max(rowHeight, h);
        }
    };
    lay(reference);
    if (!units.isEmpty())
        lay(units);
    return painter.end();
}

} // namespace vedette::vision
