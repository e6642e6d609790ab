-- TouchTape store, level 1: scenes and their versions, sessions, runs and outcomes.
-- The tables are the project's to change (with a new migration); the v_* views at the end
-- are the public interface (docs/store.md) and keep their names and columns.

-- Interned text: responder ids, kinds, phases and the JSON text of chains and control-event
-- lists. Outcomes store these as integers, which keeps a stored delivery to a few dozen bytes.
CREATE TABLE texts (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE
);

CREATE TABLE scenes (
    id                 INTEGER PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,
    -- The version whose content was imported most recently (docs/cli.md: the current version).
    current_version_id INTEGER REFERENCES scene_versions(id)
);

CREATE TABLE scene_versions (
    id           INTEGER PRIMARY KEY,
    scene_id     INTEGER NOT NULL REFERENCES scenes(id),
    version      INTEGER NOT NULL,            -- 1, 2, … in the order first imported
    content_hash TEXT NOT NULL,               -- SHA-256 of the canonical JSON, lowercase hex
    content      TEXT NOT NULL,               -- the canonical JSON (RFC 8785)
    view_count   INTEGER NOT NULL,            -- view nodes, windows included
    imported_at  TEXT NOT NULL,               -- first import, ISO 8601 UTC
    UNIQUE (scene_id, version),
    UNIQUE (scene_id, content_hash)
);

-- Every responder of every scene version, flattened, so SQL can ask about any view.
CREATE TABLE scene_responders (
    version_id     INTEGER NOT NULL REFERENCES scene_versions(id),
    position       INTEGER NOT NULL,          -- views in document order, then the other responders
    responder      TEXT NOT NULL,             -- the id
    class          TEXT NOT NULL,
    kind           TEXT NOT NULL,             -- view, window, viewController, windowScene, application, appDelegate
    superview      TEXT,                      -- views: the superview's id (null for windows)
    next_responder TEXT,                      -- R1–R4
    depth          INTEGER,                   -- views: a window is 1
    x REAL, y REAL, width REAL, height REAL,  -- views: the frame in the superview (screen for windows)
    transform      TEXT,                      -- views: [a, b, c, d, tx, ty] as JSON, or null
    hidden         INTEGER,
    alpha          REAL,
    user_interaction_enabled INTEGER,
    is_control     INTEGER,
    control_enabled INTEGER,
    point_inside   TEXT,
    hit_test       TEXT,
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE INDEX scene_responders_by_id ON scene_responders (responder, version_id);

CREATE TABLE sessions (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    scene_id         INTEGER NOT NULL REFERENCES scenes(id),
    scene_version_id INTEGER NOT NULL REFERENCES scene_versions(id),  -- recorded against
    content_hash     TEXT NOT NULL,
    header           TEXT NOT NULL,           -- canonical JSON of the header (no events)
    events           INTEGER NOT NULL,
    touches          INTEGER NOT NULL,        -- fingers: began entries
    imported_at      TEXT NOT NULL,
    baseline_run_id  INTEGER REFERENCES runs(id)
);
CREATE INDEX sessions_by_scene ON sessions (scene_id);

CREATE TABLE session_events (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq        INTEGER NOT NULL,              -- from 0
    t          REAL NOT NULL,
    kind       TEXT NOT NULL,                 -- touches, motion, remoteControl, press, action, becomeFirstResponder, …
    event      TEXT NOT NULL,                 -- the event's canonical JSON
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

CREATE TABLE session_touches (
    session_id INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    touch      INTEGER NOT NULL,
    phase      TEXT NOT NULL,
    x          REAL NOT NULL,
    y          REAL NOT NULL,
    tap_count  INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq, touch)
) WITHOUT ROWID;

CREATE TABLE runs (
    id             INTEGER PRIMARY KEY,
    kind           TEXT NOT NULL CHECK (kind IN ('baseline', 'replay')),
    engine_version TEXT NOT NULL,
    started_at     TEXT NOT NULL
);

-- One row for each session a run covered.
CREATE TABLE run_sessions (
    run_id           INTEGER NOT NULL REFERENCES runs(id),
    session_id       INTEGER NOT NULL REFERENCES sessions(id),
    scene_version_id INTEGER NOT NULL REFERENCES scene_versions(id),  -- dispatched against
    compared_run_id  INTEGER REFERENCES runs(id),  -- the baseline a replay compared with
    -- When not null, this run stores only the deliveries that differ from this run's
    -- outcomes (a full run), and v_outcomes overlays them on it.
    overlay_run_id   INTEGER REFERENCES runs(id),
    deliveries       INTEGER NOT NULL,
    changed          INTEGER NOT NULL,
    PRIMARY KEY (run_id, session_id)
) WITHOUT ROWID;
CREATE INDEX run_sessions_by_session ON run_sessions (session_id, run_id);

-- Deliveries (docs/formats.md outcome), texts interned. No foreign keys here: this is the table
-- bulk work writes, and its rows are only ever written with their run.
CREATE TABLE outcomes (
    run_id          INTEGER NOT NULL,
    session_id      INTEGER NOT NULL,
    ordinal         INTEGER NOT NULL,          -- the delivery's index among the session's deliveries
    seq             INTEGER NOT NULL,
    kind            INTEGER NOT NULL,          -- texts.id
    touch           INTEGER,
    phase           INTEGER,                   -- texts.id
    window          INTEGER,                   -- texts.id
    hit_view        INTEGER,                   -- texts.id
    view            INTEGER,                   -- texts.id
    chain           INTEGER NOT NULL,          -- texts.id of the JSON list
    handled_by      INTEGER,                   -- texts.id
    control_events  INTEGER NOT NULL,          -- texts.id of the JSON list
    dropped         INTEGER,                   -- texts.id
    first_responder INTEGER,                   -- texts.id
    PRIMARY KEY (run_id, session_id, ordinal)
) WITHOUT ROWID;

-- Differences a replay found: against the baseline, or against an `expect` entry.
CREATE TABLE changes (
    run_id     INTEGER NOT NULL,
    session_id INTEGER NOT NULL,
    ordinal    INTEGER NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('baseline', 'expect')),
    field      TEXT NOT NULL,
    seq        INTEGER NOT NULL,
    touch      INTEGER,
    phase      TEXT,
    baseline,                                  -- the reference value: text, or JSON text for lists
    current,
    PRIMARY KEY (run_id, session_id, ordinal, source, field)
) WITHOUT ROWID;

-- Public views (docs/store.md).

CREATE VIEW v_scenes AS
SELECT s.name AS scene,
       v.version AS version,
       CASE WHEN s.current_version_id = v.id THEN 1 ELSE 0 END AS current,
       v.content_hash AS content_hash,
       v.view_count AS views,
       v.imported_at AS imported_at
FROM scene_versions v
JOIN scenes s ON s.id = v.scene_id;

CREATE VIEW v_sessions AS
SELECT se.name AS session,
       sc.name AS scene,
       v.version AS scene_version,
       se.events AS events,
       se.touches AS touches,
       se.imported_at AS imported_at,
       se.baseline_run_id AS baseline_run
FROM sessions se
JOIN scenes sc ON sc.id = se.scene_id
JOIN scene_versions v ON v.id = se.scene_version_id;

CREATE VIEW v_runs AS
SELECT r.id AS run,
       r.kind AS kind,
       se.name AS session,
       sc.name AS scene,
       v.version AS scene_version,
       r.engine_version AS engine_version,
       r.started_at AS started_at,
       rs.deliveries AS deliveries,
       rs.changed AS changed
FROM run_sessions rs
JOIN runs r ON r.id = rs.run_id
JOIN sessions se ON se.id = rs.session_id
JOIN scene_versions v ON v.id = rs.scene_version_id
JOIN scenes sc ON sc.id = v.scene_id;

-- Every delivery of every run: a full run's own rows; for an overlay run, its own rows and,
-- where it stored none, the rows of the full run it overlays.
CREATE VIEW run_outcome_rows AS
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN outcomes o ON o.run_id = rs.run_id AND o.session_id = rs.session_id
UNION ALL
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN outcomes o ON o.run_id = rs.overlay_run_id AND o.session_id = rs.session_id
WHERE rs.overlay_run_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM outcomes d
                  WHERE d.run_id = rs.run_id AND d.session_id = rs.session_id AND d.ordinal = o.ordinal);

CREATE VIEW v_outcomes AS
SELECT r.run AS run,
       se.name AS session,
       r.seq AS seq,
       (SELECT text FROM texts WHERE id = r.kind) AS kind,
       r.touch AS touch,
       (SELECT text FROM texts WHERE id = r.phase) AS phase,
       (SELECT text FROM texts WHERE id = r.window) AS window,
       (SELECT text FROM texts WHERE id = r.hit_view) AS hit_view,
       (SELECT text FROM texts WHERE id = r.view) AS view,
       (SELECT text FROM texts WHERE id = r.handled_by) AS handled_by,
       (SELECT text FROM texts WHERE id = r.chain) AS chain,
       (SELECT text FROM texts WHERE id = r.control_events) AS control_events,
       (SELECT text FROM texts WHERE id = r.dropped) AS dropped,
       (SELECT text FROM texts WHERE id = r.first_responder) AS first_responder
FROM run_outcome_rows r
JOIN sessions se ON se.id = r.session_id;

CREATE VIEW v_changes AS
SELECT c.run_id AS run,
       CASE WHEN c.source = 'baseline' THEN rs.compared_run_id END AS baseline_run,
       c.source AS source,
       se.name AS session,
       c.seq AS seq,
       c.touch AS touch,
       c.phase AS phase,
       c.field AS field,
       c.baseline AS baseline,
       c.current AS current
FROM changes c
JOIN run_sessions rs ON rs.run_id = c.run_id AND rs.session_id = c.session_id
JOIN sessions se ON se.id = c.session_id;
