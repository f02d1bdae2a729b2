#include "keypaddialog.h"

#include "document/diceservice.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
// A d10 numbered 1-10 has a "0" printed where the 10 is.
bool zeroMeansTen(const dice::Die &die)
{
    return die.first == 1 && die.faces == 10;
}
} // namespace

KeypadDialog::KeypadDialog(const QList<dice::Die> &dice, const QString &purpose, QWidget *parent)
    : QDialog(parent)
    , mDice(dice)
    , mTexts(dice.size())
    , mMessage(new QLabel(this))
{
    // The purpose's first line; the dice's names (a melee's units) follow it.
    const QString title = DiceService::purposeOf(purpose);
    const QStringList owners = DiceService::dieLabels(purpose, dice.size());
    setWindowTitle(title.isEmpty() ? tr("Enter the dice") : tr("Enter the dice: %1").arg(title));
    setObjectName(u"keypadDialog"_s);

    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("Type the faces in order, then Enter."), this);
    hint->setObjectName(u"keypadHint"_s);
    layout->addWidget(hint);

    auto *fields = new QGridLayout;
    for (qsizetype i = 0; i < dice.size(); ++i) {
        const QString die = dice[i].first == 1 ? dice[i].name() : tr("d%1 (%2–%3)").arg(dice[i].faces).arg(dice[i].first).arg(dice[i].last());
        auto *name = new QLabel(owners.isEmpty() ? die : tr("%1\n%2", "a die and whose it is").arg(die, owners[i]), this);
        name->setObjectName(u"dieLabel%1"_s.arg(i));
        name->setWordWrap(true);
        name->setAlignment(Qt::AlignCenter);
        auto *field = new QLineEdit(this);
        field->setObjectName(u"face%1"_s.arg(i));
        field->setReadOnly(true);
        field->setFocusPolicy(Qt::NoFocus);
        field->setAlignment(Qt::AlignCenter);
        field->setMaxLength(4);
        QFont big = field->font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        field->setFont(big);
        field->setFixedWidth(field->fontMetrics().horizontalAdvance(u"000"_s) + 16);
        field->setAccessibleName(owners.isEmpty() ? tr("Die %1, %2").arg(i + 1).arg(dice[i].name())
                                                  : tr("Die %1, %2, %3").arg(i + 1).arg(dice[i].name(), owners[i]));
        field->installEventFilter(this);
        fields->addWidget(name, 0, int(i));
        fields->addWidget(field, 1, int(i));
        mFields.append(field);
    }
    layout->addLayout(fields);

    mMessage->setObjectName(u"keypadMessage"_s);
    mMessage->setWordWrap(true);
    mMessage->setAccessibleName(tr("Problem with the faces"));
    mMessage->setStyleSheet(u"color: #b00020;"_s);
    layout->addWidget(mMessage);

    auto *pad = new QGridLayout;
    for (int digit = 0; digit <= 9; ++digit) {
        auto *button = new QPushButton(QString::number(digit), this);
        button->setObjectName(u"digit%1"_s.arg(digit));
        button->setFocusPolicy(Qt::NoFocus);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, digit] { typeDigit(digit); });
        // 7 8 9 / 4 5 6 / 1 2 3 / 0 like a calculator keypad.
        const int row = digit == 0 ? 3 : 2 - (digit - 1) / 3;
        const int column = digit == 0 ? 1 : (digit - 1) % 3;
        pad->addWidget(button, row, column);
    }
    auto *back = new QPushButton(tr("⌫"), this);
    back->setObjectName(u"backspace"_s);
    back->setToolTip(tr("Remove the last digit (Backspace)"));
    back->setAccessibleName(tr("Backspace"));
    back->setFocusPolicy(Qt::NoFocus);
    back->setAutoDefault(false);
    connect(back, &QPushButton::clicked, this, &KeypadDialog::backspace);
    pad->addWidget(back, 3, 2);
    layout->addLayout(pad);

    mAcceptBox = new QCheckBox(tr("Accept as soon as the last die is typed"), this);
    mAcceptBox->setObjectName(u"keypadAcceptWhenTyped"_s);
    mAcceptBox->setFocusPolicy(Qt::NoFocus);
    mAcceptBox->setToolTip(tr("One entry per die: no Enter needed once every face is typed whole"));
    mAcceptBox->hide();
    connect(mAcceptBox, &QCheckBox::toggled, this, [this](bool on) {
        mAcceptWhenTyped = on;
        QSettings().setValue(u"dice/acceptWhenTyped"_s, on);
    });
    layout->addWidget(mAcceptBox);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    for (QAbstractButton *b : buttons->buttons())
        b->setFocusPolicy(Qt::NoFocus);
    connect(buttons, &QDialogButtonBox::accepted, this, &KeypadDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeypadDialog::reject);
    layout->addWidget(buttons);

    setFocusPolicy(Qt::StrongFocus);
    refresh();
}

void KeypadDialog::setRefusal(const QString &text)
{
    mRefusal = text;
    refresh();
}

QString KeypadDialog::fieldText(int index) const
{
    return mTexts.value(index);
}

KeypadDialog::FieldState KeypadDialog::stateOf(int index) const
{
    const QString &text = mTexts[index];
    if (text.isEmpty())
        return FieldState::Empty;
    const dice::Die &die = mDice[index];
    const int value = text.toInt();
    if (!die.isValidFace(value))
        return FieldState::Impossible;
    // Could another digit still make a larger face ("1" on a d12)?
    if (value != 0 && value * 10 <= die.last())
        return FieldState::Partial;
    return FieldState::Complete;
}

void KeypadDialog::setCurrent(int index)
{
    mCurrent = std::clamp(index, 0, int(mDice.size()) - 1);
    refresh();
}

void KeypadDialog::typeDigit(int digit)
{
    if (mDice.isEmpty())
        return;
    mRefusal.clear();
    const QString d = QString::number(digit);
    const FieldState state = stateOf(mCurrent);
    if (state == FieldState::Complete && mCurrent + 1 < mDice.size()) {
        ++mCurrent;
        typeDigit(digit);
        return;
    }
    QString &text = mTexts[mCurrent];
    if (state == FieldState::Empty || state == FieldState::Impossible) {
        text = (digit == 0 && zeroMeansTen(mDice[mCurrent])) ? u"10"_s : d;
    } else if (state == FieldState::Partial) {
        const int candidate = (text + d).toInt();
        if (mDice[mCurrent].isValidFace(candidate) || mCurrent + 1 >= mDice.size()) {
            text += d;
        } else {
            // "15" is not a d12 face: the 1 stands and the 5 starts the next die.
            ++mCurrent;
            typeDigit(digit);
            return;
        }
    } else {
        // The last field is complete: a new digit replaces it.
        text = d;
    }
    if (stateOf(mCurrent) == FieldState::Complete && mCurrent + 1 < mDice.size())
        ++mCurrent;
    refresh();
    // One entry per die: every face typed whole, nothing left to wait for.
    if (mAcceptWhenTyped && isVisible()) {
        bool whole = true;
        for (qsizetype i = 0; i < mDice.size() && whole; ++i)
            whole = stateOf(int(i)) == FieldState::Complete;
        if (whole)
            accept();
    }
}

void KeypadDialog::setAcceptWhenTyped(bool accept)
{
    mAcceptWhenTyped = accept;
    const QSignalBlocker quiet(mAcceptBox);
    mAcceptBox->setChecked(accept);
    mAcceptBox->show();
}

void KeypadDialog::backspace()
{
    if (mDice.isEmpty())
        return;
    mRefusal.clear();
    if (mTexts[mCurrent].isEmpty() && mCurrent > 0)
        --mCurrent;
    mTexts[mCurrent].chop(1);
    refresh();
}

std::optional<QList<int>> KeypadDialog::faces() const
{
    QList<int> result;
    for (qsizetype i = 0; i < mDice.size(); ++i) {
        const FieldState state = stateOf(int(i));
        if (state == FieldState::Empty || state == FieldState::Impossible)
            return std::nullopt;
        result.append(mTexts[i].toInt());
    }
    return result;
}

void KeypadDialog::refresh()
{
    QString problem;
    for (qsizetype i = 0; i < mFields.size(); ++i) {
        QLineEdit *field = mFields[i];
        field->setText(mTexts[i]);
        const bool impossible = stateOf(int(i)) == FieldState::Impossible;
        QPalette colours = palette();
        if (impossible) {
            colours.setColor(QPalette::Text, QColor(0xb0, 0x00, 0x20));
            colours.setColor(QPalette::Base, QColor(0xff, 0xe4, 0xe6));
            if (problem.isEmpty())
                problem = tr("A %1 cannot show %2: its faces are %3 to %4.")
                              .arg(mDice[i].name(), mTexts[i])
                              .arg(mDice[i].first)
                              .arg(mDice[i].last());
        } else if (i == mCurrent) {
            colours.setColor(QPalette::Base, colours.color(QPalette::AlternateBase));
        }
        field->setPalette(colours);
        QFont f = field->font();
        f.setBold(i == mCurrent);
        field->setFont(f);
        field->setAccessibleDescription(impossible ? problem : QString());
    }
    // The source's refusal stays until the referee types again.
    mMessage->setText(problem.isEmpty() ? mRefusal : problem);
    mMessage->setVisible(!mMessage->text().isEmpty());
    mOk->setEnabled(canAccept());
}

void KeypadDialog::accept()
{
    if (!canAccept())
        return;
    QDialog::accept();
}

void KeypadDialog::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        typeDigit(key - Qt::Key_0);
        return;
    }
    switch (key) {
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
        backspace();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        accept();
        return;
    case Qt::Key_Left:
        setCurrent(mCurrent - 1);
        return;
    case Qt::Key_Right:
        setCurrent(mCurrent + 1);
        return;
    default:
        QDialog::keyPressEvent(event); // Esc cancels
    }
}

bool KeypadDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        const qsizetype index = mFields.indexOf(static_cast<QLineEdit *>(watched));
        if (index >= 0) {
            mTexts[index].clear();
            setCurrent(int(index));
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void KeypadDialog::installAsDefaultAsker()
{
    DiceService::setDefaultFaceAsker([](const QList<dice::Die> &dice, const QString &purpose, const QString &refusal) {
        return ask(dice, purpose, refusal, QApplication::activeWindow());
    });
}

std::optional<QList<int>> KeypadDialog::ask(const QList<dice::Die> &dice, const QString &purpose, const QString &refusal,
                                            QWidget *parent)
{
    KeypadDialog dialog(dice, purpose, parent);
    dialog.setRefusal(refusal);
    dialog.setAcceptWhenTyped(QSettings().value(u"dice/acceptWhenTyped"_s, true).toBool());
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.faces();
}

} // namespace vedette
