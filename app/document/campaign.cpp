#include "campaign.h"

#include "document/diceservice.h"
#include "document/document.h"
#include "store/campaignlocation.h"
#include "table/scenario.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

// How often the campaign is looked at for other programs' steps: a file's
// data version costs next to nothing; a server also notifies, so looking
// is only what makes a lost notification late rather than missed.
constexpr int FileLookMs = 1000;
constexpr int ServerLookMs = 3000;

} // namespace

Campaign::Campaign(Document *document)
    : QObject(document)
    , mDocument(document)
    , mChangesTimer(new QTimer(this))
    , mLeaseTimer(new QTimer(this))
{
    // The referee changed the seed in the dice tray: the battle keeps it.
    connect(mDocument->dice(), &DiceService::seedChanged, this, &Campaign::saveDiceSeed);
    watchTable();
    connect(mChangesTimer, &QTimer::timeout, this, &Campaign::lookForChanges);
    mLeaseTimer->setInterval(store::CampaignStore::LeaseSeconds * 1000 / 3);
    connect(mLeaseTimer, &QTimer::timeout, this, &Campaign::keepLeases);
}

Campaign::~Campaign()
{
    if (mObserverHandle >= 0)
        mDocument->scenario().removeObserver(mObserverHandle);
    // Whatever the referee did last is written before the file is let go;
    // the panels listening may already be gone.
    blockSignals(true);
    flush();
}

void Campaign::watchTable()
{
    // Steps write the table themselves (writeStep); a change made outside
    // one is still written, at the next turn of the event loop.
    mObserverHandle = mDocument->scenario().addObserver([this](const table::ScenarioChange &) {
        if (mLoading || !isOpen())
            return;
        mTableDirty = true;
        scheduleFlush();
    });
}

bool Campaign::isOpen() const
{
    return mStore && mStore->isOpen();
}

bool Campaign::isReadOnly() const
{
    return mStore && mStore->isReadOnly();
}

bool Campaign::isBattleReadOnly() const
{
    return isReadOnly() || mFollowed;
}

QString Campaign::filePath() const
{
    return mStore ? mStore->filePath() : QString();
}

QString Campaign::name() const
{
    return mStore ? mStore->campaignName() : QString();
}

QString Campaign::currentBattleName() const
{
    if (!mStore || mBattle == 0)
        return {};
    const std::optional<store::BattleInfo> info = mStore->battleInfo(mBattle);
    return info ? info->name : QString();
}

void Campaign::setError(Error error, const QString &message)
{
    mError = error;
    mErrorString = message;
}

bool Campaign::open(const QString &path, Mode mode)
{
    // Our own lock would make the open campaign look busy to itself.
    if (isOpen() && !isReadOnly() && store::CampaignLocation::parse(path).toString() == filePath()) {
        setError(Error::None, {});
        return true;
    }
    auto candidate = std::make_unique<store::CampaignStore>();
    if (!candidate->open(path, mode)) {
        setError(candidate->error(), candidate->errorString());
        return false;
    }
    flush();
    adoptStore(std::move(candidate));
    return true;
}

bool Campaign::create(const QString &path, const QString &campaignName, const QString &scenarioJsonPath)
{
    QFile json(scenarioJsonPath);
    if (!json.open(QIODevice::ReadOnly)) {
        setError(Error::NotFound, tr("Cannot read the scenario %1: %2").arg(QFileInfo(scenarioJsonPath).fileName(), json.errorString()));
        return false;
    }
    const QByteArray bytes = json.readAll();

    auto candidate = std::make_unique<store::CampaignStore>();
    if (!candidate->create(path, campaignName)) {
        setError(candidate->error(), candidate->errorString());
        return false;
    }
    const QString source = scenarioJsonPath.startsWith(u":/"_s)
        ? u"bundled:"_s + QFileInfo(scenarioJsonPath).fileName()
        : QFileInfo(scenarioJsonPath).fileName();
    const std::optional<qint64> scenarioId = candidate->importScenarioJson(bytes, source);
    std::optional<qint64> battleId;
    if (scenarioId) {
        store::NewBattle battle;
        battle.scenarioId = *scenarioId;
        battleId = candidate->startBattle(battle);
    }
    if (!battleId) {
        // A half-made campaign is of no use to anyone: remove the new file.
        setError(candidate->error(), candidate->errorString());
        candidate->close();
        QFile::remove(path);
        return false;
    }
    // Closing folds the write-ahead log into the file, so the new campaign
    // is complete on disk on its own before the referee touches it.
    candidate->close();
    if (!candidate->open(path)) {
        setError(candidate->error(), candidate->errorString());
        return false;
    }
    flush();
    adoptStore(std::move(candidate));
    return true;
}

void Campaign::adoptStore(std::unique_ptr<store::CampaignStore> store)
{
    if (mStore)
        close();
    mStore = std::move(store);
    setError(Error::None, {});
    mDocument->setFilePath(mStore->filePath());
    // Where the campaign stands now: what others write from here on is news.
    mStore->changes();
    const bool notified = mStore->watch([this] {
        // Several notifications of one burst are one look.
        if (mChangesScheduled)
            return;
        mChangesScheduled = true;
        QTimer::singleShot(0, this, &Campaign::lookForChanges);
    });
    mChangesTimer->start(notified ? ServerLookMs : FileLookMs);
    mLeaseTimer->start();
    emit opened();
    const qint64 battle = latestBattle();
    if (battle != 0)
        setCurrentBattle(battle);
}

void Campaign::close()
{
    if (!mStore)
        return;
    flush();
    mChangesTimer->stop();
    mLeaseTimer->stop();
    // Closing the store gives its leases up.
    mStore.reset();
    mBattle = 0;
    mTableDirty = false;
    mFollowed = false;
    mFollowedBy.clear();
    const bool wasUnreachable = !isServerReachable();
    mUnreachableSince = {};
    mDocument->setFilePath(QString());
    if (wasUnreachable)
        emit serverReachabilityChanged(true);
    emit closed();
}

void Campaign::saveDiceSeed(quint64 seed)
{
    if (mLoading || !isOpen() || isReadOnly() || mBattle == 0)
        return;
    if (const std::optional<store::BattleInfo> info = mStore->battleInfo(mBattle); info && info->diceSeed == seed)
        return;
    if (!mStore->setBattleDiceSeed(mBattle, seed)) {
        setError(mStore->error(), mStore->errorString());
        emit writeFailed(mErrorString);
    }
}

std::optional<qint64> Campaign::saveGame(const store::GameState &game, const QList<journal::JournalEvent> &events)
{
    if (!isOpen() || isReadOnly())
        return std::nullopt;
    store::Commit step;
    step.games = {game};
    step.events = events;
    for (journal::JournalEvent &event : step.events) {
        if (!event.time.isValid())
            event.time = QDateTime::currentDateTimeUtc();
    }
    if (!step.events.isEmpty())
        step.eventsGame = 0;
    if (!mStore->commit(step)) {
        setError(mStore->error(), mStore->errorString());
        emit writeFailed(mErrorString);
        return std::nullopt;
    }
    if (!mStore->lastEntryIds().isEmpty())
        emit journalAppended(mStore->lastEntryIds());
    return mStore->lastGameIds().value(0);
}

bool Campaign::writeStep(const QList<journal::JournalEvent> &events, QList<qint64> *ids, const QList<qint64> &voids,
                         const QList<qint64> &reinstates, const std::optional<store::HouseRulesWrite> &houseRules)
{
    if (ids)
        ids->clear();
    if (!isOpen())
        return true;
    if (isReadOnly()) {
        setError(Error::ReadOnly, tr("This campaign is open read-only (it is open in another Vedette): nothing can be "
                                     "changed. Open a copy to play on."));
        return false;
    }
    if (mFollowed) {
        setError(Error::Leased, tr("This battle is being played at another table (by %1): it is followed here, and "
                                   "nothing can be changed. Choose another battle to play.")
                                    .arg(mFollowedBy));
        return false;
    }
    store::Commit step;
    step.battle = mBattle;
    step.table = mBattle != 0 ? &mDocument->scenario() : nullptr;
    if (mBattle != 0)
        step.play = mDocument->play();
    step.events = events;
    step.voids = voids;
    step.reinstates = reinstates;
    step.houseRules = houseRules;
    if (!mStore->commit(step)) {
        setError(mStore->error(), mStore->errorString());
        noteServerAnswer();
        // Another referee took the battle (our lease ran out): it is his now.
        if (mStore->error() == Error::Leased)
            claimBattle();
        emit writeFailed(mErrorString);
        return false;
    }
    noteServerAnswer();
    mTableDirty = false;
    if (step.play && std::pair(step.play->turn, step.play->phase) != mProgress) {
        mProgress = {step.play->turn, step.play->phase};
        emit battleProgressed(mBattle);
    }
    const QList<qint64> written = mStore->lastEntryIds();
    if (ids)
        *ids = written;
    if (!written.isEmpty())
        emit journalAppended(written);
    for (qint64 id : voids)
        emit entryVoided(id, written.value(0));
    if (!reinstates.isEmpty())
        emit entriesReinstated(reinstates);
    return true;
}

std::optional<store::GameState> Campaign::unfinishedGame(const QString &kind) const
{
    if (!isOpen())
        return std::nullopt;
    for (const store::GameState &game : mStore->games(kind)) {
        if (!game.finished)
            return game;
    }
    return std::nullopt;
}

qint64 Campaign::latestBattle() const
{
    // The battle the referee last worked on is the one written last.
    qint64 best = 0;
    QDateTime bestTime;
    for (const store::BattleInfo &battle : mStore->battles()) {
        if (best == 0 || battle.updated > bestTime || (battle.updated == bestTime && battle.id > best)) {
            best = battle.id;
            bestTime = battle.updated;
        }
    }
    return best;
}

bool Campaign::setCurrentBattle(qint64 battleId)
{
    if (!isOpen())
        return false;
    flush();
    const qint64 before = mBattle;
    if (!loadBattle(battleId))
        return false;
    if (before != 0 && before != battleId)
        mStore->releaseLease(before);
    claimBattle();
    emit currentBattleChanged(battleId);
    return true;
}

bool Campaign::loadBattle(qint64 battleId)
{
    std::optional<table::Scenario> table = mStore->loadBattle(battleId);
    if (!table) {
        setError(mStore->error(), mStore->errorString());
        return false;
    }
    mLoading = true;
    mDocument->clearHistory();
    // Where the battle stands: as last written, or (never played, or a file
    // older than the state of play) at set-up with the battle's own turn.
    const std::optional<store::BattleInfo> info = mStore->battleInfo(battleId);
    std::optional<store::PlayRecord> play = mStore->play(battleId);
    if (!play) {
        play = store::PlayRecord();
        play->ruleSystem = table::ruleSystemId(table->ruleSystem());
        if (info)
            play->turn = info->turn;
    }
    mBattle = battleId;
    mProgress = {play->turn, play->phase};
    {
        const Document::ChangeScope load(mDocument);
        mDocument->loadPlay(*play);
        mDocument->scenario() = *table;
        mDocument->scenario().notifyReset();
    }
    // The battle throws with its own seed, so a disputed roll can be thrown again.
    if (info && info->diceSeed != 0)
        mDocument->dice()->setSeed(info->diceSeed);
    mLoading = false;
    mTableDirty = false;
    return true;
}

void Campaign::claimBattle()
{
    if (!isOpen() || isReadOnly() || mBattle == 0) {
        setFollowed(false, {});
        return;
    }
    if (mStore->takeLease(mBattle)) {
        setFollowed(false, {});
        return;
    }
    // Only another referee's lease makes the battle one to follow; a server
    // out of reach refuses the steps themselves, with its own reason.
    if (mStore->error() == Error::Leased) {
        const std::optional<store::LeaseInfo> holder = mStore->lease(mBattle);
        setFollowed(true, holder ? holder->label : tr("another referee"));
    }
}

void Campaign::setFollowed(bool followed, const QString &who)
{
    const bool changed = followed != mFollowed || who != mFollowedBy;
    mFollowed = followed;
    mFollowedBy = who;
    if (changed)
        emit battleFollowedChanged(followed);
}

void Campaign::keepLeases()
{
    if (!isOpen() || isReadOnly())
        return;
    // A lease lost (it ran out while the program slept) is the other referee's now.
    const bool renewed = mStore->renewLeases();
    noteServerAnswer();
    if (!renewed && mStore->error() == Error::Leased)
        claimBattle();
}

void Campaign::noteServerAnswer()
{
    // Only a server can be out of reach; the store's last error tells
    // whether the call just made reached it.
    const bool reached = !isOpen() || mStore->error() != Error::Unreachable;
    if (reached == isServerReachable())
        return;
    mUnreachableSince = reached ? QDateTime() : QDateTime::currentDateTime();
    emit serverReachabilityChanged(reached);
}

void Campaign::setTakeOverWhenFree(bool takeOver)
{
    mTakeOverWhenFree = takeOver;
    if (takeOver && mFollowed && isOpen() && !mStore->lease(mBattle))
        claimBattle();
}

bool Campaign::isOnServer() const
{
    return isOpen() && store::CampaignLocation::isServerAddress(mStore->filePath());
}

QString Campaign::whereShown() const
{
    if (!isOpen())
        return {};
    if (!isOnServer())
        return QDir::toNativeSeparators(mStore->filePath());
    const store::CampaignLocation location = store::CampaignLocation::parse(mStore->filePath());
    return tr("club: %1 on %2").arg(location.database(), location.serverLabel());
}

void Campaign::lookForChanges()
{
    mChangesScheduled = false;
    if (!isOpen())
        return;
    const store::Changes changes = mStore->changes();
    noteServerAnswer();
    // The battle another referee plays is free again (he closed it, or his
    // program died and the lease ran out): it is ours to play.
    if (mFollowed && mTakeOverWhenFree && isServerReachable() && !mStore->lease(mBattle))
        claimBattle();
    if (changes.isEmpty())
        return;
    // The battle on the table, written by another program: shown as it now is.
    if (mBattle != 0 && changes.battles.contains(mBattle) && isBattleReadOnly()) {
        const std::pair<int, QString> progress = mProgress;
        if (loadBattle(mBattle) && progress != mProgress)
            emit battleProgressed(mBattle);
    }
    for (qint64 battle : changes.battles) {
        if (battle != mBattle)
            emit battleProgressed(battle);
    }
    if (!changes.entries.isEmpty())
        emit journalAppended(changes.entries);
}

std::optional<qint64> Campaign::startBattle(const store::NewBattle &options)
{
    if (!isOpen())
        return std::nullopt;
    flush();
    const std::optional<qint64> battle = mStore->startBattle(options);
    if (!battle) {
        setError(mStore->error(), mStore->errorString());
        return std::nullopt;
    }
    emit contentsChanged();
    emit journalAppended(mStore->lastEntryIds());
    setCurrentBattle(*battle);
    return battle;
}

std::optional<qint64> Campaign::importScenario(const QString &jsonPath)
{
    if (!isOpen())
        return std::nullopt;
    QFile file(jsonPath);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(Error::NotFound, tr("Cannot read %1: %2").arg(QFileInfo(jsonPath).fileName(), file.errorString()));
        return std::nullopt;
    }
    const std::optional<qint64> id = mStore->importScenarioJson(file.readAll(), QFileInfo(jsonPath).fileName());
    if (!id) {
        setError(mStore->error(), mStore->errorString());
        return std::nullopt;
    }
    emit contentsChanged();
    return id;
}

std::optional<qint64> Campaign::addNote(const QString &text)
{
    if (!isOpen())
        return std::nullopt;
    flush();
    const std::optional<qint64> id = mStore->addNote(mBattle, mDocument->turn(), text);
    if (!id) {
        setError(mStore->error(), mStore->errorString());
        return std::nullopt;
    }
    emit journalAppended({*id});
    return id;
}

std::optional<qint64> Campaign::voidEntry(qint64 entryId, const QString &reason)
{
    if (!isOpen())
        return std::nullopt;
    flush();
    const std::optional<qint64> id = mStore->voidEntry(entryId, reason);
    if (!id) {
        setError(mStore->error(), mStore->errorString());
        return std::nullopt;
    }
    emit journalAppended({*id});
    emit entryVoided(entryId, *id);
    return id;
}

void Campaign::scheduleFlush()
{
    if (mFlushScheduled)
        return;
    mFlushScheduled = true;
    // Coalesces a command and the journal entries recorded with it (in
    // whichever order the caller made them) into one transaction.
    QTimer::singleShot(0, this, [this] {
        if (mFlushScheduled)
            flush();
    });
}

bool Campaign::flush()
{
    mFlushScheduled = false;
    if (!mTableDirty)
        return true;
    if (!isOpen() || isBattleReadOnly()) {
        // Read-only, or another referee's battle: the table may be explored
        // (a refused step is taken back), but nothing reaches the campaign.
        mTableDirty = false;
        return !isOpen();
    }
    return writeStep({}, nullptr);
}

std::optional<qint64> Campaign::addScenario(const table::Scenario &scenario)
{
    if (!isOpen())
        return std::nullopt;
    const std::optional<qint64> id = mStore->addScenario(scenario, tr("made in Vedette"));
    if (!id) {
        setError(mStore->error(), mStore->errorString());
        return std::nullopt;
    }
    emit contentsChanged();
    return id;
}

} // namespace vedette
