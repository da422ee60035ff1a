-- 0008 health and topology views
-- Creates: check_status_stats() (uptime/latency JSON over a window), check_summary,
-- check_summary_for_config, checks_by_component, canary_names (missing upstream: id/name of
-- non-deleted canaries for the UI's canary dropdown), component_names, components_with_logs,
-- component_labels.
-- Views select base-table columns as plain column references (no casts/COALESCE) wherever the
-- reference lineage says "pass-through", so the query engine can infer relationships from them.
-- Uptime/latency are computed on the fly over the last 24 hours instead of a materialized view
-- (fresher numbers; an index range scan on check_statuses' primary key per check).

CREATE FUNCTION check_status_stats(p_check_id uuid, p_since timestamptz)
RETURNS TABLE (uptime json, latency json)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT
    json_build_object(
      'passed', count(*) FILTER (WHERE s.status),
      'failed', count(*) FILTER (WHERE NOT s.status),
      'last_pass', max(s.time) FILTER (WHERE s.status),
      'last_fail', max(s.time) FILTER (WHERE NOT s.status)),
    json_build_object(
      'p99', percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration),
      'p95', percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration),
      'p50', percentile_cont(0.50) WITHIN GROUP (ORDER BY s.duration),
      'avg', avg(s.duration))
  FROM check_statuses s
  WHERE s.check_id = p_check_id AND s.time > p_since
$$;

CREATE VIEW check_summary AS
SELECT
  c.id,
  c.canary_id,
  c.agent_id,
  st.uptime,
  st.latency,
  c.last_transition_time,
  c.type,
  c.icon,
  c.name,
  c.status,
  c.description,
  c.namespace,
  ca.namespace AS canary_namespace,
  ca.name AS canary_name,
  COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
  c.severity,
  c.owner,
  cu.last_runtime,
  c.created_at,
  c.updated_at,
  c.deleted_at,
  c.silenced_at
FROM checks c
JOIN canaries ca ON ca.id = c.canary_id
LEFT JOIN checks_unlogged cu ON cu.check_id = c.id
LEFT JOIN LATERAL check_status_stats(c.id, now() - interval '1 day') st ON true;

-- Written over the base tables (not over check_summary) so every column's lineage is one hop.
CREATE VIEW check_summary_for_config AS
SELECT
  ccr.config_id,
  c.id,
  c.canary_id,
  c.agent_id,
  st.uptime,
  st.latency,
  c.last_transition_time,
  c.type,
  c.icon,
  c.name,
  c.status,
  c.description,
  c.namespace,
  ca.namespace AS canary_namespace,
  ca.name AS canary_name,
  COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
  c.severity,
  c.owner,
  cu.last_runtime,
  c.created_at,
  c.updated_at,
  c.deleted_at,
  c.silenced_at
FROM check_config_relationships ccr
JOIN checks c ON c.id = ccr.check_id
JOIN canaries ca ON ca.id = c.canary_id
LEFT JOIN checks_unlogged cu ON cu.check_id = c.id
LEFT JOIN LATERAL check_status_stats(c.id, now() - interval '1 day') st ON true
WHERE ccr.deleted_at IS NULL;

CREATE VIEW checks_by_component AS
SELECT DISTINCT
  ccr.component_id,
  c.id,
  c.type,
  c.name,
  c.severity,
  c.status
FROM check_component_relationships ccr
JOIN checks c ON c.id = ccr.check_id
WHERE ccr.deleted_at IS NULL AND c.deleted_at IS NULL;

CREATE VIEW canary_names AS
SELECT ca.id, ca.name, ca.namespace
FROM canaries ca
WHERE ca.deleted_at IS NULL
ORDER BY ca.name;

CREATE VIEW component_names AS
SELECT
  c.id,
  c.path,
  c.external_id,
  c.type,
  c.name,
  c.created_at,
  c.updated_at,
  c.icon,
  c.parent_id
FROM components c
WHERE c.deleted_at IS NULL AND c.hidden = false
ORDER BY c.name;

CREATE VIEW components_with_logs AS
SELECT c.id, c.name, c.agent_id, c.icon, c.type
FROM components c
WHERE c.deleted_at IS NULL
  AND c.log_selectors IS NOT NULL
  AND c.log_selectors NOT IN ('null'::jsonb, '[]'::jsonb);

CREATE VIEW component_labels AS
SELECT DISTINCT l.key, l.value
FROM components c,
  jsonb_each_text(CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}'::jsonb END) AS l
WHERE c.deleted_at IS NULL
ORDER BY l.key, l.value;
