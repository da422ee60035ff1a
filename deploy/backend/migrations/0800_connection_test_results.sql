-- 0800 the outcome of each connection's last Test connection, shown as its health in the list.
-- Own schema: not exposed through /db; read through GET /connection/health.
CREATE SCHEMA opsdeck_connections;

CREATE TABLE opsdeck_connections.test_results (
  connection_id uuid PRIMARY KEY REFERENCES connections (id) ON DELETE CASCADE,
  health text NOT NULL CHECK (health IN ('healthy', 'unhealthy')),
  message text,
  tested_at timestamptz NOT NULL DEFAULT now()
);
