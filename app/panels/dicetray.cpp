#include "dicetray.h"

#include "document/diceservice.h"
#include "document/document.h"
#include "panels/flowlayout.h"
#include "panels/keypaddialog.h"
#include "panels/oddswidget.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QToolButton>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

DiceTray::DiceTray(DiceService *service, QWidget *parent)
    : QDockWidget(tr("Dice Tray"), parent)
    , mService(service)
{
    setObjectName(u"diceTrayDock"_s);
    KeypadDialog::installAsDefaultAsker();
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    // The quick dice wrap onto a second line in a narrow panel.
    mQuickLayout = new FlowLayout(nullptr, 2);
    layout->addLayout(mQuickLayout);

    auto *row = new QHBoxLayout;
    mExpression = new QLineEdit(body);
    mExpression->setObjectName(u"diceExpression"_s);
    mExpression->setPlaceholderText(tr("e.g. 2d6+1, d10z, d10-d8"));
    mExpression->setToolTip(tr("Dice joined by + and -: 2d6, d6+2, d12-d8. d10z is a d10 numbered 0 to 9."));
    mExpression->setAccessibleName(tr("Dice expression"));
    mExpression->setClearButtonEnabled(true);
    mRoll = new QPushButton(tr("&Roll"), body);
    mRoll->setObjectName(u"rollButton"_s);
    row->addWidget(mExpression, 1);
    row->addWidget(mRoll);
    layout->addLayout(row);

    mValidation = new QLabel(body);
    mValidation->setObjectName(u"diceValidation"_s);
    mValidation->setWordWrap(true);
    mValidation->setStyleSheet(u"color: #b00020;"_s);
    mValidation->hide();
    layout->addWidget(mValidation);

    mLast = new QLabel(body);
    mLast->setObjectName(u"lastRoll"_s);
    QFont big = mLast->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    mLast->setFont(big);
    mLast->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mLast);

    mOddsCaption = new QLabel(body);
    mOddsCaption->setWordWrap(true);
    layout->addWidget(mOddsCaption);
    mOdds = new OddsWidget(body);
    mOddsScroll = new QScrollArea(body);
    mOddsScroll->setWidget(mOdds);
    mOddsScroll->setWidgetResizable(true);
    mOddsScroll->setFrameShape(QFrame::NoFrame);
    // Room for the 13 bands of a Brown chart without scrolling.
    mOddsScroll->setMinimumHeight(mOdds->fontMetrics().height() * 8);
    layout->addWidget(mOddsScroll, 3);

    auto *settings = new QFormLayout;
    mPhysical = new QCheckBox(tr("&Physical dice"), body);
    mPhysical->setObjectName(u"physicalDice"_s);
    mPhysical->setToolTip(tr("Throw real dice at the table: every roll in Vedette then asks for the faces."));
    settings->addRow(mPhysical);
    mSeed = new QLineEdit(body);
    mSeed->setObjectName(u"diceSeed"_s);
    mSeed->setValidator(new QRegularExpressionValidator(QRegularExpression(u"[0-9]{1,19}"_s), mSeed));
    mSeed->setToolTip(tr("Write the seed on the battle sheet: the same seed throws the same dice again."));
    settings->addRow(tr("&Seed:"), mSeed);
    layout->addLayout(settings);

    auto *historyTitle = new QLabel(tr("Last rolls (newest first):"), body);
    historyTitle->setWordWrap(true);
    layout->addWidget(historyTitle);
    mHistory = new QListWidget(body);
    mHistory->setObjectName(u"diceHistory"_s);
    mHistory->setAccessibleName(tr("Last rolls"));
    historyTitle->setBuddy(mHistory);
    mHistory->setMinimumHeight(mHistory->fontMetrics().height() * 4);
    // A long roll ("d6: 5 — Moraltest von Rowe's brigade") wraps: the list
    // never scrolls sideways (issue 40).
    mHistory->setWordWrap(true);
    mHistory->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(mHistory, 2);

    setWidget(body);

    connect(mExpression, &QLineEdit::textChanged, this, &DiceTray::expressionEdited);
    connect(mExpression, &QLineEdit::returnPressed, this, &DiceTray::rollTyped);
    connect(mRoll, &QPushButton::clicked, this, &DiceTray::rollTyped);
    mPhysical->setChecked(mService->physicalDice());
    connect(mPhysical, &QCheckBox::toggled, mService, &DiceService::setPhysicalDice);
    connect(mService, &DiceService::physicalDiceChanged, mPhysical, &QCheckBox::setChecked);
    connect(mSeed, &QLineEdit::editingFinished, this, &DiceTray::seedEdited);
    connect(mService, &DiceService::seedChanged, this, &DiceTray::showSeed);
    connect(mService, &DiceService::rolled, this, &DiceTray::addToHistory);
    connect(mService, &DiceService::thrown, this, &DiceTray::addThrowToHistory);

    setQuickRolls(defaultQuickRolls());
    showSeed();
    mExpression->setText(u"2d6"_s);
}

QStringList DiceTray::defaultQuickRolls()
{
    return {u"d6"_s, u"2d6"_s, u"d10"_s, u"d10z"_s, u"d8"_s, u"d12"_s};
}

QString DiceTray::buttonLabel(const dice::DiceExpression &expression)
{
    if (expression.text() == u"d10z"_s)
        return tr("d10 0–9");
    return expression.text();
}

void DiceTray::setQuickRolls(const QStringList &expressions)
{
    qDeleteAll(mQuickButtons);
    mQuickButtons.clear();
    mQuickRolls.clear();
    for (const QString &text : expressions) {
        const dice::DiceExpression expression = dice::DiceExpression::parse(text);
        if (!expression.isValid() || expression.dice().isEmpty())
            continue;
        const QString canonical = expression.text();
        // Tool buttons stay narrow, so six of them fit a side panel.
        auto *button = new QToolButton(widget());
        button->setText(buttonLabel(expression));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setObjectName(u"quick_"_s + canonical);
        button->setToolTip(tr("Roll %1").arg(canonical));
        connect(button, &QToolButton::clicked, this, [this, canonical] {
            mExpression->setText(canonical);
            rollExpression(canonical);
        });
        mQuickLayout->addWidget(button);
        mQuickButtons.append(button);
        mQuickRolls.append(canonical);
    }
}

void DiceTray::expressionEdited()
{
    const dice::DiceExpression expression = dice::DiceExpression::parse(mExpression->text());
    if (!expression.isValid()) {
        mValidation->setText(tr("%1 (at character %2)").arg(expression.errorString()).arg(expression.errorPosition() + 1));
        mValidation->setVisible(!mExpression->text().trimmed().isEmpty());
        mRoll->setEnabled(false);
        mOdds->clear();
        mOddsCaption->clear();
        return;
    }
    mValidation->hide();
    mRoll->setEnabled(true);
    const dice::Distribution distribution = expression.distribution();
    mOdds->setDistribution(distribution);
    mOddsCaption->setText(tr("Odds of %1 (%2 combinations, mean %3):")
                              .arg(expression.text(), QLocale().toString(distribution.total()),
                                   QLocale().toString(distribution.mean(), 'f', 2)));
}

bool DiceTray::rollExpression(const QString &text)
{
    const dice::DiceExpression expression = dice::DiceExpression::parse(text);
    if (!expression.isValid())
        return false;
    return mService->roll(expression, tr("Dice tray")).has_value();
}

void DiceTray::rollTyped()
{
    rollExpression(mExpression->text());
}

void DiceTray::addToHistory(const dice::DiceExpression &expression, const dice::DiceExpression::Roll &roll)
{
    QString text = tr("%1: %2").arg(expression.text(), DiceService::describe(expression, roll));
    if (roll.record.origin == dice::DiceOrigin::Entered)
        text = tr("%1 (entered)").arg(text);
    if (!roll.record.purpose.isEmpty() && roll.record.purpose != tr("Dice tray"))
        text = tr("%1 — %2").arg(text, roll.record.purpose);
    addHistoryLine(text);
    mLast->setText(tr("%1 → %2").arg(expression.text()).arg(roll.total));
    mLast->setAccessibleName(text);
    if (dice::DiceExpression::parse(mExpression->text()) == expression) {
        mOdds->highlightOutcome(QString::number(roll.total));
        const QRect row = mOdds->outcomeRect(mOdds->highlightedOutcome());
        if (row.isValid())
            mOddsScroll->ensureVisible(row.center().x(), row.center().y(), 0, row.height());
    }
}

void DiceTray::addThrowToHistory(const dice::RollRecord &record)
{
    // "d12: 9 — activation", "d10, d10: 7, 3 — melee".
    QStringList dice;
    QStringList faces;
    for (const dice::DieRoll &roll : record.dice) {
        dice.append(roll.die.name());
        faces.append(QString::number(roll.face));
    }
    QString text = tr("%1: %2").arg(dice.join(u", "_s), faces.join(u", "_s));
    if (record.origin == dice::DiceOrigin::Entered)
        text = tr("%1 (entered)").arg(text);
    if (!record.purpose.isEmpty())
        text = tr("%1 — %2").arg(text, record.purpose);
    addHistoryLine(text);
}

void DiceTray::addHistoryLine(const QString &text)
{
    mHistory->insertItem(0, text);
    while (mHistory->count() > historyLimit)
        delete mHistory->takeItem(mHistory->count() - 1);
}

QStringList DiceTray::historyTexts() const
{
    QStringList texts;
    for (int i = 0; i < mHistory->count(); ++i)
        texts.append(mHistory->item(i)->text());
    return texts;
}

void DiceTray::showSeed()
{
    mSeed->setText(QString::number(mService->seed()));
}

void DiceTray::seedEdited()
{
    bool ok = false;
    const quint64 seed = mSeed->text().toULongLong(&ok);
    if (ok && seed != mService->seed())
        mService->setSeed(seed);
    else
        showSeed();
}

} // namespace vedette
