#pragma once

#include <QDialog>
#include <QPointer>

class QDoubleSpinBox;
class QLabel;

namespace vedette {

class TableScreen;

// Makes the table screen true to the tape: the screen shows a bar of
// ScreenScale::calibrationBarMm at its present scale, the referee measures
// it on the glass and types what he measured; the scale is corrected for
// that screen (by its name and resolution) and kept.
class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    CalibrationDialog(TableScreen *screen, QWidget *parent = nullptr);
    ~CalibrationDialog() override;

    QDoubleSpinBox *measuredBox() const { return mMeasured; }
    // Applies the measured length (OK does it too); false when it is out of range.
    bool applyMeasurement();
    void resetScale();

private:
    void updateText();

    QPointer<TableScreen> mScreen;
    QDoubleSpinBox *mMeasured;
    QLabel *mScale;
};

} // namespace vedette
