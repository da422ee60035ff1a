-- 0720 scraper schedules shared by several backend processes on one database (as 0600 does for
-- canaries). One row per scheduled scraper: `next_due` is when it runs next; a process runs it
-- after locking the row (FOR UPDATE SKIP LOCKED) and taking the lease (`lease_owner`,
-- `lease_until`, renewed while the run lasts). Run now takes the same lease, so one scraper never
-- runs twice at once. A lease that runs out (its process died) lets another process run it again.
CREATE TABLE opsdeck_runner.scraper_schedules (
  scraper_id uuid PRIMARY KEY REFERENCES config_scrapers (id) ON DELETE CASCADE,
  schedule_key text NOT NULL,
  next_due timestamptz NOT NULL,
  lease_owner text,
  lease_until timestamptz,
  last_started timestamptz
);
