#pragma once

#include <QImage>
#include <QString>

namespace vedette {

// `text` as a QR code (Debian's libqrencode, error correction M), black
// modules on white, `moduleSize` pixels a module, with the four-module
// quiet zone round it that readers need. A null image when the text is too
// long for any QR code.
QImage qrCodeImage(const QString &text, int moduleSize = 6);

} // namespace vedette
