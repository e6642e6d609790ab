-- TouchTape store, level 6: gesture recognizers (docs/formats.md, issue #15).
-- Each delivery's `withheld` and `gestures` join its shape (`outcome_shapes`, level 4), inside
-- the UNIQUE key, with 0 for none ('delayed'/'claimed' absent; gestures '[]'), and every
-- recognizer of every scene version gets a row of `scene_gestures`. Shapes stored before this
-- level read as withheld null and gestures '[]', which is what the engine gives for scenes
-- without recognizers, so their baselines still replay unchanged.
-- Every view reading the shapes is dropped first and made again at the end, with the two new
-- columns last (SQLite checks every view when a table is renamed).

DROP VIEW v_coverage;
DROP VIEW _coverage_hits;
DROP VIEW v_outcomes;
DROP VIEW _run_outcome_rows;
DROP VIEW _outcome_rows;

CREATE TABLE gesture_outcome_shapes (
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
    withheld        INTEGER NOT NULL,      -- texts.id of "delayed"/"claimed", or 0
    gestures        INTEGER NOT NULL,      -- texts.id of the JSON list of transitions, or 0 for '[]'
    UNIQUE (kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder,
            withheld, gestures)
);
INSERT INTO gesture_outcome_shapes (id, kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped,
                                    first_responder, withheld, gestures)
SELECT id, kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder, 0, 0
FROM outcome_shapes;
DROP TABLE outcome_shapes;
ALTER TABLE gesture_outcome_shapes RENAME TO outcome_shapes;

-- Every recognizer of every scene version, in scene order (G1, G3).
CREATE TABLE scene_gestures (
    version_id             INTEGER NOT NULL REFERENCES scene_versions(id),
    position               INTEGER NOT NULL,   -- scene order
    recognizer             TEXT NOT NULL,      -- the id
    kind                   TEXT NOT NULL,      -- tap, longPress, pan, swipe
    view                   TEXT NOT NULL,      -- the view (or window) that carries it
    enabled                INTEGER NOT NULL,
    target                 TEXT,
    selector               TEXT,
    cancels_touches_in_view INTEGER NOT NULL,
    delays_touches_began   INTEGER NOT NULL,
    delays_touches_ended   INTEGER NOT NULL,
    require_to_fail        TEXT NOT NULL,      -- JSON list of recognizer ids
    settings               TEXT NOT NULL,      -- JSON object of the kind's own keys (taps, touches, …)
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE INDEX scene_gestures_by_view ON scene_gestures (view, version_id);

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
       NULLIF(s.first_responder, 0) AS first_responder,
       NULLIF(s.withheld, 0) AS withheld,
       NULLIF(s.gestures, 0) AS gestures
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
       (SELECT text FROM texts WHERE id = r.first_responder) AS first_responder,
       (SELECT text FROM texts WHERE id = r.withheld) AS withheld,
       COALESCE((SELECT text FROM texts WHERE id = r.gestures), '[]') AS gestures
FROM _run_outcome_rows r
JOIN sessions se ON se.id = r.session_id;

-- Which recognizers does view X carry, per version (docs/formats.md).
CREATE VIEW v_gestures AS
SELECT sc.name AS scene,
       v.version AS version,
       g.recognizer AS recognizer,
       g.kind AS kind,
       g.view AS view,
       g.enabled AS enabled,
       g.target AS target,
       g.selector AS selector,
       g.cancels_touches_in_view AS cancels_touches_in_view,
       g.delays_touches_began AS delays_touches_began,
       g.delays_touches_ended AS delays_touches_ended,
       g.require_to_fail AS require_to_fail,
       g.settings AS settings
FROM scene_gestures g
JOIN scene_versions v ON v.id = g.version_id
JOIN scenes sc ON sc.id = v.scene_id;

-- Every recognizer transition of every run, one row each, in delivery order (G17).
CREATE VIEW v_gesture_transitions AS
SELECT r.run AS run,
       se.name AS session,
       r.ordinal AS ordinal,
       r.seq AS seq,
       (SELECT text FROM texts WHERE id = r.kind) AS kind,
       r.touch AS touch,
       CAST(j.key AS INTEGER) AS position,
       json_extract(j.value, '$.gesture') AS recognizer,
       json_extract(j.value, '$.state') AS state,
       json_extract(j.value, '$.action') AS action,
       json_extract(j.value, '$.target') AS target
FROM _run_outcome_rows r
JOIN sessions se ON se.id = r.session_id
JOIN texts tx ON tx.id = r.gestures
JOIN json_each(tx.text) j;

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
