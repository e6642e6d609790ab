-- Store level 5: the seconds each session of a run took to replay, so that `touchtape report`
-- gives back the same JUnit `time` attributes `replay` wrote (issue #11). Null for rows stored
-- before this level and for baseline runs.
ALTER TABLE run_sessions ADD COLUMN seconds REAL;
