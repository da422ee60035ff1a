-- 0986 the audit log: one row per write through the API (src/audit), inserted by the backend in
-- the write's own transaction for /db writes, and before the answer for custom endpoints. Served
-- read-only under /db/audit_log to admins (RESTRICTED_TABLES in the contracts); nobody writes it
-- through the API. Pruned past OPSDECK_AUDIT_RETENTION by one process per period (the
-- 'audit-log-prune' lease row), one job_history row per run.
-- No foreign keys: an entry outlives the person, token and rows it names.
CREATE TABLE audit_log (
  id uuid NOT NULL DEFAULT generate_ulid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_name text,
  actor_type text NOT NULL,
  token_name text,
  action text NOT NULL,
  resource_type text NOT NULL,
  resource text NOT NULL,
  resource_ids text[] NOT NULL DEFAULT '{}',
  row_count integer NOT NULL DEFAULT 0,
  fields text[] NOT NULL DEFAULT '{}',
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  method text NOT NULL,
  path text NOT NULL,
  client_address text,
  status integer NOT NULL,
  outcome text NOT NULL,
  CONSTRAINT audit_log_pkey PRIMARY KEY (id),
  CONSTRAINT audit_log_actor_type_check CHECK (actor_type IN ('person', 'access_token', 'agent')),
  CONSTRAINT audit_log_resource_type_check CHECK (resource_type IN ('table', 'endpoint')),
  CONSTRAINT audit_log_outcome_check CHECK (outcome IN ('success', 'failure'))
);

-- The page reads newest first, within a time range, optionally for one person, action or resource;
-- each filter has an index that also gives the order, and pruning walks the first one.
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_created_at_idx ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_action_created_at_idx ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_resource_created_at_idx ON audit_log (resource, created_at DESC);

INSERT INTO opsdeck_runner.leases (name, next_at, last_at) VALUES ('audit-log-prune', now(), now())
ON CONFLICT (name) DO NOTHING;

-- The page's Person and Resource filter choices: the distinct values, each found by a walk down
-- its index (one index probe per value, however many entries there are), restricted like the log.
CREATE VIEW audit_log_resources AS
WITH RECURSIVE walk AS (
  (SELECT resource FROM audit_log ORDER BY resource LIMIT 1)
  UNION ALL
  SELECT (SELECT a.resource FROM audit_log a WHERE a.resource > walk.resource ORDER BY a.resource LIMIT 1)
    FROM walk WHERE walk.resource IS NOT NULL
)
SELECT resource FROM walk WHERE resource IS NOT NULL;

CREATE VIEW audit_log_actors AS
WITH RECURSIVE walk AS (
  (SELECT actor_id FROM audit_log WHERE actor_id IS NOT NULL ORDER BY actor_id LIMIT 1)
  UNION ALL
  SELECT (SELECT a.actor_id FROM audit_log a WHERE a.actor_id > walk.actor_id ORDER BY a.actor_id LIMIT 1)
    FROM walk WHERE walk.actor_id IS NOT NULL
)
SELECT walk.actor_id AS id,
       (SELECT a.actor_name FROM audit_log a WHERE a.actor_id = walk.actor_id ORDER BY a.created_at DESC LIMIT 1) AS name
  FROM walk WHERE walk.actor_id IS NOT NULL;
