-- Schema version 6 on a PostgreSQL server, as 0006_club.sql (which says
-- what each table is for): what lets several referees share one campaign.
--
-- `revision` counts the steps written to a battle (and, on `campaign`, the
-- steps that belong to no battle). On a server each step bumps it first,
-- which also orders the steps of one battle, and notifies
-- (NOTIFY vedette_step, 'battle:revision'); a referee who follows a battle
-- re-reads it when its revision moved. A file's readers follow its data
-- version instead, so a file's steps leave it alone.
ALTER TABLE campaign ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;

-- Who plays a battle: one referee at a time. The holder (a random id per
-- open campaign) renews the lease while the program runs and removes it on
-- close; a lease whose time is past is free to take. `label` says who it is
-- ("anna@club-laptop").
CREATE TABLE lease (
    battle_id       BIGINT PRIMARY KEY REFERENCES battle(id),
    holder          TEXT NOT NULL,
    label           TEXT NOT NULL,
    expires         TEXT NOT NULL      -- ISO 8601 UTC, the server's clock
);

-- The steps written on a server, by the id their program gave them, in the
-- step's own transaction: a step whose commit was cut off (a lost
-- connection) is looked up here before it is tried again, so it is never
-- written twice.
CREATE TABLE step (
    id              TEXT PRIMARY KEY,
    written         TEXT NOT NULL
);
