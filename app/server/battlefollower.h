#pragma once

#include "server/battlesnapshot.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QFileSystemWatcher;
class QTimer;

namespace vedette::store {
class CampaignStore;
}

namespace vedette::server {

// Follows one battle of a campaign file as steps are committed to it, by
// this program or any other (the window, vedette-cli, a second Vedette):
// the file is opened read-only and its SQLite data version is looked at
// when the file or its write-ahead log changes (inotify, through
// QFileSystemWatcher) and every interval() besides; when it moved, the
// battle is read again and changed() says so. A campaign on a PostgreSQL
// server is followed by the store's changes() instead (asked on the
// server's notifications and every interval()): the battle is read again
// when a step was written on it. check() looks at once.
class BattleFollower : public QObject
{
    Q_OBJECT

public:
    explicit BattleFollower(QObject *parent = nullptr);
    ~BattleFollower() override;

    // Opens `campaignPath` read-only and reads battle `battleId`; false, with
    // errorString(), when the file or the battle cannot be read.
    bool open(const QString &campaignPath, qint64 battleId);
    void close();
    bool isOpen() const;
    QString errorString() const { return mError; }
    qint64 battle() const { return mBattle; }

    // How often the file is looked at (ms); 0 stops looking (check() only).
    void setInterval(int milliseconds);
    int interval() const;

    const BattleSnapshot &snapshot() const { return mSnapshot; }

public slots:
    // Re-reads the battle when the file changed since the last read.
    void check();

signals:
    void changed(const vedette::server::BattleSnapshot &snapshot);

private:
    bool read();
    void watchFiles();

    std::unique_ptr<store::CampaignStore> mStore;
    QTimer *mTimer;
    QFileSystemWatcher *mWatcher;
    QString mPath;
    qint64 mBattle = 0;
    std::optional<qint64> mVersion;
    bool mOnServer = false; // a campaign on a PostgreSQL server: changes(), not the data version
    BattleSnapshot mSnapshot;
    QString mError;
};

} // namespace vedette::server
