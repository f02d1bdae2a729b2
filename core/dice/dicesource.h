#pragma once

#include "die.h"

#include <QList>
#include <QString>

#include <functional>
#include <stdexcept>

namespace vedette::dice {

// Where a roll came from; the log records it with every roll.
enum class DiceOrigin {
    Random,   // thrown by Vedette from a seeded generator
    Entered,  // thrown by the referee at the table and typed in
    Scripted, // replayed from a list (tests, replays)
};

QString originName(DiceOrigin origin); // "random", "entered", "scripted"

struct DieRoll
{
    Die die;
    int face = 0;
};

// One throw of one or more dice for one purpose ("activation", "morale test").
struct RollRecord
{
    QString purpose;
    QList<DieRoll> dice;
    DiceOrigin origin = DiceOrigin::Random;

    int total() const;
    QList<int> faces() const;
};

// The referee cancelled a roll (closed the keypad), or a script ran dry.
// Rule procedures are pure until applied, so the caller drops the whole step.
class DiceUnavailable : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Every rule procedure asks one of these for its dice. Implementations only
// produce faces; validation and recording are done here, once.
class DiceSource
{
public:
    using Observer = std::function<void(const RollRecord &)>;

    virtual ~DiceSource();

    // Throws one die and returns its face.
    int roll(const Die &die, const QString &purpose = {});
    // Throws several dice together (e.g. 2d6, or two class dice) and returns the faces.
    QList<int> roll(const QList<Die> &dice, const QString &purpose = {});

    virtual DiceOrigin origin() const = 0;

    // Called after each throw; the journal uses it to keep every roll.
    void setObserver(Observer observer) { mObserver = std::move(observer); }

protected:
    // Produces one face per die; each face must be valid for its die.
    virtual QList<int> produce(const QList<Die> &dice, const QString &purpose) = 0;

private:
    Observer mObserver;
};

} // namespace vedette::dice
