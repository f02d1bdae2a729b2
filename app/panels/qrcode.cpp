#include "qrcode.h"

#include <QPainter>

#include <qrencode.h>

namespace vedette {

QImage qrCodeImage(const QString &text, int moduleSize)
{
    const QByteArray bytes = text.toUtf8();
    QRcode *code = QRcode_encodeString(bytes.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    constexpr int quietZone = 4;
    const int modules = code->width + 2 * quietZone;
    QImage image(modules * moduleSize, modules * moduleSize, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            // The lowest bit of each byte: dark module.
            if (code->data[y * code->width + x] & 1)
                painter.fillRect((x + quietZone) * moduleSize, (y + quietZone) * moduleSize, moduleSize, moduleSize,
                                 Qt::black);
        }
    }
    painter.end();
    QRcode_free(code);
    return image;
}

} // namespace vedette
