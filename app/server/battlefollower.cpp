#include "battlefollower.h"

#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace vedette::server {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(vedette::server::BattleFollower)
};

} // namespace

BattleFollower::BattleFollower(QObject *parent)
    : QObject(parent)
    , mTimer(new QTimer(this))
    , mWatcher(new QFileSystemWatcher(this))
{
    mTimer->setInterval(50);
    connect(mTimer, &QTimer::timeout, this, &BattleFollower::check);
    connect(mWatcher, &QFileSystemWatcher::fileChanged, this, &BattleFollower::check);
}

BattleFollower::~BattleFollower() = default;

bool BattleFollower::open(const QString &campaignPath, qint64 battleId)
{
    close();
    auto opened = std::make_unique<store::CampaignStore>();
    if (!opened->open(campaignPath, store::CampaignStore::Mode::ReadOnly)) {
        mError = opened->errorString();
        return false;
    }
    if (!opened->battleInfo(battleId)) {
        mError = Tr::tr("There is no battle %1 in this campaign.").arg(battleId);
        return false;
    }
    mStore = std::move(opened);
    mBattle = battleId;
    // A file has a data version; a server's campaign has none, and its
    // changes() says what other programs wrote (the first call marks where
    // it stands), pushed by the server's notifications besides the timer.
    mOnServer = !mStore->dataVersion();
    if (mOnServer) {
        mStore->changes();
        mStore->watch([this] { check(); });
    } else {
        mPath = QFileInfo(campaignPath).absoluteFilePath();
        watchFiles();
    }
    if (!read()) {
        close();
        return false;
    }
    if (mTimer->interval() > 0)
        mTimer->start();
    return true;
}

void BattleFollower::close()
{
    mTimer->stop();
    if (!mWatcher->files().isEmpty())
        mWatcher->removePaths(mWatcher->files());
    mPath.clear();
    mStore.reset();
    mBattle = 0;
    mOnServer = false;
    mVersion.reset();
    mSnapshot = {};
}

bool BattleFollower::isOpen() const
{
    return mStore != nullptr;
}

void BattleFollower::setInterval(int milliseconds)
{
    mTimer->setInterval(milliseconds);
    if (milliseconds <= 0)
        mTimer->stop();
    else if (isOpen())
        mTimer->start();
}

int BattleFollower::interval() const
{
    return mTimer->interval();
}

void BattleFollower::check()
{
    if (!mStore)
        return;
    if (mOnServer) {
        // Read again only when a step was written on this battle.
        if (!mStore->changes().battles.contains(mBattle))
            return;
        if (read())
            emit changed(mSnapshot);
        return;
    }
    watchFiles();
    const std::optional<qint64> version = mStore->dataVersion();
    if (version && version == mVersion)
        return;
    if (read())
        emit changed(mSnapshot);
}

void BattleFollower::watchFiles()
{
    if (mPath.isEmpty())
        return;
    // A commit writes the log beside the file (WAL mode); a checkpoint or
    // another program's rollback journal writes the file itself. A file
    // replaced is no longer watched: it is watched again here.
    for (const QString &path : {mPath, mPath + u"-wal"_s}) {
        if (!mWatcher->files().contains(path) && QFileInfo::exists(path))
            mWatcher->addPath(path);
    }
}

bool BattleFollower::read()
{
    // The version first: a commit between the two reads is read again next time.
    mVersion = mStore->dataVersion();
    std::optional<table::Scenario> table = mStore->loadBattle(mBattle);
    if (!table) {
        mError = mStore->errorString();
        return false;
    }
    BattleSnapshot snapshot;
    snapshot.table = std::move(*table);
    snapshot.play = mStore->play(mBattle).value_or(store::PlayRecord{});
    store::JournalFilter filter;
    filter.battle = mBattle;
    filter.includeVoided = false;
    for (const store::JournalEntry &entry : mStore->journal(filter))
        snapshot.log.append(entry.event);
    mSnapshot = std::move(snapshot);
    return true;
}

} // namespace vedette::server
