#include "logpanelmodel.h"

#include "panels/actornames.h"

#include "store/campaignstore.h"
#include "store/journalreader.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vedette {

LogPanelModel::LogPanelModel(QObject *parent)
    : QAbstractTableModel(parent)
    , mTurnHeader(tr("Turn"))
{
    store::JournalReader::Answers answers;
    answers.page = [this](const store::JournalReader::Page &page) { showPage(page.entries); };
    answers.count = [this](const store::JournalReader::Count &count) { takeCount(count.total, count.upToId, count.done); };
    answers.kinds = [this](const store::JournalReader::Kinds &kinds) {
        mKindsAsked = false;
        emit kindsRead(kinds.kinds);
    };
    answers.failed = [this](const QString &) {
        // Read here instead (the reader says why to no one: the store
        // itself tells the referee when the campaign cannot be read).
        if (mReading)
            reload();
        if (mKindsAsked)
            readKinds();
    };
    mReader = std::make_unique<store::JournalReader>(this, std::move(answers));
}

void LogPanelModel::setTurnHeader(const QString &header)
{
    if (header == mTurnHeader)
        return;
    mTurnHeader = header;
    emit headerDataChanged(Qt::Horizontal, TurnColumn, TurnColumn);
}

// The reader's thread ends before the model is gone.
LogPanelModel::~LogPanelModel() = default;

void LogPanelModel::setReadHere(bool here)
{
    mReadHere = here;
}

bool LogPanelModel::readsApart() const
{
    return !mReadHere && mStore && mStore->isOpen() && mReader->usable() && !mReader->location().isEmpty();
}

void LogPanelModel::setStore(const store::CampaignStore *store, Reload reload)
{
    mStore = store;
    mReader->open(store && store->isOpen() ? store->filePath() : QString());
    mReading = false;
    mKindsAsked = false;
    // Another campaign's battles have other names.
    mActorNames.removeIf([](const auto &name) { return name.key().startsWith(u'@'); });
    mNamedBattles.clear();
    if (reload == Reload::Now)
        this->reload();
}

void LogPanelModel::readKinds()
{
    if (readsApart()) {
        mKindsAsked = true;
        mReader->kinds();
        return;
    }
    mKindsAsked = false;
    emit kindsRead(mStore && mStore->isOpen() ? mStore->journalKinds() : QStringList());
}

void LogPanelModel::setFilter(const store::JournalFilter &filter)
{
    mFilter = filter;
    mFilter.afterId = 0;
    mFilter.beforeId = 0;
    mFilter.limit = -1;
    mFilter.newestFirst = false;
    reload();
}

void LogPanelModel::setNames(const QHash<QString, QString> &actorNames, const QHash<qint64, QString> &battleNames)
{
    mActorNames = actorNames;
    mNamedBattles.clear();
    mBattleNames = battleNames;
    if (!mEntries.isEmpty())
        emit dataChanged(index(0, BattleColumn), index(rowCount() - 1, WhoColumn));
}

QList<store::JournalEntry> LogPanelModel::query(qint64 afterId, qint64 beforeId, int limit, bool newestFirst) const
{
    if (!mStore || !mStore->isOpen())
        return {};
    store::JournalFilter filter = mFilter;
    filter.afterId = afterId;
    filter.beforeId = beforeId;
    filter.limit = limit;
    filter.newestFirst = newestFirst;
    return mStore->journal(filter);
}

void LogPanelModel::reload()
{
    mNewerWhileReading = false;
    if (readsApart()) {
        // The rows shown stay until the new page comes.
        mReading = true;
        mCountKnown = false;
        mAtLeast = 0;
        mReader->read(mFilter, pageSize);
        emit countChanged();
        return;
    }
    mReader->cancel();
    mReading = false;
    beginResetModel();
    mEntries = query(0, 0, pageSize, true);
    mTotal = mStore && mStore->isOpen() ? mStore->journalCount(mFilter) : 0;
    mCountKnown = true;
    mReachedStart = mEntries.size() >= mTotal;
    mReachedEnd = true;
    endResetModel();
    emit pageShown();
    emit countChanged();
}

void LogPanelModel::showPage(QList<store::JournalEntry> entries)
{
    beginResetModel();
    mEntries = std::move(entries);
    mReachedStart = mEntries.size() < pageSize;
    mReachedEnd = true;
    mAtLeast = mEntries.size();
    endResetModel();
    mReading = false;
    // What was written while the page was on its way (read by id: a few rows).
    if (mNewerWhileReading) {
        mNewerWhileReading = false;
        fetchNewer();
    }
    emit pageShown();
    emit countChanged();
}

void LogPanelModel::takeCount(qint64 total, qint64 upToId, bool done)
{
    // The rows read after the count began are the newest: counted here.
    qint64 later = 0;
    if (mReachedEnd) {
        for (auto it = mEntries.crbegin(); it != mEntries.crend() && it->id > upToId; ++it)
            ++later;
    }
    if (done) {
        mTotal = total + later;
        mCountKnown = true;
    } else {
        mAtLeast = std::max(mAtLeast, total + later);
    }
    emit countChanged();
}

bool LogPanelModel::canFetchOlder() const
{
    return !mReachedStart;
}

int LogPanelModel::fetchOlder()
{
    if (mReachedStart || mEntries.isEmpty())
        return 0;
    QList<store::JournalEntry> older = query(0, mEntries.constFirst().id, pageSize, true);
    if (older.size() < pageSize)
        mReachedStart = true;
    if (older.isEmpty())
        return 0;
    beginInsertRows({}, 0, int(older.size()) - 1);
    // One by one at the front, where QList keeps room for them: a page
    // costs its own entries, not a copy of all those read before (110 ms
    // a page at 230,000 entries, BM_LogScrollFrame).
    for (auto it = older.rbegin(); it != older.rend(); ++it)
        mEntries.prepend(std::move(*it));
    endInsertRows();
    if (mEntries.size() > mKeepRows) {
        beginRemoveRows({}, mKeepRows, int(mEntries.size()) - 1);
        mEntries.remove(mKeepRows, mEntries.size() - mKeepRows);
        mReachedEnd = false;
        endRemoveRows();
    }
    return int(older.size());
}

LogPanelModel::Fetched LogPanelModel::fetchNewerPage()
{
    Fetched fetched;
    if (mReachedEnd || mEntries.isEmpty())
        return fetched;
    QList<store::JournalEntry> newer = query(mEntries.constLast().id, 0, pageSize, false);
    if (newer.size() < pageSize)
        mReachedEnd = true;
    if (newer.isEmpty())
        return fetched;
    fetched.inserted = int(newer.size());
    beginInsertRows({}, int(mEntries.size()), int(mEntries.size() + newer.size()) - 1);
    mEntries.append(std::move(newer));
    endInsertRows();
    if (mEntries.size() > mKeepRows) {
        fetched.removedAbove = int(mEntries.size()) - mKeepRows;
        beginRemoveRows({}, 0, fetched.removedAbove - 1);
        mEntries.remove(0, fetched.removedAbove);
        mReachedStart = false;
        endRemoveRows();
    }
    return fetched;
}

int LogPanelModel::fetchNewer()
{
    if (!mStore || !mStore->isOpen())
        return 0;
    if (mReading) {
        // Read after the page comes, by the id of its newest row.
        mNewerWhileReading = true;
        return 0;
    }
    if (!mReachedEnd) {
        if (readsApart()) {
            mAtLeast = totalCount();
            mCountKnown = false;
            mReader->count(mFilter);
        } else {
            mTotal = mStore->journalCount(mFilter);
        }
        emit countChanged();
        return 0;
    }
    const qint64 newest = mEntries.isEmpty() ? 0 : mEntries.constLast().id;
    QList<store::JournalEntry> newer = query(newest, 0, -1, false);
    const qsizetype arrived = newer.size();
    if (mEntries.isEmpty() && newer.size() > pageSize) {
        // Only the newest page is shown at once; older ones come on scroll.
        newer = newer.mid(newer.size() - pageSize);
        mReachedStart = false;
    }
    if (newer.isEmpty())
        return 0;
    beginInsertRows({}, int(mEntries.size()), int(mEntries.size() + newer.size()) - 1);
    mEntries.append(newer);
    endInsertRows();
    // The new rows match the filter: the count grows by them (a count on
    // its way counts the rows after it began itself).
    if (mCountKnown)
        mTotal += arrived;
    else
        mAtLeast += arrived;
    emit countChanged();
    return int(newer.size());
}

void LogPanelModel::refreshEntry(qint64 entryId)
{
    const int row = rowOf(entryId);
    if (row < 0 || !mStore)
        return;
    const std::optional<store::JournalEntry> entry = mStore->journalEntry(entryId);
    if (!entry)
        return;
    mEntries[row] = *entry;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

const store::JournalEntry *LogPanelModel::entryAt(int row) const
{
    if (row < 0 || row >= mEntries.size())
        return nullptr;
    return &mEntries.at(row);
}

int LogPanelModel::rowOf(qint64 entryId) const
{
    const auto it = std::lower_bound(mEntries.cbegin(), mEntries.cend(), entryId,
                                     [](const store::JournalEntry &e, qint64 id) { return e.id < id; });
    if (it == mEntries.cend() || it->id != entryId)
        return -1;
    return int(it - mEntries.cbegin());
}

int LogPanelModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mEntries.size());
}

int LogPanelModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LogPanelModel::turnText(int turn)
{
    return turn <= 0 ? tr("Set-up") : QLocale().toString(turn);
}

QString LogPanelModel::whoText(const journal::JournalEvent &event, qint64 battle, qint64 game) const
{
    // A battle's own names, read when its first entry is shown (5,000 units
    // of 50 battles at once would add 20 ms to opening a campaign).
    if (battle != 0 && mStore && mStore->isOpen() && !mNamedBattles.contains(battle)) {
        mActorNames.insert(mStore->battleActorNames(battle));
        mNamedBattles.insert(battle);
    }
    QStringList names;
    names.reserve(event.actors.size());
    for (const QString &id : event.actors)
        names.append(ActorNames::name(mActorNames, battle, game, id));
    return names.join(u", "_s);
}

QString LogPanelModel::diceText(const journal::JournalEvent &event)
{
    // Die faces as the referee sees them on the table: pips for d6, numbers
    // for the rest, with the kind of die after them.
    static const char16_t pips[] = {u'\u2680', u'\u2681', u'\u2682', u'\u2683', u'\u2684', u'\u2685'};
    QStringList rolls;
    for (const dice::RollRecord &roll : event.rolls) {
        QStringList faces;
        QStringList names;
        for (const dice::DieRoll &d : roll.dice) {
            if (d.die == dice::Die::d6() && d.face >= 1 && d.face <= 6)
                faces.append(QString(QChar(pips[d.face - 1])) + QString::number(d.face));
            else
                faces.append(QString::number(d.face));
            if (!names.contains(d.die.name()))
                names.append(d.die.name());
        }
        QString text = faces.join(u' ');
        if (!(names.size() == 1 && names.constFirst() == u"d6"_s))
            text += u" ("_s + names.join(u", "_s) + u')';
        if (roll.origin == dice::DiceOrigin::Entered)
            text += u" \u270E"_s; // a pencil: typed in from the referee's own dice
        rolls.append(text);
    }
    return rolls.join(u"; "_s);
}

QVariant LogPanelModel::data(const QModelIndex &index, int role) const
{
    const store::JournalEntry *entry = entryAt(index.row());
    if (!entry || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const journal::JournalEvent &event = entry->event;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case BattleColumn:
            return entry->battle == 0 ? tr("Campaign") : mBattleNames.value(entry->battle, QString::number(entry->battle));
        case TurnColumn:
            return turnText(event.turn);
        case TimeColumn:
            return QLocale().toString(event.time.toLocalTime().time(), u"HH:mm:ss"_s);
        case WhoColumn:
            return whoText(event, entry->battle, entry->game);
        case DiceColumn:
            return diceText(event);
        case ResultColumn:
            return event.summary;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(event.time.toLocalTime(), QLocale::LongFormat);
        case DiceColumn:
            return event.rollsText();
        case ResultColumn:
            if (entry->isVoided())
                return tr("%1\n(voided by entry %2)").arg(event.summary).arg(entry->voidedBy);
            return event.summary;
        default:
            return {};
        }
    case Qt::FontRole:
        if (entry->isVoided() || event.kind == u"note"_s || event.kind == u"void"_s) {
            QFont font;
            font.setStrikeOut(entry->isVoided());
            font.setItalic(event.kind == u"note"_s || event.kind == u"void"_s);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (entry->isVoided())
            return QBrush(QColor(0x8a, 0x8a, 0x8a));
        if (event.kind == u"note"_s)
            return QBrush(QColor(0x2f, 0x4a, 0x7a));
        if (event.kind == u"void"_s)
            return QBrush(QColor(0x9b, 0x1c, 0x1c));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TurnColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case EntryIdRole:
        return entry->id;
    case VoidedRole:
        return entry->isVoided();
    case KindRole:
        return event.kind;
    }
    return {};
}

QVariant LogPanelModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case BattleColumn:
        return tr("Battle");
    case TurnColumn:
        return mTurnHeader;
    case TimeColumn:
        return tr("Time");
    case WhoColumn:
        return tr("Who");
    case DiceColumn:
        return tr("Dice");
    case ResultColumn:
        return tr("Result");
    }
    return {};
}

} // namespace vedette
