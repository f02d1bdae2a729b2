#include "lightbrigadesetupdialog.h"

#include "rules/lightbrigade/rosternames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
namespace lb = vedette::rules::lightbrigade;

namespace vedette {

LightBrigadeSetupDialog::LightBrigadeSetupDialog(QWidget *parent, std::uint64_t nameSeed)
    : QDialog(parent)
    , mTroop(new QComboBox(this))
    , mFrontRank(new QCheckBox(tr("Ride in the front rank of the charge"), this))
    , mLancers(new QCheckBox(tr("Variant: Lancers +1 to fight"), this))
    , mNameSeed(nameSeed != 0 ? nameSeed : QRandomGenerator::global()->generate64())
{
    setObjectName(u"lightBrigadeSetupDialog"_s);
    setWindowTitle(tr("Charge of the Light Brigade"));
    for (lb::TroopType t : {lb::TroopType::Dragoons, lb::TroopType::Hussars, lb::TroopType::Lancers})
        mTroop->addItem(lb::Settings::troopName(t), int(t));
    mTroop->setCurrentIndex(2);
    mTroop->setToolTip(tr("Skill rolls: Dragoons -1, Hussars +1, Lancers no modifier."));
    mFrontRank->setToolTip(tr("On the approach Man Obstacles count as Flat; in spaces 15-19 Flat & Level counts as Cannon Fire."));
    connect(mTroop, &QComboBox::currentIndexChanged, this, [this] {
        mLancers->setEnabled(lb::TroopType(mTroop->currentData().toInt()) == lb::TroopType::Lancers);
    });
    mLancers->setEnabled(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Troop:"), mTroop);
    form->addRow(QString(), mFrontRank);
    form->addRow(QString(), mLancers);

    auto *namesBox = new QGroupBox(tr("The men"), this);
    auto *grid = new QGridLayout(namesBox);
    for (int i = 0; i < 12; ++i) {
        const QString role = i == 0 ? tr("Captain") : (i == 1 ? tr("Trumpeter") : tr("Trooper %1").arg(i - 1));
        auto *edit = new QLineEdit(namesBox);
        edit->setObjectName(u"name%1"_s.arg(i));
        mNames.append(edit);
        const int column = (i / 6) * 2;
        grid->addWidget(new QLabel(role, namesBox), i % 6, column);
        grid->addWidget(edit, i % 6, column + 1);
    }
    auto *regenerate = new QPushButton(tr("New names"), namesBox);
    regenerate->setToolTip(tr("Names from British first names and surnames of 1854; you may also type your own."));
    connect(regenerate, &QPushButton::clicked, this, &LightBrigadeSetupDialog::generateNames);
    grid->addWidget(regenerate, 6, 3, Qt::AlignRight);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Charge!"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(namesBox);
    layout->addWidget(buttons);
    generateNames();
}

void LightBrigadeSetupDialog::generateNames()
{
    setNames(lb::RosterNames::generate(12, mNameSeed++));
}

lb::Settings LightBrigadeSetupDialog::settings() const
{
    lb::Settings s;
    s.troop = lb::TroopType(mTroop->currentData().toInt());
    s.frontRank = mFrontRank->isChecked();
    s.lancersFightBonus = s.troop == lb::TroopType::Lancers && mLancers->isChecked();
    return s;
}

QStringList LightBrigadeSetupDialog::names() const
{
    QStringList list;
    for (const QLineEdit *e : mNames)
        list.append(e->text().trimmed());
    return list;
}

void LightBrigadeSetupDialog::setSettings(const lb::Settings &settings)
{
    mTroop->setCurrentIndex(mTroop->findData(int(settings.troop)));
    mFrontRank->setChecked(settings.frontRank);
    mLancers->setChecked(settings.lancersFightBonus);
}

void LightBrigadeSetupDialog::setNames(const QStringList &names)
{
    for (qsizetype i = 0; i < mNames.size(); ++i)
        mNames[i]->setText(i < names.size() ? names[i] : QString());
}

} // namespace vedette
