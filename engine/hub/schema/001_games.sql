-- The event hub's games: every finished game the tables sent, once each, and its seats.
-- Applied in order by engine/hub/store.py, to SQLite and PostgreSQL alike: plain SQL that
-- both read the same way (TEXT, INTEGER, DOUBLE PRECISION; 0 and 1 for yes and no).
CREATE TABLE games (
    id TEXT PRIMARY KEY,                   -- made by the table: sent twice, stored once
    table_id TEXT NOT NULL,
    table_name TEXT NOT NULL,              -- as the table was called when it finished
    game TEXT NOT NULL,                    -- the game's id, 'devils-circle'
    rules TEXT NOT NULL,                   -- the one line the results said
    options TEXT NOT NULL,                 -- the rules' options, a JSON object
    party INTEGER NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL, -- seconds since the epoch, by the hub's clock
    day TEXT NOT NULL,                     -- the hub's local date of finished_at
    seconds DOUBLE PRECISION NOT NULL,     -- how long it lasted
    received_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX games_by_day ON games (day, finished_at);
CREATE TABLE seats (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,                 -- 0 to 7: the seat's colour and shape
    name TEXT NOT NULL,
    kind TEXT NOT NULL,                    -- 'human' or 'bot'
    level TEXT NOT NULL,
    avatar TEXT NOT NULL,                  -- the animal a person picked, by its id
    picture TEXT NOT NULL,                 -- the emoji the table showed for the seat
    score DOUBLE PRECISION NOT NULL,
    winner INTEGER NOT NULL,
    accuracy DOUBLE PRECISION,             -- the memory review's; NULL where none was judged
    remembered INTEGER NOT NULL,
    forgot INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
