#include "calibrationdialog.h"

#include "window/screenscale.h"
#include "window/tablescreen.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

CalibrationDialog::CalibrationDialog(TableScreen *screen, QWidget *parent)
    : QDialog(parent)
    , mScreen(screen)
    , mMeasured(new QDoubleSpinBox(this))
    , mScale(new QLabel(this))
{
    setObjectName(u"calibrationDialog"_s);
    setWindowTitle(tr("Calibrate the Table Screen"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The table screen now shows a black bar that should be %1 mm long. Lay a tape "
                                "along it on the glass and type the length you measure.")
                                 .arg(ScreenScale::calibrationBarMm, 0, 'f', 0),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    mMeasured->setObjectName(u"measuredLength"_s);
    mMeasured->setRange(20.0, 2000.0);
    mMeasured->setDecimals(1);
    mMeasured->setSingleStep(0.5);
    mMeasured->setSuffix(tr(" mm"));
    mMeasured->setValue(ScreenScale::calibrationBarMm);
    form->addRow(tr("&Measured length:"), mMeasured);
    layout->addLayout(form);
    mScale->setObjectName(u"scaleText"_s);
    mScale->setWordWrap(true);
    layout->addWidget(mScale);
    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (applyMeasurement())
            accept();
    });
    // Apply keeps the bar up, redrawn at the new scale, to be measured again.
    QPushButton *apply = buttons->button(QDialogButtonBox::Apply);
    apply->setObjectName(u"applyCalibration"_s);
    apply->setToolTip(tr("Correct the scale and redraw the bar, to measure it again"));
    connect(apply, &QPushButton::clicked, this, &CalibrationDialog::applyMeasurement);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this, &CalibrationDialog::resetScale);
    buttons->button(QDialogButtonBox::Reset)->setToolTip(tr("Forget this screen's calibration and use the size it reports"));
    layout->addWidget(buttons);
    if (mScreen)
        mScreen->setCalibrationBar(true);
    updateText();
}

CalibrationDialog::~CalibrationDialog()
{
    if (mScreen)
        mScreen->setCalibrationBar(false);
}

bool CalibrationDialog::applyMeasurement()
{
    if (!mScreen)
        return false;
    if (!ScreenScale::calibrate(mScreen->screen(), mMeasured->value())) {
        // Said, not swallowed: OK would otherwise seem to do nothing.
        updateText();
        mScale->setText(tr("%1 mm cannot be right: it would put the scale more than ten times off what the screen reports. "
                           "Measure the black bar again.")
                            .arg(mMeasured->value(), 0, 'f', 1)
                        + u"\n"_s + mScale->text());
        return false;
    }
    mMeasured->setValue(ScreenScale::calibrationBarMm);
    mScreen->refresh();
    emit mScreen->visibleAreaChanged();
    updateText();
    return true;
}

void CalibrationDialog::resetScale()
{
    if (!mScreen)
        return;
    ScreenScale::resetCalibration(mScreen->screen());
    mScreen->refresh();
    emit mScreen->visibleAreaChanged();
    updateText();
}

void CalibrationDialog::updateText()
{
    if (!mScreen) {
        mScale->setText(tr("The table screen is closed."));
        return;
    }
    const QScreen *screen = mScreen->screen();
    mScale->setText(tr("%1: %2 pixels per mm (the screen reports %3 px/mm; calibration \u00d7%4).")
                        .arg(ScreenScale::screenKey(screen))
                        .arg(ScreenScale::pixelsPerMm(screen), 0, 'f', 3)
                        .arg(ScreenScale::reportedPixelsPerMm(screen), 0, 'f', 3)
                        .arg(ScreenScale::correction(screen), 0, 'f', 4));
}

} // namespace vedette
