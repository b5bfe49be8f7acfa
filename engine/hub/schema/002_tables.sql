-- Every table as last heard: its heartbeat, for the operator's page.
CREATE TABLE event_tables (
    id TEXT PRIMARY KEY,                   -- made by the table once, kept in its data folder
    name TEXT NOT NULL,
    address TEXT NOT NULL,                 -- where its last heartbeat came from
    heard_at DOUBLE PRECISION NOT NULL,    -- by the hub's clock
    version TEXT NOT NULL,
    scene TEXT NOT NULL,                   -- menu, setup, game, results, attract ...
    game TEXT NOT NULL,                    -- the game on the table, '' if none
    players INTEGER NOT NULL,
    party INTEGER NOT NULL,
    waiting INTEGER NOT NULL,              -- games in its outbox not yet acknowledged
    error TEXT NOT NULL,                   -- the last error it reported, '' if none
    error_at DOUBLE PRECISION              -- when, by the hub's clock
);
CREATE INDEX games_by_table ON games (table_id, day);
