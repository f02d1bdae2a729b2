-- Schema version 2: full-text search over the campaign log with SQLite's
-- FTS5. An external-content index: the text stays in `journal`, the index
-- only points at it. Entries are never deleted and their text never changes,
-- so an insert trigger keeps it current. Existing entries are indexed here.
-- Where SQLite has no FTS5, 0002_search.nofts5.sql is applied instead and
-- search falls back to a LIKE scan.

CREATE VIRTUAL TABLE journal_fts USING fts5(
    summary, kind, actors,
    content = 'journal', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2');

CREATE TRIGGER journal_fts_insert AFTER INSERT ON journal
BEGIN
    INSERT INTO journal_fts(rowid, summary, kind, actors)
    VALUES (new.id, new.summary, new.kind, new.actors);
END;

INSERT INTO journal_fts(journal_fts) VALUES ('rebuild');
