-- Schema version 4 where SQLite lacks FTS5 (see 0004_search_later.sql): there
-- is no full-text index to catch up; the index of the games' entries
-- changes as there.

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
