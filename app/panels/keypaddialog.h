#pragma once

#include "dice/die.h"

#include <QDialog>
#include <QList>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace vedette {

// Asks the referee for the faces of physical dice just thrown: one field per
// die, labelled with the die, filled in order by typing digits (a field moves
// on as soon as no longer face could start with what was typed, so "43" is a
// 4 and a 3 on two d6, "12" is a 12 on a d12). Backspace steps back, Enter
// accepts once every face is possible, Esc cancels. A face the die does not
// have is shown in red with the reason and blocks Enter. On a d10 numbered
// 1-10 a typed 0 is the 10, as printed on most d10s. Asked by the program
// (ask()), it accepts by itself once the last face is typed whole, so each
// die is one entry; the referee may untick that in the dialog.
class KeypadDialog : public QDialog
{
    Q_OBJECT

public:
    KeypadDialog(const QList<dice::Die> &dice, const QString &purpose, QWidget *parent = nullptr);

    // Shown above the fields, e.g. why the previous answer was refused.
    void setRefusal(const QString &text);

    // One face per die; a field that is empty or impossible gives no list.
    std::optional<QList<int>> faces() const;
    int currentField() const { return mCurrent; }
    QString fieldText(int index) const;
    bool canAccept() const { return faces().has_value(); }

    // One entry per die: the dialog accepts as soon as every face is typed
    // whole (no longer face could follow). ask() turns it on unless the
    // referee unticked it in the dialog (kept in QSettings "dice/acceptWhenTyped").
    void setAcceptWhenTyped(bool accept);
    bool acceptsWhenTyped() const { return mAcceptWhenTyped; }

    // Opens the dialog modally: the faces, or nothing when cancelled.
    static std::optional<QList<int>> ask(const QList<dice::Die> &dice, const QString &purpose, const QString &refusal,
                                         QWidget *parent);

    // Makes this dialog the program's way of asking for physical dice
    // (DiceService's default asker), parented to the active window.
    static void installAsDefaultAsker();

    void typeDigit(int digit);
    void backspace();

    void accept() override;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class FieldState { Empty, Partial, Complete, Impossible };

    FieldState stateOf(int index) const;
    void setCurrent(int index);
    void refresh();

    QList<dice::Die> mDice;
    QList<QString> mTexts;
    QList<QLineEdit *> mFields;
    QString mRefusal;
    QLabel *mMessage;
    QPushButton *mOk;
    int mCurrent = 0;
    bool mAcceptWhenTyped = false;
    QCheckBox *mAcceptBox = nullptr;
};

} // namespace vedette
