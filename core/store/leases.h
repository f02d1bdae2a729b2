#pragma once

#include "store/campaignrecords.h"
#include "store/campaignstore.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QString>

#include <optional>

namespace vedette::store {

class CampaignFile;

// Who plays which battle of a campaign on a server: one referee at a time
// (the `lease` table). This program's leases, renewed while it runs, given
// up on close; a lease whose time is past is free to take.
//
// A lease knows the session that took it: "<seat>/<pid>/<random>", where the
// seat is this user on this machine. The same referee on the same machine
// takes a battle back at once from a session of his whose process is gone
// (killed, crashed): he never waits for his own dead lease to run out. A
// session of his that is alive (a second window) keeps its lease.
class Leases
{
public:
    static constexpr int Seconds = CampaignStore::LeaseSeconds;

    explicit Leases(CampaignFile &file);

    // This session's id, as the `lease` and claims record it.
    const QString &holder() const { return mHolder; }
    // "anna@club-laptop": the login name (never "?"), then the machine.
    static QString label();

    // Takes or renews the lease on `battle`; false with Error::Leased when
    // another live session has it.
    bool take(qint64 battle);
    bool holds(qint64 battle) const { return mLeases.contains(battle); }
    bool isDue(qint64 battle) const { return mLeases.contains(battle) && mLeases.value(battle).hasExpired(); }
    QList<qint64> held() const { return mLeases.keys(); }
    void release(qint64 battle);
    void releaseAll();
    // Another session's lease on `battle` that still runs.
    std::optional<LeaseInfo> other(qint64 battle) const;

private:
    // Takes over a lease of this seat whose process is no longer alive;
    // `failed` when the server could not be asked.
    bool takeFromDeadSession(qint64 battle, bool *failed);

    CampaignFile &mFile;
    const QString mHolder;
    // When each lease of this session is due to be renewed.
    QHash<qint64, QDeadlineTimer> mLeases;
};

} // namespace vedette::store
