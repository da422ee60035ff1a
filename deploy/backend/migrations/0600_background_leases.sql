-- 0600 background work shared by several backend processes on one database.
-- Every process runs the same loops (the check runner, identity housekeeping); these tables let
-- them claim the work instead of each doing it:
--   * opsdeck_runner.canary_schedules: one row per scheduled canary. `next_due` is the next
--     scheduled time, shared by every process. A process claims a due run by locking the row
--     (FOR UPDATE SKIP LOCKED), moving `next_due` on and taking a lease (`running_due` = the run's
--     scheduled time, `lease_owner`, `lease_until`) in the same transaction; it renews the lease
--     while the run lasts and clears it when done. A lease that runs out (its process died) lets
--     another process claim the same scheduled run again.
--   * opsdeck_runner.leases: named periodic jobs (identity housekeeping): a process runs one when
--     it moves `next_at` on in a conditional UPDATE, so one process per period does the work.
-- Not exposed through the API (own schema).
CREATE SCHEMA opsdeck_runner;

CREATE TABLE opsdeck_runner.canary_schedules (
  canary_id uuid PRIMARY KEY REFERENCES canaries (id) ON DELETE CASCADE,
  schedule_key text NOT NULL,
  next_due timestamptz NOT NULL,
  running_due timestamptz,
  lease_owner text,
  lease_until timestamptz
);

CREATE TABLE opsdeck_runner.leases (
  name text PRIMARY KEY,
  next_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);
