#pragma once

#include <QString>

class QScreen;

namespace vedette {

// How many pixels of a screen make a millimetre, for drawing the table at
// true scale on it: from the size the screen reports (QScreen::physicalSize),
// corrected by what the referee measured with a tape (the calibration),
// which is kept per screen (its name and resolution) in the settings.
class ScreenScale
{
public:
    // The length of the bar the calibration draws, mm.
    static constexpr double calibrationBarMm = 200.0;

    // Logical pixels per mm, calibration included.
    static double pixelsPerMm(const QScreen *screen);
    // What the screen reports, before the calibration.
    static double reportedPixelsPerMm(const QScreen *screen);
    // The factor the calibration applies (1 when never calibrated).
    static double correction(const QScreen *screen);
    // The referee measured `measuredMm` where the bar should be
    // calibrationBarMm long: the scale is corrected so that it is. False
    // (nothing changed) for a length outside 20 to 2,000 mm.
    static bool calibrate(const QScreen *screen, double measuredMm);
    static void resetCalibration(const QScreen *screen);
    // "HDMI-1 1920x1080": the key a screen's calibration is kept under.
    static QString screenKey(const QScreen *screen);
};

} // namespace vedette
