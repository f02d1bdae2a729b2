#include "diceservice.h"

#include "document/document.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {
const QString physicalKey = u"dice/physical"_s;

DiceService::FaceAsker &defaultAsker()
{
    static DiceService::FaceAsker asker;
    return asker;
}

// Short enough for the referee to write on the battle sheet.
std::uint64_t freshSeed()
{
    return QRandomGenerator::global()->bounded(1, 100'000'000);
}

// Throws with whichever source is current. A rule's roll collector
// observes this one; the current source's own observer is the service's.
class ThroughSource : public dice::DiceSource
{
public:
    explicit ThroughSource(std::function<dice::DiceSource &()> current)
        : mCurrent(std::move(current))
    {
    }
    dice::DiceOrigin origin() const override { return mCurrent().origin(); }

protected:
    QList<int> produce(const QList<dice::Die> &dice, const QString &purpose) override
    {
        return mCurrent().roll(dice, purpose);
    }

private:
    std::function<dice::DiceSource &()> mCurrent;
};
} // namespace

DiceService::DiceService(Document *document)
    : QObject(document)
    , mDocument(document)
    , mSeeded(std::make_unique<dice::SeededDiceSource>(freshSeed()))
{
    mEntered.setAsk([this](const QList<dice::Die> &dice, const QString &purpose) { return askFaces(dice, purpose); });
    mPhysical = QSettings().value(physicalKey, false).toBool();
    mThrough = std::make_unique<ThroughSource>([this]() -> dice::DiceSource & {
        if (mPhysical)
            return mEntered;
        return *mSeeded;
    });
    observe(*mSeeded);
    observe(mEntered);
}

void DiceService::observe(dice::DiceSource &source)
{
    source.setObserver([this](const dice::RollRecord &record) {
        if (!mRollingExpression)
            emit thrown(record);
    });
}

DiceService::~DiceService() = default;

void DiceService::setDefaultFaceAsker(FaceAsker asker)
{
    defaultAsker() = std::move(asker);
}

dice::DiceSource &DiceService::source()
{
    return *mThrough;
}

void DiceService::setSeed(std::uint64_t seed)
{
    mSeeded = std::make_unique<dice::SeededDiceSource>(seed);
    observe(*mSeeded);
    emit seedChanged(seed);
}

void DiceService::setPhysicalDice(bool physical)
{
    if (mPhysical == physical)
        return;
    mPhysical = physical;
    QSettings().setValue(physicalKey, physical);
    emit physicalDiceChanged(physical);
}

QString DiceService::purposeOf(const QString &asked)
{
    return asked.section(u'\n', 0, 0);
}

QStringList DiceService::dieLabels(const QString &asked, qsizetype dice)
{
    const QStringList lines = asked.split(u'\n');
    return lines.size() == dice + 1 ? lines.mid(1) : QStringList();
}

std::optional<QList<int>> DiceService::askFaces(const QList<dice::Die> &dice, const QString &purpose)
{
    // A purpose is one line: the dice's names, when given, follow it.
    QString asked = purposeOf(purpose);
    if (mDieLabels.size() == dice.size())
        asked += u'\n' + mDieLabels.join(u'\n');
    if (mAsker)
        return mAsker(dice, asked, mEntered.refusal());
    if (const FaceAsker &asker = defaultAsker())
        return asker(dice, asked, mEntered.refusal());
    return std::nullopt;
}

std::optional<dice::DiceExpression::Roll> DiceService::roll(const dice::DiceExpression &expression, const QString &purpose)
{
    if (!expression.isValid())
        return std::nullopt;
    dice::DiceExpression::Roll result;
    mRollingExpression = true;
    try {
        result = expression.roll(source(), purpose);
    } catch (const dice::DiceUnavailable &) {
        mRollingExpression = false;
        return std::nullopt;
    }
    mRollingExpression = false;

    journal::JournalEvent event;
    event.kind = u"dice.roll"_s;
    event.summary = tr("Rolled %1: %2").arg(expression.text(), describe(expression, result));
    QJsonArray faces;
    for (const dice::DieRoll &d : std::as_const(result.record.dice))
        faces.append(QJsonObject{{u"die"_s, d.die.name()}, {u"face"_s, d.face}});
    event.detail = QJsonObject{
        {u"expression"_s, expression.text()},
        {u"total"_s, result.total},
        {u"dice"_s, faces},
        {u"origin"_s, dice::originName(result.record.origin)},
    };
    if (result.record.origin == dice::DiceOrigin::Random)
        event.detail.insert(u"seed"_s, QString::number(seed()));
    event.rolls.append(result.record);
    mDocument->record(event);
    emit rolled(expression, result);
    return result;
}

QString DiceService::describe(const dice::DiceExpression &expression, const dice::DiceExpression::Roll &roll)
{
    const QList<int> signs = expression.signs();
    QString text;
    for (qsizetype i = 0; i < roll.record.dice.size(); ++i) {
        const int sign = i < signs.size() ? signs[i] : 1;
        if (sign < 0)
            text += text.isEmpty() ? u"\u2212"_s : u" \u2212 "_s;
        else if (!text.isEmpty())
            text += u" + "_s;
        text += QString::number(roll.record.dice[i].face);
    }
    if (expression.modifier() != 0 || text.isEmpty()) {
        if (text.isEmpty())
            text = QString::number(expression.modifier());
        else
            text += (expression.modifier() < 0 ? u" \u2212 "_s : u" + "_s) + QString::number(std::abs(expression.modifier()));
    }
    if (roll.record.dice.size() == 1 && expression.modifier() == 0 && signs.value(0, 1) > 0)
        return text;
    // The same minus sign as the faces, not a hyphen.
    const QString total = roll.total < 0 ? u"\u2212"_s + QString::number(-roll.total) : QString::number(roll.total);
    return tr("%1 = %2").arg(text, total);
}

} // namespace vedette
