-- 0930 the runs list in the order the console asks for it. Every server-sorted list sends its sort
-- with nulls last (created_at.desc.nullslast): an index on (created_at DESC), whose nulls come
-- first, cannot give that order, so the list sorted every top-level run for each page. These
-- indexes give it directly, alone and after each filter of the page (status, playbook, resource).
DROP INDEX IF EXISTS playbook_runs_top_created_idx;
DROP INDEX IF EXISTS playbook_runs_top_status_created_idx;
CREATE INDEX playbook_runs_top_created_idx ON playbook_runs (created_at DESC NULLS LAST) WHERE parent_id IS NULL;
CREATE INDEX playbook_runs_top_status_created_idx ON playbook_runs (status, created_at DESC NULLS LAST)
  WHERE parent_id IS NULL;
CREATE INDEX playbook_runs_top_playbook_created_idx ON playbook_runs (playbook_id, created_at DESC NULLS LAST)
  WHERE parent_id IS NULL;
CREATE INDEX playbook_runs_top_config_created_idx ON playbook_runs (config_id, created_at DESC NULLS LAST)
  WHERE parent_id IS NULL AND config_id IS NOT NULL;
CREATE INDEX playbook_runs_top_component_created_idx ON playbook_runs (component_id, created_at DESC NULLS LAST)
  WHERE parent_id IS NULL AND component_id IS NOT NULL;
CREATE INDEX playbook_runs_top_check_created_idx ON playbook_runs (check_id, created_at DESC NULLS LAST)
  WHERE parent_id IS NULL AND check_id IS NOT NULL;
-- The time range filter matches start_time or created_at: with an index on each, its count is a
-- BitmapOr of two range scans instead of a scan of every run.
CREATE INDEX playbook_runs_top_start_idx ON playbook_runs (start_time) WHERE parent_id IS NULL;
