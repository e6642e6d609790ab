-- TouchTape store, level 2: what a CI job needs from the history (issue #10) and a content
-- revision for `accept` (issue #18 item 4).
--  - runs carry a label (`replay --label`, a commit id or a build number);
--  - a run's per-session counts split into changes against the baseline and against
--    `expect` entries;
--  - sessions remember the file they came from (for `accept --write`), a revision that
--    grows each time their content is replaced (so `accept` compares revisions, not
--    clocks), and when they were forgotten (`forget`: the row stays for the runs' sake);
--  - every accept is recorded;
--  - the helper view gets a leading `_`, and v_run_summary, v_accepts, v_responders join
--    the public views.

ALTER TABLE runs ADD COLUMN label TEXT;

ALTER TABLE sessions ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sessions ADD COLUMN source_file TEXT;           -- the path it was imported from, as given
ALTER TABLE sessions ADD COLUMN forgotten_at TEXT;          -- ISO 8601 UTC; null while the session is in the store

-- The session revision a run dispatched, so `accept` knows whether the run's outcomes are
-- the outcomes of the session's current content.
ALTER TABLE run_sessions ADD COLUMN session_revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE run_sessions ADD COLUMN changed_baseline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE run_sessions ADD COLUMN changed_expect INTEGER NOT NULL DEFAULT 0;

UPDATE run_sessions SET
    changed_baseline = (SELECT COUNT(DISTINCT c.ordinal) FROM changes c
                        WHERE c.run_id = run_sessions.run_id AND c.session_id = run_sessions.session_id
                          AND c.source = 'baseline'),
    changed_expect = (SELECT COUNT(DISTINCT c.ordinal) FROM changes c
                      WHERE c.run_id = run_sessions.run_id AND c.session_id = run_sessions.session_id
                        AND c.source = 'expect');

-- Every accept: which run became which session's baseline, and the one it replaced.
CREATE TABLE accepts (
    id                   INTEGER PRIMARY KEY,
    accepted_at          TEXT NOT NULL,
    run_id               INTEGER NOT NULL REFERENCES runs(id),
    session_id           INTEGER NOT NULL REFERENCES sessions(id),
    previous_baseline_id INTEGER REFERENCES runs(id),
    written              INTEGER NOT NULL DEFAULT 0   -- 1 when `accept --write` wrote a baseline file
);
CREATE INDEX accepts_by_session ON accepts (session_id, id);

-- Views: the old ones are dropped and made again (a view cannot be altered).

DROP VIEW v_outcomes;
DROP VIEW run_outcome_rows;
DROP VIEW v_runs;
DROP VIEW v_sessions;

-- Every delivery of every run: a full run's own rows; for an overlay run, its own rows and,
-- where it stored none, the rows of the full run it overlays.
CREATE VIEW _run_outcome_rows AS
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
FROM _run_outcome_rows r
JOIN sessions se ON se.id = r.session_id;

-- Forgotten sessions are not in the store any more; their runs stay in v_runs.
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
JOIN scene_versions v ON v.id = se.scene_version_id
WHERE se.forgotten_at IS NULL;

CREATE VIEW v_runs AS
SELECT r.id AS run,
       r.kind AS kind,
       se.name AS session,
       sc.name AS scene,
       v.version AS scene_version,
       r.engine_version AS engine_version,
       r.started_at AS started_at,
       rs.deliveries AS deliveries,
       rs.changed AS changed,
       r.label AS label,
       rs.changed_baseline AS changed_baseline,
       rs.changed_expect AS changed_expect
FROM run_sessions rs
JOIN runs r ON r.id = rs.run_id
JOIN sessions se ON se.id = rs.session_id
JOIN scene_versions v ON v.id = rs.scene_version_id
JOIN scenes sc ON sc.id = v.scene_id;

CREATE VIEW v_run_summary AS
SELECT r.id AS run,
       r.kind AS kind,
       r.label AS label,
       r.started_at AS started_at,
       r.engine_version AS engine_version,
       COUNT(rs.session_id) AS sessions,
       COALESCE(SUM(rs.deliveries), 0) AS deliveries,
       COALESCE(SUM(rs.changed), 0) AS changed,
       COALESCE(SUM(rs.changed_baseline), 0) AS changed_baseline,
       COALESCE(SUM(rs.changed_expect), 0) AS changed_expect,
       COALESCE(SUM(CASE WHEN rs.changed > 0 THEN 1 ELSE 0 END), 0) AS failed_sessions
FROM runs r
LEFT JOIN run_sessions rs ON rs.run_id = r.id
GROUP BY r.id;

CREATE VIEW v_accepts AS
SELECT a.accepted_at AS accepted_at,
       a.run_id AS run,
       se.name AS session,
       a.previous_baseline_id AS previous_baseline_run,
       a.written AS written
FROM accepts a
JOIN sessions se ON se.id = a.session_id;

CREATE VIEW v_responders AS
SELECT s.name AS scene,
       v.version AS version,
       r.responder AS responder,
       r.class AS class,
       r.kind AS kind,
       r.superview AS superview,
       r.next_responder AS next_responder,
       r.depth AS depth,
       r.x AS x,
       r.y AS y,
       r.width AS width,
       r.height AS height,
       r.hidden AS hidden,
       r.alpha AS alpha,
       r.user_interaction_enabled AS user_interaction_enabled,
       r.is_control AS is_control,
       r.control_enabled AS control_enabled,
       r.point_inside AS point_inside,
       r.hit_test AS hit_test
FROM scene_responders r
JOIN scene_versions v ON v.id = r.version_id
JOIN scenes s ON s.id = v.scene_id;
