-- 0781 the backend's own logs, kept in the database and served through a logging backend of the
-- database type (src/logs): request log lines (source http) and check runner lines (source
-- checks), written in batches by every process and trimmed to the retention (OPSDECK_LOG_RETENTION).
-- Not exposed under /db: POST /logs reads it for components whose log selectors name it.
CREATE TABLE backend_log_lines (
  id uuid NOT NULL DEFAULT generate_ulid(),
  at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL,
  level text NOT NULL,
  message text NOT NULL,
  labels jsonb NOT NULL DEFAULT '{}'::jsonb,
  hostname text,
  CONSTRAINT backend_log_lines_pkey PRIMARY KEY (id)
);
CREATE INDEX backend_log_lines_source_at_idx ON backend_log_lines (source, at DESC);
CREATE INDEX backend_log_lines_at_idx ON backend_log_lines (at);
