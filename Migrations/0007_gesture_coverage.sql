-- TouchTape store, level 7: coverage counts recognizer actions as targets (docs/formats.md,
-- "Store and CLI impact"; issue #15), as it counts control actions.
-- Each enabled recognizer with an action, of every scene version, is a target of the view that
-- carries it: `target` is 'gesture ID SELECTOR' (for example 'gesture doubleTap zoom:'), and the
-- new last column `recognizer` of v_coverage names it (NULL for the other targets). A delivery
-- reaches it when its `gestures` list records that recognizer sending its action (G4): a
-- transition other than `failed`. A disabled recognizer is left out: it is as if absent (G1),
-- and no session could ever reach it.
-- The views reading _coverage_targets are dropped first and made again with the new column.

DROP VIEW v_coverage;
DROP VIEW _coverage_hits;
DROP VIEW _coverage_targets;

-- Every touch target of every scene version: views that handle touches and control actions,
-- read from the stored scene content as at level 3, then recognizer actions from scene_gestures.
CREATE VIEW _coverage_targets AS
WITH view_nodes AS (
    SELECT v.id AS version_id, t.value AS node
    FROM scene_versions v, json_tree(v.content, '$.windows') t
    WHERE t.type = 'object'
      AND (t.path = '$.windows' OR t.path GLOB '*.subviews')
      AND t.path NOT GLOB '*.meta.*' AND t.path NOT GLOB '*.meta[[]*'
)
SELECT version_id, json_extract(node, '$.id') AS responder, 'touches' AS target,
       NULL AS event, NULL AS action, NULL AS recognizer
FROM view_nodes
WHERE json_type(node, '$.control') = 'object'
   OR (json_type(node, '$.touches') = 'text' AND json_extract(node, '$.touches') <> 'forward')
   OR (json_type(node, '$.touches') = 'object'
       AND EXISTS (SELECT 1 FROM json_each(node, '$.touches') h WHERE h.value <> 'forward'))
UNION ALL
SELECT n.version_id, json_extract(n.node, '$.id'), a.key || ' ' || a.value, a.key, a.value, NULL
FROM view_nodes n, json_each(n.node, '$.control.actions') a
WHERE json_type(n.node, '$.control') = 'object'
UNION ALL
SELECT g.version_id, g.view, 'gesture ' || g.recognizer || ' ' || g.selector, NULL, g.selector, g.recognizer
FROM scene_gestures g
WHERE g.enabled = 1 AND g.selector IS NOT NULL;

-- For each run and target, the deliveries of that run (sessions still in the store, dispatched
-- against the target's scene version) that reached it: for a recognizer action, a delivery
-- whose `gestures` record the recognizer sending its action; for 'touches', a delivery whose
-- view or handler is the responder; for a control action, a delivery whose control events hold it.
CREATE VIEW _coverage_hits AS
SELECT t.version_id AS version_id, t.responder AS responder, t.target AS target, t.recognizer AS recognizer,
       rs.run_id AS run,
       (SELECT count(*) FROM _run_outcome_rows o
        WHERE o.run = rs.run_id AND o.session_id = rs.session_id
          AND CASE WHEN t.recognizer IS NOT NULL
                   THEN o.gestures IS NOT NULL
                    AND EXISTS (SELECT 1 FROM json_each((SELECT text FROM texts WHERE id = o.gestures)) g
                                WHERE json_extract(g.value, '$.gesture') = t.recognizer
                                  AND json_extract(g.value, '$.action') IS NOT NULL)
                   WHEN t.event IS NULL
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
        WHERE h.version_id = t.version_id AND h.responder = t.responder AND h.target = t.target) AS deliveries,
       t.recognizer AS recognizer
FROM _coverage_targets t
JOIN scene_versions v ON v.id = t.version_id
JOIN scenes s ON s.id = v.scene_id;
