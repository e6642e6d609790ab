-- TouchTape store, level 4: smaller and faster to write and read (issue #12).
--  - An outcome row keeps only where the delivery is (run, session, ordinal, seq, touch) and
--    its shape: every other field of a delivery (kind, phase, window, views, chain, handler,
--    control events, drop reason, first responder) as one row of `outcome_shapes`, stored
--    once however many deliveries share it. Two outcomes compare as (seq, touch, shape).
--  - Each touch is stored once: `session_touches` repeated what `session_events` holds.
--  - `session_events.event` holds a touch event as a small binary record (BLOB) instead of
--    its canonical JSON text (TEXT, still used for every other event); events stored as text
--    before this level stay text. `kind` is gone (it is the event's own key).
-- The public views keep their names, columns and results. The coverage views (level 3) read
-- `_run_outcome_rows`, which is made again here: they are dropped first and made again, the
-- same, at the end (SQLite checks every view when a table is renamed).

DROP VIEW v_coverage;
DROP VIEW _coverage_hits;

-- A shape's fields are `texts` ids, with 0 for "none" (null in the views), so that the
-- UNIQUE constraint (which treats NULLs as distinct) holds each shape once.
CREATE TABLE outcome_shapes (
    id              INTEGER PRIMARY KEY,
    kind            INTEGER NOT NULL,
    phase           INTEGER NOT NULL,
    window          INTEGER NOT NULL,
    hit_view        INTEGER NOT NULL,
    view            INTEGER NOT NULL,
    chain           INTEGER NOT NULL,
    handled_by      INTEGER NOT NULL,
    control_events  INTEGER NOT NULL,
    dropped         INTEGER NOT NULL,
    first_responder INTEGER NOT NULL,
    UNIQUE (kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder)
);

INSERT OR IGNORE INTO outcome_shapes (kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped,
                                      first_responder)
SELECT kind, IFNULL(phase, 0), IFNULL(window, 0), IFNULL(hit_view, 0), IFNULL(view, 0), chain, IFNULL(handled_by, 0),
       control_events, IFNULL(dropped, 0), IFNULL(first_responder, 0)
FROM outcomes
ORDER BY run_id, session_id, ordinal;

CREATE TABLE compact_outcomes (
    run_id     INTEGER NOT NULL,
    session_id INTEGER NOT NULL,
    ordinal    INTEGER NOT NULL,           -- the delivery's index among the session's deliveries
    seq        INTEGER NOT NULL,
    touch      INTEGER,
    shape      INTEGER NOT NULL,           -- outcome_shapes.id
    PRIMARY KEY (run_id, session_id, ordinal)
) WITHOUT ROWID;

INSERT INTO compact_outcomes (run_id, session_id, ordinal, seq, touch, shape)
SELECT o.run_id, o.session_id, o.ordinal, o.seq, o.touch, s.id
FROM outcomes o
JOIN outcome_shapes s
  ON s.kind = o.kind AND s.phase = IFNULL(o.phase, 0) AND s.window = IFNULL(o.window, 0)
 AND s.hit_view = IFNULL(o.hit_view, 0) AND s.view = IFNULL(o.view, 0) AND s.chain = o.chain
 AND s.handled_by = IFNULL(o.handled_by, 0) AND s.control_events = o.control_events
 AND s.dropped = IFNULL(o.dropped, 0) AND s.first_responder = IFNULL(o.first_responder, 0);

DROP VIEW v_outcomes;
DROP VIEW _run_outcome_rows;
DROP TABLE outcomes;
ALTER TABLE compact_outcomes RENAME TO outcomes;

DROP TABLE session_touches;

CREATE TABLE compact_session_events (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq        INTEGER NOT NULL,              -- from 0
    t          REAL NOT NULL,
    event      NOT NULL,                      -- TEXT: the event's canonical JSON; BLOB: a touch event, packed
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
INSERT INTO compact_session_events (session_id, seq, t, event) SELECT session_id, seq, t, event FROM session_events;
DROP TABLE session_events;
ALTER TABLE compact_session_events RENAME TO session_events;

-- The outcome rows with their shapes opened, in the columns `outcomes` had before this level.
CREATE VIEW _outcome_rows AS
SELECT o.run_id AS run_id,
       o.session_id AS session_id,
       o.ordinal AS ordinal,
       o.seq AS seq,
       s.kind AS kind,
       o.touch AS touch,
       NULLIF(s.phase, 0) AS phase,
       NULLIF(s.window, 0) AS window,
       NULLIF(s.hit_view, 0) AS hit_view,
       NULLIF(s.view, 0) AS view,
       s.chain AS chain,
       NULLIF(s.handled_by, 0) AS handled_by,
       s.control_events AS control_events,
       NULLIF(s.dropped, 0) AS dropped,
       NULLIF(s.first_responder, 0) AS first_responder
FROM outcomes o
JOIN outcome_shapes s ON s.id = o.shape;

-- Every delivery of every run: a full run's own rows; for an overlay run, its own rows and,
-- where it stored none, the rows of the full run it overlays.
CREATE VIEW _run_outcome_rows AS
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN _outcome_rows o ON o.run_id = rs.run_id AND o.session_id = rs.session_id
UNION ALL
SELECT rs.run_id AS run, o.*
FROM run_sessions rs
JOIN _outcome_rows o ON o.run_id = rs.overlay_run_id AND o.session_id = rs.session_id
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
FROM _run_outcome_rows r
JOIN sessions se ON se.id = r.session_id;

-- The coverage views of level 3, as they were.

-- For each run and target, the deliveries of that run (sessions still in the store, dispatched
-- against the target's scene version) that reached it: for 'touches', a delivery whose view
-- or handler is the responder; for an action, a delivery whose control events hold it.
CREATE VIEW _coverage_hits AS
SELECT t.version_id AS version_id, t.responder AS responder, t.target AS target, rs.run_id AS run,
       (SELECT count(*) FROM _run_outcome_rows o
        WHERE o.run = rs.run_id AND o.session_id = rs.session_id
          AND CASE WHEN t.event IS NULL
                   THEN (SELECT text FROM texts WHERE id = o.view) = t.responder
                     OR (SELECT text FROM texts WHERE id = o.handled_by) = t.responder
                   ELSE EXISTS (SELECT 1 FROM json_each((SELECT text FROM texts WHERE id = o.control_events)) c
                                WHERE json_extract(c.value, '$.view') = t.responder
                                  AND json_extract(c.value, '$.event') = t.event
                                  AND json_extract(c.value, '$.action') = t.action)
              END) AS deliveries
FROM _coverage_targets t
JOIN run_sessions rs ON rs.scene_version_id = t.version_id
JOIN sessions se ON se.id = rs.session_id AND se.forgotten_at IS NULL;

CREATE VIEW v_coverage AS
SELECT s.name AS scene,
       v.version AS version,
       t.responder AS responder,
       t.target AS target,
       (SELECT coalesce(sum(h.deliveries), 0) FROM _coverage_hits h
        WHERE h.version_id = t.version_id AND h.responder = t.responder AND h.target = t.target) AS deliveries
FROM _coverage_targets t
JOIN scene_versions v ON v.id = t.version_id
JOIN scenes s ON s.id = v.scene_id;
