#include "screenscale.h"

#include <QScreen>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString settingsKey(const QScreen *screen)
{
    // Slashes would nest the key in QSettings' groups.
    QString key = ScreenScale::screenKey(screen);
    key.replace(u'/', u'_');
    key.replace(u'\\', u'_');
    return u"tableScreen/calibration/"_s + key;
}

constexpr double kMinCorrection = 0.1;
constexpr double kMaxCorrection = 10.0;

} // namespace

QString ScreenScale::screenKey(const QScreen *screen)
{
    if (!screen)
        return {};
    const QSize size = screen->geometry().size();
    const QString name = screen->name().isEmpty() ? u"screen"_s : screen->name();
    return u"%1 %2x%3"_s.arg(name).arg(size.width()).arg(size.height());
}

double ScreenScale::reportedPixelsPerMm(const QScreen *screen)
{
    if (!screen)
        return 96.0 / 25.4;
    const QSizeF physical = screen->physicalSize();
    const QSize pixels = screen->geometry().size();
    // Some screens (projectors, some televisions) report no size or a
    // nonsense one: fall back on the screen's dots per inch.
    if (physical.width() >= 10.0 && pixels.width() > 0) {
        const double perMm = pixels.width() / physical.width();
        if (perMm > 0.1 && perMm < 100.0)
            return perMm;
    }
    const double dpi = screen->physicalDotsPerInchX();
    return dpi > 1.0 ? dpi / 25.4 : 96.0 / 25.4;
}

double ScreenScale::correction(const QScreen *screen)
{
    if (!screen)
        return 1.0;
    bool ok = false;
    const double factor = QSettings().value(settingsKey(screen)).toDouble(&ok);
    return ok && factor >= kMinCorrection && factor <= kMaxCorrection ? factor : 1.0;
}

double ScreenScale::pixelsPerMm(const QScreen *screen)
{
    return reportedPixelsPerMm(screen) * correction(screen);
}

bool ScreenScale::calibrate(const QScreen *screen, double measuredMm)
{
    if (!screen || !(measuredMm >= 20.0 && measuredMm <= 2000.0))
        return false;
    // The bar was drawn calibrationBarMm * pixelsPerMm pixels long and
    // measured measuredMm: that many pixels make measuredMm.
    const double factor = correction(screen) * calibrationBarMm / measuredMm;
    if (factor < kMinCorrection || factor > kMaxCorrection)
        return false;
    QSettings().setValue(settingsKey(screen), factor);
    return true;
}

void ScreenScale::resetCalibration(const QScreen *screen)
{
    if (screen)
        QSettings().remove(settingsKey(screen));
}

} // namespace vedette
