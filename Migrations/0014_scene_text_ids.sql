-- Store level 14: the text ids of each scene version's responders, chains and control-event
-- lists (issue #26). `scene import` interns every responder id of a new version, each view's
-- responder chains (from the view as far as a touch goes up it) and each control's one-event
-- control-event lists in `texts`, and keeps their ids here, so that importing and replaying
-- sessions finds them with no look-up by text: a suite of short sessions on a large scene spent
-- a quarter of its import inserting those texts one by one as sessions first met them. A cache:
-- no public view reads it; a version without a row (one from an older store or merged from
-- another) interns its texts as sessions meet them, as before. A row is used only when its
-- engine version is the running binary's (the chains follow the engine's rules) and its ids
-- read back whole.
CREATE TABLE scene_text_ids (
    version_id     INTEGER PRIMARY KEY REFERENCES scene_versions(id),
    engine_version TEXT NOT NULL,   -- the engine whose chains these are
    responders     BLOB NOT NULL,   -- per responder, in position order: its id's text id
    chains         BLOB NOT NULL,   -- per chain: its first responder's position, its length, its text id
    control_events BLOB NOT NULL    -- per list: its control's position, its event (packed), its text id
);
