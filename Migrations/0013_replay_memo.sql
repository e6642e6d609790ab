-- TouchTape store, level 13: a replay that finds nothing changed does (almost) no work
-- (issue #26). What a replay stores and reports for a session is determined by the session's
-- content, the content of the scene version it is dispatched against, the baseline run it is
-- compared with and the engine build that dispatches it. `replay_memo` keeps, for each session
-- and scene version, the replay run that last did that work and under which of the four it
-- did it. A replay that meets the same four again copies that run's rows of the session (its
-- `run_sessions` row, its stored outcomes and its changes) into the new run instead of
-- dispatching; `replay --no-cache` always does the work. A cache: no public view reads it, and
-- deleting its rows only makes the next replay do the work again.

-- Engine builds, each once: its identity is the engine version, the compiled-scene encoding
-- and the GNU build id of the executable and of every library it loaded (EngineBuild.swift).
CREATE TABLE engine_builds (
    id       INTEGER PRIMARY KEY,
    identity TEXT NOT NULL UNIQUE
);

CREATE TABLE replay_memo (
    session_id      INTEGER NOT NULL REFERENCES sessions(id),
    version_id      INTEGER NOT NULL REFERENCES scene_versions(id),  -- the version dispatched against
    session_hash    TEXT NOT NULL,                                   -- sessions.content_hash then
    scene_hash      TEXT NOT NULL,                                   -- scene_versions.content_hash of the version
    baseline_run_id INTEGER NOT NULL REFERENCES runs(id),            -- the run compared with
    build_id        INTEGER NOT NULL REFERENCES engine_builds(id),   -- the build that dispatched
    run_id          INTEGER NOT NULL REFERENCES runs(id),            -- the replay run that holds the result
    PRIMARY KEY (session_id, version_id)
) WITHOUT ROWID;
