-- Schema version 4 on a PostgreSQL server: as 0004_search_later.sql, less
-- what only a file needs. The server keeps its search index in each step's
-- transaction (0002_search.pg.sql), so there is no watermark to catch up.
-- The index of the games' entries leaves out every other entry, and the
-- dice of an entry move into its row (`rolls`), with `roll` kept readable
-- as a view with the columns it had.

DROP INDEX journal_game;
CREATE INDEX journal_game ON journal(game_id, id) WHERE game_id IS NOT NULL;

ALTER TABLE journal ADD COLUMN rolls TEXT NOT NULL DEFAULT '[]';
UPDATE journal SET rolls = (SELECT jsonb_agg(jsonb_build_object('dice', r.dice::jsonb, 'origin', r.origin, 'purpose', r.purpose, 'total', r.total) ORDER BY r.seq)::text FROM roll r WHERE r.entry_id = journal.id) WHERE id IN (SELECT entry_id FROM roll);
DROP TABLE roll;
CREATE VIEW roll AS
SELECT j.id AS entry_id, (r.seq - 1)::integer AS seq,
       r.value->>'purpose' AS purpose, r.value->>'origin' AS origin,
       (r.value->'dice')::text AS dice, (r.value->>'total')::integer AS total
FROM journal j, jsonb_array_elements(j.rolls::jsonb) WITH ORDINALITY AS r(value, seq)
WHERE j.rolls <> '[]';
