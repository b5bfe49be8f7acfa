-- MemoTable's local history: finished games and each seat's memory review.
-- Applied in order by engine/history.py; PRAGMA user_version holds the last applied number.
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,            -- the game's id, e.g. 'devils-circle'
    finished_at REAL NOT NULL,     -- seconds since the epoch (UTC)
    day TEXT NOT NULL,             -- the table's local date, 'YYYY-MM-DD': "today" is by it
    players INTEGER NOT NULL,
    party INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,            -- 'human' or 'bot'
    level TEXT NOT NULL DEFAULT '',
    avatar TEXT NOT NULL DEFAULT '',  -- an avatar id from engine/avatars.py ('' if none)
    score REAL NOT NULL,
    winner INTEGER NOT NULL,
    remembered INTEGER NOT NULL DEFAULT 0,
    forgot INTEGER NOT NULL DEFAULT 0,
    new INTEGER NOT NULL DEFAULT 0,
    accuracy REAL,                 -- remembered / (remembered + forgot); NULL when both are 0
    streak INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX games_by_day ON games(day, game);
