-- Schema version 4: the full-text index is derived data, caught up after the
-- steps instead of inside them. The insert trigger of version 2 wrote a new
-- FTS5 segment, its structure record and the document size in every step's
-- transaction: half the pages a step wrote. Now a step writes only the log
-- (one referee action is still one transaction, durable at its commit), and
-- the store indexes the entries after `journal_fts_watermark.entry_id` in
-- batches of their own: before every full-text search (so a search never
-- misses an entry), after enough steps, and when the campaign is closed.
-- Every entry up to the watermark is in the index, none after it: the
-- watermark moves in the same transaction as the index.

-- IF EXISTS: a file made where SQLite had no FTS5 has no trigger (nor index).
DROP TRIGGER IF EXISTS journal_fts_insert;

CREATE TABLE journal_fts_watermark (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    entry_id        INTEGER NOT NULL   -- the last journal id in journal_fts
);

-- The trigger indexed every entry written so far.
INSERT INTO journal_fts_watermark (id, entry_id) SELECT 1, coalesce(max(id), 0) FROM journal;

DROP INDEX journal_game;
CREATE INDEX journal_game ON journal(game_id, id) WHERE game_id IS NOT NULL;

-- The entries of the solo and card games are few; the index of their game
-- now leaves out every other entry, so a battle's step writes one index page
-- fewer. Queries for a game (game_id = ?, game_id IS NOT NULL) still use it.
DROP INDEX journal_game;
CREATE INDEX journal_game ON journal(game_id, id) WHERE game_id IS NOT NULL;

-- The dice of an entry move into the entry's row (`rolls`, a JSON array of
-- {"purpose", "origin", "dice", "total"} in the order thrown): a step with
-- dice writes one statement and one page fewer. `roll` stays readable as a
-- view with the columns it had. (The old dice were bound as blobs: json() wants text.)
ALTER TABLE journal ADD COLUMN rolls TEXT NOT NULL DEFAULT '[]';
UPDATE journal SET rolls = (
    SELECT json_group_array(json_object('dice', json(CAST(r.dice AS TEXT)), 'origin', r.origin, 'purpose', r.purpose, 'total', r.total))
    FROM (SELECT * FROM roll WHERE roll.entry_id = journal.id ORDER BY seq) r)
WHERE id IN (SELECT entry_id FROM roll);
DROP TABLE roll;
CREATE VIEW roll AS
SELECT j.id AS entry_id, r.key AS seq,
       json_extract(r.value, '$.purpose') AS purpose, json_extract(r.value, '$.origin') AS origin,
       json_extract(r.value, '$.dice') AS dice, json_extract(r.value, '$.total') AS total
FROM journal j, json_each(j.rolls) r
WHERE j.rolls <> '[]';
