-- 0016 topology view
-- Creates: topology, the component rows /canary/api/topology assembles into a tree: every
-- non-deleted component column plus
--   logs        [{name}] of its log selectors
--   checks      {status: count} of linked, non-deleted checks
--   team_names  names of owning teams
--   incidents   {type: {severity: count}} of unresolved incidents with evidence on it
--   analysis    {analysis_type: count} of open analyses of linked config items
--   children    ids of direct, non-deleted children
--   parents     ids of its ancestors, nearest first
-- All aggregates are scalar subqueries, evaluated only for the rows a request returns.

CREATE VIEW topology AS
SELECT
  c.id, c.agent_id, c.topology_id, c.external_id, c.parent_id, c.config_id, c.name, c.text,
  c.topology_type, c.namespace, c.labels, c.hidden, c.silenced, c.is_pushed, c.status, c.status_expr,
  c.health_expr, c.health, c.description, c.lifecycle, c.tooltip, c.status_reason, c.schedule, c.icon,
  c.type, c.owner, c.selectors, c.log_selectors, c.component_checks, c.configs, c.properties, c.path,
  c.summary, c.is_leaf, c.cost_per_minute, c.cost_total_1d, c.cost_total_7d, c.cost_total_30d,
  c.created_by, c.created_at, c.updated_at, c.deleted_at,
  (SELECT jsonb_agg(jsonb_build_object('name', l->>'name'))
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.log_selectors) = 'array' THEN c.log_selectors ELSE '[]'::jsonb END) AS l
  ) AS logs,
  (SELECT jsonb_object_agg(s.status, s.n)
     FROM (SELECT ch.status, count(*) AS n
             FROM check_component_relationships r JOIN checks ch ON ch.id = r.check_id
            WHERE r.component_id = c.id AND r.deleted_at IS NULL AND ch.deleted_at IS NULL AND ch.status IS NOT NULL
            GROUP BY ch.status) AS s
  ) AS checks,
  ARRAY(SELECT t.name FROM team_components tc JOIN teams t ON t.id = tc.team_id
         WHERE tc.component_id = c.id AND t.deleted_at IS NULL ORDER BY t.name) AS team_names,
  (SELECT jsonb_object_agg(x.type, x.by_severity)
     FROM (SELECT y.type, jsonb_object_agg(y.severity, y.n) AS by_severity
             FROM (SELECT i.type, i.severity, count(DISTINCT i.id) AS n
                     FROM evidences e
                     JOIN hypotheses h ON h.id = e.hypothesis_id
                     JOIN incidents i ON i.id = h.incident_id
                    WHERE e.component_id = c.id AND i.resolved IS NULL AND i.closed IS NULL
                    GROUP BY i.type, i.severity) AS y
            GROUP BY y.type) AS x
  ) AS incidents,
  (SELECT jsonb_object_agg(a.analysis_type, a.n)
     FROM (SELECT ca.analysis_type, count(*) AS n
             FROM config_component_relationships r JOIN config_analysis ca ON ca.config_id = r.config_id
            WHERE r.component_id = c.id AND r.deleted_at IS NULL AND ca.status = 'open' AND ca.analysis_type IS NOT NULL
            GROUP BY ca.analysis_type) AS a
  ) AS analysis,
  ARRAY(SELECT k.id FROM components k WHERE k.parent_id = c.id AND k.deleted_at IS NULL ORDER BY k.name) AS children,
  ARRAY(SELECT anc.id
          FROM unnest(string_to_array(c.path, '.')) WITH ORDINALITY AS seg(id_text, depth)
          JOIN components anc ON anc.id = try_uuid(seg.id_text)
         ORDER BY seg.depth DESC) AS parents
FROM components c
WHERE c.deleted_at IS NULL;
