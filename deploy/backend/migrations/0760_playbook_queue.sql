-- 0760 the playbook run queue shared by every backend process on one database.
-- A run waits in playbook_runs (status scheduled, sleeping or retrying, due at scheduled_time). A
-- process claims due runs by locking their rows (FOR UPDATE SKIP LOCKED), setting them running and
-- taking a lease here in the same transaction; it renews the lease while it executes them. When a
-- process dies, its lease runs out and another process puts the run back in the queue as retrying:
-- the action it was running is marked failed (or retried when the action's retry allows it).
-- Not exposed through the API (own schema).
CREATE TABLE opsdeck_runner.playbook_run_claims (
  run_id uuid PRIMARY KEY REFERENCES playbook_runs (id) ON DELETE CASCADE,
  lease_owner text NOT NULL,
  lease_until timestamptz NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  claims integer NOT NULL DEFAULT 1
);
CREATE INDEX playbook_run_claims_lease_until_idx ON opsdeck_runner.playbook_run_claims (lease_until);

-- The queue: only waiting runs are in this index, so polling it stays cheap with many runs.
CREATE INDEX playbook_runs_queue_idx ON playbook_runs (scheduled_time)
  WHERE status IN ('scheduled', 'sleeping', 'retrying');

-- The runs list: top-level runs, newest first, optionally by status or playbook.
CREATE INDEX playbook_runs_top_created_idx ON playbook_runs (created_at DESC) WHERE parent_id IS NULL;
CREATE INDEX playbook_runs_top_status_created_idx ON playbook_runs (status, created_at DESC) WHERE parent_id IS NULL;

-- A run's timeline.
CREATE INDEX playbook_run_actions_run_scheduled_idx ON playbook_run_actions (playbook_run_id, scheduled_time);
