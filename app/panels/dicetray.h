#pragma once

#include "dice/diceexpression.h"

#include <QDockWidget>
#include <QStringList>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;
class QScrollArea;

namespace vedette {

class FlowLayout;

class DiceService;
class MainWindow;
class OddsWidget;

// The referee's dice tray: quick buttons for the rolls of the current rule
// system, a free expression with its exact odds, the physical-dice switch,
// the seed, and the last rolls (newest on top). Every roll goes to the
// campaign log through the DiceService.
class DiceTray : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int historyLimit = 50;

    DiceTray(DiceService *service, QWidget *parent = nullptr);

    // Expressions for the quick buttons, e.g. {"d6", "2d6", "d10z"}; invalid ones are skipped.
    void setQuickRolls(const QStringList &expressions);
    QStringList quickRolls() const { return mQuickRolls; }
    static QStringList defaultQuickRolls();

    // Parses the field; rolls if valid. Returns false when nothing was thrown.
    bool rollExpression(const QString &text);
    QStringList historyTexts() const;

private:
    void expressionEdited();
    void rollTyped();
    void addToHistory(const dice::DiceExpression &expression, const dice::DiceExpression::Roll &roll);
    // A throw a panel or a rule made with the document's dice.
    void addThrowToHistory(const dice::RollRecord &record);
    void addHistoryLine(const QString &text);
    void showSeed();
    void seedEdited();
    static QString buttonLabel(const dice::DiceExpression &expression);

    DiceService *mService;
    QStringList mQuickRolls;
    FlowLayout *mQuickLayout;
    QList<QToolButton *> mQuickButtons;
    QLineEdit *mExpression;
    QPushButton *mRoll;
    QLabel *mValidation;
    OddsWidget *mOdds;
    QScrollArea *mOddsScroll;
    QLabel *mOddsCaption;
    QCheckBox *mPhysical;
    QLineEdit *mSeed;
    QListWidget *mHistory;
    QLabel *mLast;
};

} // namespace vedette
