-- Schema version 2 on a PostgreSQL server: full-text search over the
-- campaign log, as 0002_search.sql gives a file with FTS5. The words of an
-- entry (summary, kind, actors) go through PostgreSQL's 'simple' text search
-- configuration after `unaccent` (a trusted extension of postgresql-contrib,
-- which the database's owner may install), so a search ignores case and
-- accents as FTS5's `remove_diacritics` does; each word of a search matches
-- as a prefix. The GIN index is kept by the server in each step's own
-- transaction (a file catches its index up later: 0004).

CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

-- unaccent() is only STABLE; with its dictionary named it gives the same
-- answer for the same text, which an index needs.
CREATE FUNCTION vedette_search_text(summary TEXT, kind TEXT, actors TEXT) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, summary || ' ' || kind || ' ' || actors)) $$;

-- One word of a search as a quoted prefix: its quotes and backslashes are
-- letters, never tsquery operators.
CREATE FUNCTION vedette_search_word(word TEXT) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT to_tsquery('simple'::regconfig, '''' || replace(replace(public.unaccent('public.unaccent'::regdictionary, word), '\', '\\'), '''', '''''') || ''':*') $$;

CREATE INDEX journal_search ON journal USING gin (vedette_search_text(summary, kind, actors));
