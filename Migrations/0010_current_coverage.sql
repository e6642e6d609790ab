-- TouchTape store, level 10: v_coverage says which rows are of a scene's current version and
-- whether any session was run against their version (issue #23, item 3).
-- v_coverage lists every target of every scene version, also of versions no stored session was
-- ever run against (their deliveries are 0 for want of a run, not because nothing reached
-- them), so "which targets were never reached in the current version" needed hand-written SQL.
-- Two columns at the end answer it in one WHERE:
--   current   1 for a target of its scene's current version, else 0 (as v_scenes.current);
--   sessions  how many sessions still in the store some stored run dispatched against that
--             version (0: no run yet, so deliveries = 0 says nothing).
--   SELECT scene, version, responder, target FROM v_coverage
--   WHERE current = 1 AND deliveries = 0 AND sessions > 0;
-- The rows and the earlier columns are unchanged; _coverage_targets and _coverage_hits are kept.

DROP VIEW v_coverage;

CREATE VIEW v_coverage AS
WITH version_sessions AS (
    SELECT rs.scene_version_id AS version_id, count(DISTINCT rs.session_id) AS sessions
    FROM run_sessions rs
    JOIN sessions se ON se.id = rs.session_id AND se.forgotten_at IS NULL
    GROUP BY rs.scene_version_id
)
SELECT s.name AS scene,
       v.version AS version,
       t.responder AS responder,
       t.target AS target,
       (SELECT coalesce(sum(h.deliveries), 0) FROM _coverage_hits h
        WHERE h.version_id = t.version_id AND h.responder = t.responder AND h.target = t.target) AS deliveries,
       t.recognizer AS recognizer,
       CASE WHEN s.current_version_id = v.id THEN 1 ELSE 0 END AS current,
       coalesce(vs.sessions, 0) AS sessions
FROM _coverage_targets t
JOIN scene_versions v ON v.id = t.version_id
JOIN scenes s ON s.id = v.scene_id
LEFT JOIN version_sessions vs ON vs.version_id = v.id;
