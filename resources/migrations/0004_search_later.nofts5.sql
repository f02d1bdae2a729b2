-- Schema version 4 where SQLite lacks FTS5 (see 0004_search_later.sql): there
-- is no full-text index to catch up; the index of the games' entries
-- changes as there.

-- The entries of the solo and card games are few; the index of their game
-- now leaves out every other entry, so a battle's step writes one index page
-- fewer. Queries for a game (game_id = ?, game_id IS NOT NULL) still use it.
DROP INDEX journal_game;
CREATE INDEX journal_game ON journal(game_id, id) WHERE game_id IS NOT NULL;
