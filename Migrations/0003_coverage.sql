-- Issue #17: coverage. Which touch targets of each scene version the stored deliveries reach.
-- Plain SQL and SQLite's built-in JSON functions only, so the stock sqlite3 shell computes it.

-- Every touch target of every scene version, read from the stored scene content: each view
-- whose `touches` handlers are not all "forward", or that is a control (a control handles its
-- own touches), gets the target 'touches'; each action of a control gets the target
-- 'EVENT ACTION' (for example 'touchUpInside save:'). View nodes are the elements of `windows`
-- and of every `subviews` list, never anything inside a free-form `meta`.
CREATE VIEW _coverage_targets AS
WITH view_nodes AS (
    SELECT v.id AS version_id, t.value AS node
    FROM scene_versions v, json_tree(v.content, '$.windows') t
    WHERE t.type = 'object'
      AND (t.path = '$.windows' OR t.path GLOB '*.subviews')
      AND t.path NOT GLOB '*.meta.*' AND t.path NOT GLOB '*.meta[[]*'
)
SELECT version_id, json_extract(node, '$.id') AS responder, 'touches' AS target,
       NULL AS event, NULL AS action
FROM view_nodes
WHERE json_type(node, '$.control') = 'object'
   OR (json_type(node, '$.touches') = 'text' AND json_extract(node, '$.touches') <> 'forward')
   OR (json_type(node, '$.touches') = 'object'
       AND EXISTS (SELECT 1 FROM json_each(node, '$.touches') h WHERE h.value <> 'forward'))
UNION ALL
SELECT n.version_id, json_extract(n.node, '$.id'), a.key || ' ' || a.value, a.key, a.value
FROM view_nodes n, json_each(n.node, '$.control.actions') a
WHERE json_type(n.node, '$.control') = 'object';

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
