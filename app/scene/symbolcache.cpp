#include "symbolcache.h"

#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

namespace vedette {

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

SymbolCache::Entry &SymbolCache::entry(const QString &symbol, const QColor &colour)
{
    const QString key = symbol + u'/' + colour.name(QColor::HexArgb);
    auto it = mEntries.find(key);
    if (it != mEntries.end())
        return it.value();

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
    // 4:1 over the 40 x 20 design: sharp up to about 160 px per base.
    fresh.pixmap = QPixmap(160, 80);
    fresh.pixmap.fill(Qt::transparent);
    if (fresh.renderer->isValid()) {
        QPainter p(&fresh.pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        fresh.renderer->render(&p);
    }
    return mEntries.insert(key, fresh).value();
}

void SymbolCache::paint(QPainter *painter, const QRectF &target, table::Arm arm, table::BaseRole role,
                        const QColor &colour, double pixelsAcross, bool vector)
{
    Entry &e = entry(symbolName(arm, role), colour);
    if (!e.renderer->isValid()) {
        painter->fillRect(target, colour);
        return;
    }
    if (vector || pixelsAcross > 150.0)
        e.renderer->render(painter, target);
    else
        painter->drawPixmap(target, e.pixmap, e.pixmap.rect());
}

} // namespace vedette
