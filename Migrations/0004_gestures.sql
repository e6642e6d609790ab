-- TouchTape store, level 4: gesture recognizers (formats-gestures.md, issue #15).
-- Each delivery's `withheld` and `gestures`, and every recognizer of every scene version.
-- Rows stored before this level read as withheld null and gestures '[]', which is what the
-- engine gives for scenes without recognizers, so their baselines still replay unchanged.

-- texts.id of "delayed"/"claimed", or null.
ALTER TABLE outcomes ADD COLUMN withheld INTEGER;
-- texts.id of the JSON list of transitions; null stands for '[]' (no row pays for it).
ALTER TABLE outcomes ADD COLUMN gestures INTEGER;

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

-- v_outcomes gains both columns at the end (no other view reads it; _run_outcome_rows and
-- the coverage views select o.*, which SQLite expands when they are read, so they see the
-- new columns without being made again).
DROP VIEW v_outcomes;
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

-- Which recognizers does view X carry, per version (formats-gestures.md).
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
