#include "pngencoder.h"

#include "render/poolbands.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QList>
#include <QSaveFile>

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <csetjmp>
#include <vector>

namespace vedette::render {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::render::PngEncoder)
};

void fail(QString *errorString, const QString &message)
{
    if (errorString)
        *errorString = message;
}

// One band of rows, each row PNG's filter byte 0 (none) and its RGB bytes,
// deflated raw (no zlib header or trailer) at level 1; every band but the
// last ends on a byte boundary (a sync flush) so the bands join into one
// deflate stream. `adler` is the Adler-32 of the band's rows as PNG's zlib
// stream counts them.
struct Band
{
    QByteArray deflated;
    uLong adler = 1;
    qint64 rawLength = 0;
    bool ok = false;
};

void deflateBand(const QImage &image, int top, int bottom, bool last, Band *band)
{
    const int width = image.width();
    std::vector<Bytef> row(1 + size_t(width) * 3);
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return;
    band->rawLength = qint64(bottom - top) * qint64(row.size());
    band->deflated.resize(qsizetype(deflateBound(&z, uLong(band->rawLength)) + 64));
    z.next_out = reinterpret_cast<Bytef *>(band->deflated.data());
    z.avail_out = uInt(band->deflated.size());
    uLong adler = adler32(0L, Z_NULL, 0);
    bool ok = true;
    for (int y = top; y < bottom && ok; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        Bytef *out = row.data();
        *out++ = 0;
        for (int x = 0; x < width; ++x) {
            *out++ = Bytef(qRed(line[x]));
            *out++ = Bytef(qGreen(line[x]));
            *out++ = Bytef(qBlue(line[x]));
        }
        adler = adler32(adler, row.data(), uInt(row.size()));
        z.next_in = row.data();
        z.avail_in = uInt(row.size());
        ok = deflate(&z, Z_NO_FLUSH) == Z_OK && z.avail_in == 0;
    }
    if (ok) {
        const int result = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
        ok = last ? result == Z_STREAM_END : result == Z_OK;
    }
    band->deflated.resize(qsizetype(z.total_out));
    band->adler = adler;
    band->ok = ok;
    deflateEnd(&z);
}

// libpng's callbacks: into a QIODevice (a QBuffer, or the QSaveFile of
// the picture); an error, the device's too, jumps back to writeChunks() with
// its text in the error pointer (200 bytes).
constexpr int kErrorLength = 200;

void writeBytes(png_structp png, png_bytep data, size_t length)
{
    auto *device = static_cast<QIODevice *>(png_get_io_ptr(png));
    if (device->write(reinterpret_cast<const char *>(data), qint64(length)) == qint64(length))
        return;
    // The device's reason into the error pointer, its strings gone before
    // the jump (a longjmp runs no destructors), then back to writeChunks().
    {
        const QByteArray why = device->errorString().toUtf8();
        qstrncpy(static_cast<char *>(png_get_error_ptr(png)), why.constData(), kErrorLength);
    }
    png_longjmp(png, 1);
}

void flushBytes(png_structp) {}

void onError(png_structp png, png_const_charp message)
{
    qstrncpy(static_cast<char *>(png_get_error_ptr(png)), message, kErrorLength);
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) {}

// The pieces of the pixels' zlib stream, one after the other: its header,
// the bands' deflated rows, the Adler-32 trailer.
struct Piece
{
    const char *data;
    size_t length;
};

// The file: signature, header, resolution, the pixels' zlib stream in IDAT
// chunks of 1 MiB, end. Each chunk is written from the pieces where they
// lie (no copy of the stream is made: it was two copies of the whole file,
// 10 ms of the peer table's picture). Only plain values live in this frame,
// as libpng's errors longjmp back to it.
bool writeChunks(QIODevice *out, png_uint_32 width, png_uint_32 height, png_uint_32 dotsPerMetreX,
                 png_uint_32 dotsPerMetreY, const Piece *pieces, size_t pieceCount, char *error)
{
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, onError, onWarning);
    if (!png)
        return false;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, nullptr);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, out, writeBytes, flushBytes);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (dotsPerMetreX > 0 && dotsPerMetreY > 0)
        png_set_pHYs(png, info, dotsPerMetreX, dotsPerMetreY, PNG_RESOLUTION_METER);
    png_write_info(png, info);
    size_t total = 0;
    for (size_t i = 0; i < pieceCount; ++i)
        total += pieces[i].length;
    constexpr size_t kChunk = size_t(1) << 20;
    size_t piece = 0;
    size_t within = 0; // bytes of pieces[piece] already written
    for (size_t at = 0; at < total; at += kChunk) {
        size_t left = std::min(kChunk, total - at);
        png_write_chunk_start(png, reinterpret_cast<png_const_bytep>("IDAT"), png_uint_32(left));
        while (left > 0) {
            const size_t take = std::min(left, pieces[piece].length - within);
            png_write_chunk_data(png, reinterpret_cast<png_const_bytep>(pieces[piece].data + within), take);
            left -= take;
            within += take;
            if (within == pieces[piece].length) {
                ++piece;
                within = 0;
            }
        }
        png_write_chunk_end(png);
    }
    png_write_chunk(png, reinterpret_cast<png_const_bytep>("IEND"), nullptr, 0);
    png_destroy_write_struct(&png, &info);
    return true;
}

// encode() and write(): the bands deflated on the pool, then the file
// written into `out`.
bool encodeTo(const QImage &source, QIODevice *out, QString *errorString)
{
    if (source.isNull()) {
        fail(errorString, Tr::tr("There is no picture to write."));
        return false;
    }
    const bool direct = source.format() == QImage::Format_RGB32 || source.format() == QImage::Format_ARGB32
        || source.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage image = direct ? source : source.convertToFormat(QImage::Format_RGB32);
    const int bands = PoolBands::count(image.height());
    QList<Band> parts(bands);
    PoolBands::run(bands, [&](int band) {
        deflateBand(image, PoolBands::firstRow(image.height(), band, bands),
                    PoolBands::firstRow(image.height(), band + 1, bands), band == bands - 1, &parts[band]);
    });
    // The zlib stream: its header (deflate, 32 KiB window, fastest level),
    // the bands' raw deflate streams one after the other, and the Adler-32 of
    // all the rows, combined from the bands'.
    static constexpr char header[2] = {char(0x78), char(0x01)};
    std::vector<Piece> pieces;
    pieces.reserve(size_t(bands) + 2);
    pieces.push_back({header, sizeof header});
    uLong adler = adler32(0L, Z_NULL, 0);
    for (const Band &part : std::as_const(parts)) {
        if (!part.ok) {
            fail(errorString, Tr::tr("Could not compress the picture."));
            return false;
        }
        pieces.push_back({part.deflated.constData(), size_t(part.deflated.size())});
        adler = adler32_combine(adler, part.adler, z_off_t(part.rawLength));
    }
    const quint32 sum = quint32(adler);
    const char trailer[4] = {char(sum >> 24), char(sum >> 16), char(sum >> 8), char(sum)};
    pieces.push_back({trailer, sizeof trailer});

    char error[kErrorLength] = {};
    if (!writeChunks(out, png_uint_32(image.width()), png_uint_32(image.height()),
                     png_uint_32(std::max(0, image.dotsPerMeterX())), png_uint_32(std::max(0, image.dotsPerMeterY())),
                     pieces.data(), pieces.size(), error)) {
        fail(errorString, Tr::tr("Could not write the picture as PNG: %1").arg(QString::fromUtf8(error)));
        return false;
    }
    return true;
}

} // namespace

QByteArray PngEncoder::encode(const QImage &image, QString *errorString)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!encodeTo(image, &buffer, errorString))
        return {};
    return bytes;
}

bool PngEncoder::write(const QImage &image, const QString &path, QString *errorString)
{
    if (image.isNull()) {
        fail(errorString, Tr::tr("There is no picture to write."));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(errorString, Tr::tr("Could not write %1: %2").arg(path, file.errorString()));
        return false;
    }
    // Nothing is left at `path` unless the file is whole: a failed picture
    // cancels the save, and the file there before stays as it was.
    QString why;
    if (!encodeTo(image, &file, &why)) {
        file.cancelWriting();
        fail(errorString, why);
        return false;
    }
    if (!file.commit()) {
        fail(errorString, Tr::tr("Could not write %1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

} // namespace vedette::render
