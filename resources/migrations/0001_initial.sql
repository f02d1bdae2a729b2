-- Vedette campaign file, schema version 1: the campaign, its scenarios, the
-- battles fought from them with their live table, game states, house rules
-- and the campaign log. See SCHEMA.md next to this file.
--
-- The store sets PRAGMA application_id = 0x56454454 ('VEDT') and
-- PRAGMA user_version = <number of this file> in the same transaction.
-- Times are ISO 8601 UTC text ("2026-11-29T11:05:28.123Z").
-- JSON columns hold UTF-8 JSON text; read them with json_extract().
--
-- Statements end with ';' at the end of a line; a trigger body ends with a
-- line "END;" (the store splits this file on those).

-- One row: the campaign itself.
CREATE TABLE campaign (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    name            TEXT NOT NULL,
    created         TEXT NOT NULL,
    created_by      TEXT NOT NULL      -- Vedette version that created the file
);

-- Scenarios: templates that battles are started from, kept as the scenario
-- JSON of resources/scenarios/FORMAT.md.
CREATE TABLE scenario (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL,
    rule_system     TEXT NOT NULL,     -- 'brown' | 'balagan' | 'none'
    source          TEXT NOT NULL DEFAULT '',  -- 'bundled:<file>' or the imported file's name
    document        TEXT NOT NULL,     -- scenario JSON
    created         TEXT NOT NULL
);

-- Battles: one fight from a scenario. The table's settings (size, scale,
-- rule system, display units, ...) are in `settings` (the scenario JSON
-- without its lists); everything on the table is in the tables below.
CREATE TABLE battle (
    id              INTEGER PRIMARY KEY,
    scenario_id     INTEGER NOT NULL REFERENCES scenario(id),
    name            TEXT NOT NULL,
    dice_seed       TEXT NOT NULL,     -- decimal unsigned 64-bit seed of the battle's dice
    turn            INTEGER NOT NULL DEFAULT 0,  -- current bound/turn, 0 = set-up
    settings        TEXT NOT NULL,     -- JSON object
    carried_from    INTEGER REFERENCES battle(id),  -- strengths carried from this battle
    started         TEXT NOT NULL,
    updated         TEXT NOT NULL
);
CREATE INDEX battle_scenario ON battle(scenario_id);

-- The table of each battle. Each row is one object of the scenario JSON
-- (`data`, the object as FORMAT.md describes it), its id (`key`, unique in
-- the battle), its place in its list (`seq`), and a few columns copied out
-- of `data` for queries and for people reading the file.
CREATE TABLE side (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    name            TEXT NOT NULL,
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

CREATE TABLE unit (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    side            TEXT NOT NULL,     -- side key
    name            TEXT NOT NULL,
    strength        INTEGER NOT NULL,  -- current strength (men or guns)
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;
CREATE INDEX unit_side ON unit(battle_id, side);

CREATE TABLE terrain (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    type            TEXT NOT NULL,     -- woods, marsh, buildings, steep-slope, river, hill, road
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

-- Fog (powder smoke) zones.
CREATE TABLE zone (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    owner_unit      TEXT NOT NULL,     -- the firing unit's key
    placed_bound    INTEGER NOT NULL,
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

CREATE TABLE marker (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    kind            TEXT NOT NULL,     -- note, morale-counter, casualty, objective
    unit            TEXT NOT NULL,     -- the unit it is beside, '' for none
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

-- Generals and leaders.
CREATE TABLE general (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    side            TEXT NOT NULL,
    name            TEXT NOT NULL,
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

-- Messengers riding with orders (Balagan). Filled from the scenario JSON's
-- "messengers" list when it has one; while the scenario format has none,
-- Balagan keeps its messengers in its game state (table `game`).
CREATE TABLE messenger (
    battle_id       INTEGER NOT NULL REFERENCES battle(id),
    key             TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    side            TEXT NOT NULL,
    data            TEXT NOT NULL,
    PRIMARY KEY (battle_id, key)
) WITHOUT ROWID;

-- House rules of a rule system (JSON owned by the rule system), campaign-wide
-- (scenario_id 0) or for one scenario.
CREATE TABLE house_rules (
    rule_system     TEXT NOT NULL,
    scenario_id     INTEGER NOT NULL DEFAULT 0,
    rules           TEXT NOT NULL,     -- JSON object
    updated         TEXT NOT NULL,
    PRIMARY KEY (rule_system, scenario_id)
) WITHOUT ROWID;

-- Resumable game states (solo and card games, rule-system state that is not
-- the table), JSON versioned by their owner.
CREATE TABLE game (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL,     -- 'lightbrigade', 'tennyson', ...
    battle_id       INTEGER REFERENCES battle(id),  -- NULL: stands alone
    name            TEXT NOT NULL,
    version         INTEGER NOT NULL,  -- version of the state's format
    state           TEXT NOT NULL,     -- JSON object
    finished        INTEGER NOT NULL DEFAULT 0,
    updated         TEXT NOT NULL
);
CREATE INDEX game_kind ON game(kind, updated);

-- The campaign log: every roll, result and note, in order (id). Entries are
-- never deleted nor changed, except `voided_by`, set when a later "void"
-- entry cancels this one.
CREATE TABLE journal (
    id              INTEGER PRIMARY KEY,
    battle_id       INTEGER REFERENCES battle(id),  -- NULL: campaign-wide
    turn            INTEGER NOT NULL DEFAULT 0,     -- bound/turn, 0 = set-up
    time            TEXT NOT NULL,
    kind            TEXT NOT NULL,     -- dotted id: 'note', 'void', 'brown.charge', ...
    actors          TEXT NOT NULL DEFAULT '[]',     -- JSON array of unit keys
    summary         TEXT NOT NULL,     -- one human-readable line
    detail          TEXT NOT NULL DEFAULT '{}',     -- JSON object: structured data
    visibility      TEXT NOT NULL DEFAULT '',       -- '' = referee only, else a side key
    voided_by       INTEGER REFERENCES journal(id)
);
CREATE INDEX journal_battle ON journal(battle_id, id);
CREATE INDEX journal_kind ON journal(kind, id);

-- Which units an entry names (the same as `actors`), for the unit and side filters.
CREATE TABLE journal_actor (
    unit            TEXT NOT NULL,
    entry_id        INTEGER NOT NULL REFERENCES journal(id),
    PRIMARY KEY (unit, entry_id)
) WITHOUT ROWID;

-- The dice thrown for an entry, in order.
CREATE TABLE roll (
    entry_id        INTEGER NOT NULL REFERENCES journal(id),
    seq             INTEGER NOT NULL,
    purpose         TEXT NOT NULL,
    origin          TEXT NOT NULL CHECK (origin IN ('random', 'entered', 'scripted')),
    dice            TEXT NOT NULL,     -- JSON [{"faces": 6, "first": 1, "face": 4}, ...]
    total           INTEGER NOT NULL,
    PRIMARY KEY (entry_id, seq)
) WITHOUT ROWID;
