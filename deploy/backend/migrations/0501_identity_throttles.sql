-- 0501 identity throttles: attempt counters shared by every process on the database.
-- One row per (bucket, key): password sign-ins per identifier and per client address, second
-- factors per identity, code mails and code checks per e-mail address. `key` is a SHA-256 of the
-- identifier or address, so the table holds no e-mail addresses. A row is charged before each
-- attempt (concurrent attempts serialise on the row), and `locked_until` refuses further attempts
-- for a bounded back-off once `hits` reaches the bucket's limit.
CREATE TABLE kratos.throttles (
  bucket text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  last_hit_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX throttles_last_hit_idx ON kratos.throttles (last_hit_at);

-- Housekeeping removes old errors and mails by age and beyond a row budget (newest kept).
CREATE INDEX errors_created_idx ON kratos.errors (created_at);
CREATE INDEX courier_messages_created_idx ON kratos.courier_messages (created_at);
CREATE INDEX sessions_expires_idx ON kratos.sessions (expires_at);
