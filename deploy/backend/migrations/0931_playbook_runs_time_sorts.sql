-- 0931 the runs list sorted by its start or end column, newest first (the console sends
-- start_time.desc.nullslast): indexes in that order, so such a page reads 50 index entries instead
-- of sorting every top-level run. The start_time index also serves the time range filter (0930).
DROP INDEX IF EXISTS playbook_runs_top_start_idx;
CREATE INDEX playbook_runs_top_start_idx ON playbook_runs (start_time DESC NULLS LAST) WHERE parent_id IS NULL;
CREATE INDEX playbook_runs_top_end_idx ON playbook_runs (end_time DESC NULLS LAST) WHERE parent_id IS NULL;
