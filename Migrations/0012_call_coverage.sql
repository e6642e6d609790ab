-- TouchTape store, level 12: coverage counts a call UIKit's own classes make as a target
-- reached (docs/uikit-classes.md; issue #25), so that `coverage` lists the rows and the tabs
-- no session ever selected.
-- A call target is (view, selector, args) as the scene declares them, from `scene_builtins`
-- (level 11): each cell of a table or collection view is a target of the call that selects
-- its row, and each tab bar button one of the tab bar's call that selects its item:
--   tableCell       tableView:didSelectRowAtIndexPath:        {"indexPath": [s, r]}  from the table
--   collectionCell  collectionView:didSelectItemAtIndexPath:  {"indexPath": [s, r]}  from the collection
--   tabBarButton    tabBar:didSelectItem:                     {"item": INDEX}        from the tab bar
-- The view making the call is the cell's nearest enclosing list of its kind, or the button's
-- `tabBar` (else its nearest enclosing tab bar); a member with none can never be reached and is
-- no target, nor is a row of a list whose rows cannot be selected (`allowsSelection` false, or
-- `allowsSelectionDuringEditing` false while `editing`). `target` is 'call SELECTOR VALUE'
-- (for example 'call tableView:didSelectRowAtIndexPath: [0,3]') and `responder` the cell or the
-- button, so the rows never selected read as a list of cells. A delivery reaches a call target
-- when its `calls` hold an entry from that view with that selector whose `args` hold every
-- argument of the target (matched generically: any builtin's call entries are read the same way).
-- v_coverage gains a last column `call_from`: the view whose call reaches the target, NULL for
-- the other targets. Its other rows and columns are unchanged.

DROP VIEW v_coverage;
DROP VIEW _coverage_hits;
DROP VIEW _coverage_targets;

-- The call targets of every scene version.
CREATE VIEW _coverage_call_targets AS
WITH RECURSIVE members(version_id, member, kind, settings, owner_kind, declared_owner, ancestor) AS (
    SELECT b.version_id, b.view, b.kind, b.settings,
           CASE b.kind WHEN 'tableCell' THEN 'tableView' WHEN 'collectionCell' THEN 'collectionView' ELSE 'tabBar' END,
           CASE b.kind WHEN 'tabBarButton' THEN json_extract(b.settings, '$.tabBar') END,
           r.superview
    FROM scene_builtins b
    JOIN scene_responders r ON r.version_id = b.version_id AND r.responder = b.view
    WHERE b.kind IN ('tableCell', 'collectionCell', 'tabBarButton')
    UNION ALL
    SELECT m.version_id, m.member, m.kind, m.settings, m.owner_kind, m.declared_owner, r.superview
    FROM members m
    JOIN scene_responders r ON r.version_id = m.version_id AND r.responder = m.ancestor
    WHERE m.declared_owner IS NULL
      AND NOT EXISTS (SELECT 1 FROM scene_builtins o
                      WHERE o.version_id = m.version_id AND o.view = m.ancestor AND o.kind = m.owner_kind)
),
owned AS (
    SELECT m.version_id, m.member, m.kind, m.settings, coalesce(m.declared_owner, m.ancestor) AS owner
    FROM members m
    WHERE m.declared_owner IS NOT NULL
       OR EXISTS (SELECT 1 FROM scene_builtins o
                  WHERE o.version_id = m.version_id AND o.view = m.ancestor AND o.kind = m.owner_kind)
),
selections AS (
    SELECT o.version_id, o.member, o.owner,
           CASE o.kind WHEN 'tableCell' THEN 'tableView:didSelectRowAtIndexPath:'
                       WHEN 'collectionCell' THEN 'collectionView:didSelectItemAtIndexPath:'
                       ELSE 'tabBar:didSelectItem:' END AS selector,
           CASE o.kind WHEN 'tabBarButton' THEN json_object('item', json_extract(o.settings, '$.index'))
                       ELSE json_object('indexPath', json(json_extract(o.settings, '$.indexPath'))) END AS args,
           CASE o.kind WHEN 'tabBarButton' THEN json_extract(o.settings, '$.index')
                       ELSE json_extract(o.settings, '$.indexPath') END AS value
    FROM owned o
    LEFT JOIN scene_builtins l ON l.version_id = o.version_id AND l.view = o.owner
    WHERE CASE WHEN coalesce(json_extract(l.settings, '$.editing'), 0)
               THEN coalesce(json_extract(l.settings, '$.allowsSelectionDuringEditing'), 0)
               ELSE coalesce(json_extract(l.settings, '$.allowsSelection'), 1) END
)
SELECT version_id, member AS responder, 'call ' || selector || ' ' || value AS target, selector, owner AS call_from,
       args AS call_args
FROM selections;

-- Every touch target of every scene version: views that handle touches and control actions
-- (level 3), recognizer actions (level 7), then call targets; `call_from` and `call_args` are
-- NULL but for call targets, whose `action` is the call's selector.
CREATE VIEW _coverage_targets AS
WITH view_nodes AS (
    SELECT v.id AS version_id, t.value AS node
    FROM scene_versions v, json_tree(v.content, '$.windows') t
    WHERE t.type = 'object'
      AND (t.path = '$.windows' OR t.path GLOB '*.subviews')
      AND t.path NOT GLOB '*.meta.*' AND t.path NOT GLOB '*.meta[[]*'
)
SELECT version_id, json_extract(node, '$.id') AS responder, 'touches' AS target,
       NULL AS event, NULL AS action, NULL AS recognizer, NULL AS call_from, NULL AS call_args
FROM view_nodes
WHERE json_type(node, '$.control') = 'object'
   OR (json_type(node, '$.touches') = 'text' AND json_extract(node, '$.touches') <> 'forward')
   OR (json_type(node, '$.touches') = 'object'
       AND EXISTS (SELECT 1 FROM json_each(node, '$.touches') h WHERE h.value <> 'forward'))
UNION ALL
SELECT n.version_id, json_extract(n.node, '$.id'), a.key || ' ' || a.value, a.key, a.value, NULL, NULL, NULL
FROM view_nodes n, json_each(n.node, '$.control.actions') a
WHERE json_type(n.node, '$.control') = 'object'
UNION ALL
SELECT g.version_id, g.view, 'gesture ' || g.recognizer || ' ' || g.selector, NULL, g.selector, g.recognizer, NULL, NULL
FROM scene_gestures g
WHERE g.enabled = 1 AND g.selector IS NOT NULL
UNION ALL
SELECT c.version_id, c.responder, c.target, NULL, c.selector, NULL, c.call_from, c.call_args
FROM _coverage_call_targets c;

-- For each run and target, the deliveries of that run (sessions still in the store, dispatched
-- against the target's scene version) that reached it: for a call target, a delivery whose
-- `calls` hold the call (from the view, with the selector, every argument of the target equal);
-- the other targets as at level 7.
CREATE VIEW _coverage_hits AS
SELECT t.version_id AS version_id, t.responder AS responder, t.target AS target, t.recognizer AS recognizer,
       t.call_from AS call_from, rs.run_id AS run,
       (SELECT count(*) FROM _run_outcome_rows o
        WHERE o.run = rs.run_id AND o.session_id = rs.session_id
          AND CASE WHEN t.call_from IS NOT NULL
                   THEN o.calls IS NOT NULL
                    AND EXISTS (SELECT 1 FROM json_each((SELECT text FROM texts WHERE id = o.calls)) c
                                WHERE json_extract(c.value, '$.from') = t.call_from
                                  AND json_extract(c.value, '$.selector') = t.action
                                  AND NOT EXISTS (SELECT 1 FROM json_each(t.call_args) a
                                                  WHERE json_extract(c.value, '$.args."' || a.key || '"') IS NOT a.value))
                   WHEN t.recognizer IS NOT NULL
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
       coalesce(vs.sessions, 0) AS sessions,
       t.call_from AS call_from
FROM _coverage_targets t
JOIN scene_versions v ON v.id = t.version_id
JOIN scenes s ON s.id = v.scene_id
LEFT JOIN version_sessions vs ON vs.version_id = v.id;
