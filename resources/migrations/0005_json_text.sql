-- Schema version 5: the log's JSON columns hold text, as this file's
-- SCHEMA.md always said. Up to version 4 the store bound `actors` and
-- `detail` through Qt SQL as QByteArray, which SQLite keeps as a BLOB in a
-- TEXT column: SQLite 3.40's JSON functions read such a blob as text, but
-- from 3.45 on a blob is taken for SQLite's binary JSONB and json_extract()
-- refuses it as malformed. The store now binds them as text; the entries
-- written before are turned into the same text here (the bytes do not change).
UPDATE journal SET actors = CAST(actors AS TEXT) WHERE typeof(actors) = 'blob';
UPDATE journal SET detail = CAST(detail AS TEXT) WHERE typeof(detail) = 'blob';
