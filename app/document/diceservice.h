#pragma once

#include "dice/diceexpression.h"
#include "dice/entereddicesource.h"
#include "dice/seededdicesource.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace vedette {

class Document;

// The one place the program gets its dice. Every panel that resolves a rule
// throws through source(): Vedette's seeded generator, or, when the referee
// prefers physical dice, an entered source that asks for the faces with the
// keypad. The seed is shown and settable so a battle can record it and a
// disputed bound can be thrown again identically.
class DiceService : public QObject
{
    Q_OBJECT

public:
    // Asked for the faces of physical dice; `refusal` says why the previous
    // answer was refused (empty the first time). Nothing means cancelled.
    using FaceAsker = std::function<std::optional<QList<int>>(const QList<dice::Die> &dice, const QString &purpose,
                                                              const QString &refusal)>;

    explicit DiceService(Document *document);
    ~DiceService() override;

    // The source every roll in the program goes through, following
    // physicalDice(); each throw through it is announced by thrown().
    dice::DiceSource &source();

    std::uint64_t seed() const { return mSeeded->seed(); }
    // The seeded generator itself (a solo game draws its own seed from it,
    // so the battle's seed decides it too).
    dice::SeededDiceSource &seeded() { return *mSeeded; }
    // Restarts the generator: the same seed throws the same dice again.
    void setSeed(std::uint64_t seed);

    // Stored in QSettings "dice/physical" so the preference outlives the session.
    bool physicalDice() const { return mPhysical; }
    void setPhysicalDice(bool physical);

    // This service's own asker (tests, other front ends); without one the
    // default asker is used, and without that physical dice are unavailable
    // (the roll is cancelled).
    void setFaceAsker(FaceAsker asker) { mAsker = std::move(asker); }
    // The program-wide asker: the desktop program installs its keypad dialog
    // here, so the document layer needs no widgets.
    static void setDefaultFaceAsker(FaceAsker asker);

    // Names the dice of the next physical throws of that many dice (a
    // melee's d10s: the attacker's, the defender's), until cleared: the
    // asker gets them as lines after the purpose ("melee\nRowe\nNavarre",
    // see dieLabels()). The roll's record keeps the purpose alone.
    void setDieLabels(const QStringList &labels) { mDieLabels = labels; }
    // The purpose and the dice's names an asker was given.
    static QString purposeOf(const QString &asked);
    static QStringList dieLabels(const QString &asked, qsizetype dice);

    // Throws an expression for the referee (the dice tray) and records it in
    // the campaign log as "dice.roll". Nothing when the referee cancelled.
    std::optional<dice::DiceExpression::Roll> roll(const dice::DiceExpression &expression, const QString &purpose = {});

    // "4 + 3 = 7", "7 − 3 + 2 = 6": the faces with their signs and the result.
    static QString describe(const dice::DiceExpression &expression, const dice::DiceExpression::Roll &roll);

signals:
    void seedChanged(quint64 seed);
    void physicalDiceChanged(bool physical);
    void rolled(const vedette::dice::DiceExpression &expression, const vedette::dice::DiceExpression::Roll &roll);
    // Every other throw of the document's dice (a panel's, a rule's), with
    // its purpose: the dice tray lists them all.
    void thrown(const vedette::dice::RollRecord &record);

private:
    std::optional<QList<int>> askFaces(const QList<dice::Die> &dice, const QString &purpose);

    void observe(dice::DiceSource &source);

    Document *mDocument;
    std::unique_ptr<dice::SeededDiceSource> mSeeded;
    dice::EnteredDiceSource mEntered;
    // What source() gives: the seeded or the entered source, as the
    // preference says at each throw.
    std::unique_ptr<dice::DiceSource> mThrough;
    bool mRollingExpression = false; // roll(): announced by rolled() instead
    FaceAsker mAsker;
    QStringList mDieLabels;
    bool mPhysical = false;
};

} // namespace vedette
