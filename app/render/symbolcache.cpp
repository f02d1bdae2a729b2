#include "symbolcache.h"

#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {
// Above this a base is drawn from the SVG itself: it is close to the eye and
// few bases fit the view.
constexpr double kVectorAbovePx = 150.0;
// Zooming through many levels must not grow the cache without end; the
// sizes on screen at any moment are few, so a full cache just starts again.
constexpr qsizetype kMaxPixmaps = 400;
} // namespace

SymbolCache::SymbolCache() = default;
SymbolCache::~SymbolCache() = default;

QString SymbolCache::symbolName(table::Arm arm, table::BaseRole role)
{
    if (role == table::BaseRole::Train)
        return u"train"_s;
    if (role == table::BaseRole::Gun)
        return u"artillery"_s;
    return table::armId(arm);
}

int SymbolCache::sizeBucket(double pixelsAcross)
{
    if (!(pixelsAcross > 4.0))
        return 4;
    // 4 * 1.06^k, rounded up so the pixmap is only ever scaled down.
    const double k = std::ceil(std::log(pixelsAcross / 4.0) / std::log(1.06) - 1e-9);
    return int(std::ceil(4.0 * std::pow(1.06, k) - 1e-9));
}

qsizetype SymbolCache::pixmapCount() const
{
    return mPixmapCount;
}

void SymbolCache::clearPixmaps()
{
    for (Entry &e : mEntries)
        e.pixmaps.clear();
    mPixmapCount = 0;
}

SymbolCache::Entry &SymbolCache::entry(table::Arm arm, table::BaseRole role, const QColor &colour)
{
    // The symbol (the train's, the gun's, which is the artillery's own, or
    // the arm's, as symbolName() names them: one symbol is one entry) and
    // the colour as its #AARRGGBB name says it: the entries the key string
    // made of those names gave.
    const quint64 symbolKey = role == table::BaseRole::Train ? 0xff
        : role == table::BaseRole::Gun                       ? quint64(table::Arm::Artillery)
                                                             : quint64(arm);
    const quint64 key = symbolKey << 32 | quint64(colour.rgba());
    auto it = mEntries.find(key);
    if (it != mEntries.end())
        return it.value();
    const QString symbol = symbolName(arm, role);

    auto source = mSources.find(symbol);
    if (source == mSources.end()) {
        QFile file(u":/symbols/%1.svg"_s.arg(symbol));
        QByteArray data;
        if (file.open(QIODevice::ReadOnly))
            data = file.readAll();
        source = mSources.insert(symbol, data);
    }
    QByteArray svg = source.value();
    svg.replace("#ff00ff", colour.name().toLatin1());
    svg.replace("#800080", colour.darker(150).name().toLatin1());

    Entry fresh;
    fresh.renderer = std::make_shared<QSvgRenderer>(svg);
    return mEntries.insert(key, fresh).value();
}

const QPixmap &SymbolCache::pixmap(Entry &entry, int width, int height)
{
    const quint32 key = quint32(width) << 16 | quint32(height);
    auto it = entry.pixmaps.find(key);
    if (it != entry.pixmaps.end())
        return it.value();
    if (mPixmapCount >= kMaxPixmaps)
        clearPixmaps();
    QPixmap pixmap(width, height);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        entry.renderer->render(&p);
    }
    ++mPixmapCount;
    return entry.pixmaps.insert(key, pixmap).value();
}

void SymbolCache::paint(QPainter *painter, const QRectF &target, table::Arm arm, table::BaseRole role,
                        const QColor &colour, double pixelsAcross, bool vector)
{
    Entry &e = entry(arm, role, colour);
    if (!e.renderer->isValid()) {
        painter->fillRect(target, colour);
        return;
    }
    if (vector || pixelsAcross > kVectorAbovePx || target.width() <= 0) {
        e.renderer->render(painter, target);
        return;
    }
    // Rendered at the size it is shown, the symbol is as sharp as the SVG
    // and drawing it is a near one-to-one copy instead of a resampling.
    const int width = sizeBucket(pixelsAcross);
    const int height = std::max(2, int(std::ceil(width * target.height() / target.width())));
    const QPixmap &pm = pixmap(e, width, height);
    painter->drawPixmap(target, pm, QRectF(pm.rect()));
}

} // namespace vedette::render
