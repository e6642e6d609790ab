-- TouchTape store, level 10: reserved for another change being made in parallel (the lead
-- puts that change's migration here when the branches are merged). Until then this level
-- changes nothing, so that level 11 can follow it without a gap.
SELECT 1;
