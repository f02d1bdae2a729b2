#pragma once

#include "table/scenario.h"

#include <QByteArray>

#include <optional>

namespace vedette::store {

class CampaignFile;

// What the store last wrote for a battle's table, so that a commit compares
// model values (cheap) and serialises only what changed.
struct TableCache
{
    QByteArray settings;                  // the settings JSON as stored
    std::optional<table::Scenario> table; // the table as stored
};

// A battle's table in the campaign file: its settings in `battle.settings`,
// one row per side, unit, terrain piece, zone, marker, general and messenger
// (schema: 0001_initial.sql). Writes only what differs from the cache, inside
// the caller's transaction; reads the whole table back.
class TableWriter
{
public:
    explicit TableWriter(CampaignFile &file);

    // The battle's table as stored; fills the cache when one is given.
    std::optional<table::Scenario> read(qint64 battle, TableCache *cache) const;
    // Writes the rows of the table that differ from the cache and updates the cache.
    bool write(qint64 battle, const table::Scenario &scenario, TableCache &cache);

private:
    CampaignFile &mFile;
};

} // namespace vedette::store
