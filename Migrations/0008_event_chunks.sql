-- TouchTape store, level 7: a session's events in chunks (issue #12: import within 2× the
-- storage floor). A row of `session_events` per event cost import one SQLite insert (and one
-- key) per event; a session imported from this level keeps its events 256 to a row here, as
-- records one after the other: a byte of form (1: a touch event packed as level 4 packs it,
-- 2: the event's canonical JSON text), `t` as the 8 little-endian bytes of its double, the
-- payload's length (unsigned LEB128), the payload. Sessions imported before this level keep
-- their rows in `session_events` (a session is stored one way or the other); no public view
-- reads events, so none changes.

CREATE TABLE session_event_chunks (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    first_seq  INTEGER NOT NULL,           -- the seq of the chunk's first event
    events     INTEGER NOT NULL,           -- how many events the chunk holds
    records    BLOB NOT NULL,
    PRIMARY KEY (session_id, first_seq)
);
