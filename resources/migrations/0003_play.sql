-- Schema version 3: the state of play of every battle, the log entries of the
-- solo and card games filed under their own game, and the templates of units
-- and divisions a referee saves to set up later battles. Older files open
-- with no state of play (every battle at set-up) and no templates.

-- Where each battle stands beyond its table: the rule system, turn or bound,
-- phase, side to move and battle clock (columns, for readers and queries),
-- and the rule system's own state (`state`, JSON owned by the battle's
-- controller: Balagan's bound state whole, a Brown charge in progress with
-- the dice already thrown, ...). One row per battle that has been played;
-- a battle without a row is at set-up. Written in the same transaction as
-- the table change and the journal entries of the step.
CREATE TABLE play (
    battle_id       INTEGER PRIMARY KEY REFERENCES battle(id),
    rule_system     TEXT NOT NULL,               -- 'brown' | 'balagan' | 'none'
    turn            INTEGER NOT NULL DEFAULT 0,  -- bound or turn, 0 = set-up
    phase           TEXT NOT NULL DEFAULT '',    -- 'set-up', 'morale', 'action', 'over', 'play', ...
    side            TEXT NOT NULL DEFAULT '',    -- the side to move, '' = none
    clock           INTEGER,                     -- battle time, minutes after midnight; NULL = no clock
    version         INTEGER NOT NULL DEFAULT 1,  -- version of `state`'s format
    state           TEXT NOT NULL DEFAULT '{}',  -- JSON object
    updated         TEXT NOT NULL
);

-- The solo or card game an entry belongs to (Light Brigade, Tennyson); such
-- entries have no battle.
ALTER TABLE journal ADD COLUMN game_id INTEGER REFERENCES game(id);
CREATE INDEX journal_game ON journal(game_id, id);

-- Units and divisions saved for reuse: `data` is a JSON object with the
-- scenario objects as resources/scenarios/FORMAT.md writes them
-- ({"units": [...], "generals": [...]}).
CREATE TABLE template (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL,     -- 'unit' | 'division'
    rule_system     TEXT NOT NULL,     -- 'brown' | 'balagan' | 'none'
    name            TEXT NOT NULL,
    data            TEXT NOT NULL,     -- JSON object
    created         TEXT NOT NULL
);
CREATE INDEX template_kind ON template(rule_system, kind, name);

-- Earlier versions filed the entries of a Light Brigade charge or a Tennyson
-- game under whatever battle was open, so they appeared in that battle's log
-- and after-action report. They belong to no battle (the game they came from
-- can no longer be told, so game_id stays NULL).
UPDATE journal SET battle_id = NULL
WHERE battle_id IS NOT NULL AND (kind LIKE 'lightbrigade.%' OR kind = 'tennyson' OR kind LIKE 'tennyson.%');
