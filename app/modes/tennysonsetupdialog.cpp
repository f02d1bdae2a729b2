#include "tennysonsetupdialog.h"

#include "tennysonvalley.h"

#include "rules/tennyson/regiment.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace tennyson = vedette::rules::tennyson;

namespace vedette {

TennysonSetupDialog::TennysonSetupDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Anyone for Tennyson: new game"));
    auto *intro = new QLabel(tr("Five regiments charge for the guns. Choose who plays each one: a person at the table "
                                "(hands are hidden between turns) or the computer."),
                             this);
    intro->setWordWrap(true);

    auto *form = new QFormLayout;
    for (int r = 0; r < tennyson::Regiment::kCount; ++r) {
        auto *box = new QComboBox(this);
        box->addItem(tr("Person at the table"), int(TennysonSeat::Person));
        box->addItem(tr("Computer: sensible"), int(TennysonSeat::Sensible));
        box->addItem(tr("Computer: random"), int(TennysonSeat::Random));
        box->setCurrentIndex(r == 0 ? 0 : 1);
        auto *label = new QLabel(tennyson::Regiment::name(r), this);
        QPalette pal = label->palette();
        pal.setColor(QPalette::WindowText, TennysonValley::regimentColor(r));
        label->setPalette(pal);
        QFont f = label->font();
        f.setBold(true);
        label->setFont(f);
        label->setBuddy(box);
        form->addRow(label, box);
        mSeatBoxes[static_cast<std::size_t>(r)] = box;
    }
    mVictory = new QComboBox(this);
    mVictory->addItem(tr("First to the guns (draw after 2,000 cards)"), int(tennyson::VictoryMode::FirstToTheGuns));
    mVictory->addItem(tr("Glory: two reshuffles, a point a stand, +3 for the guns"), int(tennyson::VictoryMode::Glory));
    form->addRow(tr("&Victory:"), mVictory);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

TennysonSeats TennysonSetupDialog::seats() const
{
    TennysonSeats seats{};
    for (std::size_t r = 0; r < seats.size(); ++r)
        seats[r] = TennysonSeat(mSeatBoxes[r]->currentData().toInt());
    return seats;
}

void TennysonSetupDialog::setSeats(const TennysonSeats &seats)
{
    for (std::size_t r = 0; r < seats.size(); ++r)
        mSeatBoxes[r]->setCurrentIndex(mSeatBoxes[r]->findData(int(seats[r])));
}

tennyson::Settings TennysonSetupDialog::settings() const
{
    tennyson::Settings settings;
    settings.victory = tennyson::VictoryMode(mVictory->currentData().toInt());
    return settings;
}

} // namespace vedette
