-- Store level 7: each scene version compiled, as bytes (issue #12). A command loads a scene
-- version from here instead of parsing its document, which for a 50,000-view scene was most of
-- a command's memory and a replay's fixed cost. A cache: the document in `scene_versions` stays
-- the truth. A row is used only when its content hash is the version's, its engine version and
-- encoding are the running binary's, and its bytes pass their checksum and checks; otherwise
-- the document is compiled (and the row written again by a command that writes). `scene import`
-- writes the row; stores from before this level get theirs from the first command that writes
-- and needs the version.
CREATE TABLE scene_compiled (
    version_id     INTEGER PRIMARY KEY REFERENCES scene_versions(id),
    content_hash   TEXT NOT NULL,      -- scene_versions.content_hash of the document compiled
    engine_version TEXT NOT NULL,      -- the engine that compiled it
    encoding       INTEGER NOT NULL,   -- the version of the byte encoding (Scene.compiledEncoding)
    compiled       BLOB NOT NULL
);
