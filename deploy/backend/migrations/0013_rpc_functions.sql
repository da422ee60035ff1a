-- 0013 RPC functions (called as GET /rpc/<name>?arg=value)
-- Creates: get_playbook_run_actions(run_id), related_configs_recursive(config_id, ...),
-- lookup_analysis_by_component(id), config_analysis_filter_options(p_config_id).
-- All only read, so they work inside PostgREST-style read-only transactions.

-- Actions of a run and of its child runs, each with its agent ({id, name}, falling back to the
-- run's agent) and its artifacts (JSON array of full rows), ordered by start time.
CREATE FUNCTION get_playbook_run_actions(run_id uuid)
RETURNS TABLE (
  id uuid, name text, playbook_run_id uuid, status text, scheduled_time timestamptz,
  start_time timestamptz, end_time timestamptz, result jsonb, agent_id uuid, retry_count integer,
  agent jsonb, artifacts jsonb
)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
  SELECT a.id, a.name, a.playbook_run_id, a.status, a.scheduled_time, a.start_time, a.end_time,
         a.result, COALESCE(a.agent_id, r.agent_id), a.retry_count,
         (SELECT jsonb_build_object('id', ag.id, 'name', ag.name)
            FROM agents ag WHERE ag.id = COALESCE(a.agent_id, r.agent_id)),
         COALESCE((SELECT jsonb_agg(to_jsonb(art) ORDER BY art.created_at)
                     FROM artifacts art WHERE art.playbook_run_action_id = a.id), '[]'::jsonb)
  FROM playbook_run_actions a
  JOIN playbook_runs r ON r.id = a.playbook_run_id
  WHERE r.id = get_playbook_run_actions.run_id OR r.parent_id = get_playbook_run_actions.run_id
  ORDER BY a.start_time NULLS LAST, a.scheduled_time;
END
$$;

-- Walks config_relationships from config_id up to max_depth hops ('outgoing' follows
-- config_id -> related_id, 'incoming' the reverse, 'all' both; a *_relation of 'hard' keeps only
-- hard edges), adds the parent chain of the starting item, and returns the reached items (not the
-- start itself) from the configs view with the ids of their neighbours among the reached set and
-- the start. Cycles are cut by tracking the visited path.
CREATE FUNCTION related_configs_recursive(
  config_id uuid,
  type_filter text DEFAULT 'outgoing',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  incoming_relation text DEFAULT 'both',
  outgoing_relation text DEFAULT 'both'
)
RETURNS TABLE (
  id uuid, name text, type text, related_ids text[], tags jsonb, changes bigint, analysis jsonb,
  cost_per_minute numeric, cost_total_1h numeric, cost_total_1d numeric, cost_total_30d numeric,
  created_at timestamptz, updated_at timestamptz, deleted_at timestamptz, agent_id uuid,
  health text, ready boolean, status text, path text
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  start_id uuid := related_configs_recursive.config_id;
BEGIN
  RETURN QUERY
  WITH RECURSIVE edges AS (
    SELECT r.config_id AS src, r.related_id AS dst
    FROM config_relationships r
    WHERE r.deleted_at IS NULL
      AND (type_filter IN ('outgoing', 'all'))
      AND (outgoing_relation <> 'hard' OR r.relation = 'hard')
    UNION ALL
    SELECT r.related_id, r.config_id
    FROM config_relationships r
    WHERE r.deleted_at IS NULL
      AND (type_filter IN ('incoming', 'all'))
      AND (incoming_relation <> 'hard' OR r.relation = 'hard')
  ),
  walk (node, depth, visited) AS (
    SELECT start_id, 0, ARRAY[start_id]
    UNION ALL
    SELECT e.dst, w.depth + 1, w.visited || e.dst
    FROM walk w
    JOIN edges e ON e.src = w.node
    WHERE w.depth < max_depth AND NOT e.dst = ANY (w.visited)
  ),
  parents (node, depth) AS (
    SELECT ci.parent_id, 1 FROM config_items ci WHERE ci.id = start_id AND ci.parent_id IS NOT NULL
    UNION ALL
    SELECT ci.parent_id, p.depth + 1
    FROM parents p JOIN config_items ci ON ci.id = p.node
    WHERE ci.parent_id IS NOT NULL AND p.depth < 50
  ),
  reached AS (
    SELECT w.node, min(w.depth) AS depth FROM walk w WHERE w.node <> start_id GROUP BY w.node
    UNION
    SELECT p.node, p.depth FROM parents p
  ),
  nodes AS (
    SELECT r.node, min(r.depth) AS depth FROM reached r GROUP BY r.node
  )
  SELECT c.id, c.name, c.type,
         ARRAY(
           SELECT DISTINCT x.other::text
           FROM (
             SELECT rel.related_id AS other FROM config_relationships rel
              WHERE rel.config_id = c.id AND rel.deleted_at IS NULL
             UNION
             SELECT rel.config_id FROM config_relationships rel
              WHERE rel.related_id = c.id AND rel.deleted_at IS NULL
           ) AS x
           WHERE x.other = start_id OR x.other IN (SELECT n2.node FROM nodes n2)
         ),
         c.tags, c.changes, c.analysis, c.cost_per_minute, c.cost_total_1h, c.cost_total_1d,
         c.cost_total_30d, c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready,
         c.status, c.path
  FROM nodes n
  JOIN configs c ON c.id = n.node
  WHERE include_deleted_configs OR c.deleted_at IS NULL
  ORDER BY n.depth, c.name;
END
$$;

CREATE FUNCTION lookup_analysis_by_component(id text)
RETURNS SETOF config_analysis
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
  SELECT ca.*
  FROM config_analysis ca
  WHERE ca.config_id IN (
    SELECT ccr.config_id FROM config_component_relationships ccr
    WHERE ccr.component_id = try_uuid(lookup_analysis_by_component.id) AND ccr.deleted_at IS NULL);
END
$$;

-- Distinct values for the insights filter bar, optionally for one config item.
CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'analyzers', COALESCE(jsonb_agg(DISTINCT ca.analyzer) FILTER (WHERE ca.analyzer IS NOT NULL), '[]'::jsonb),
    'analysis_types', COALESCE(jsonb_agg(DISTINCT ca.analysis_type) FILTER (WHERE ca.analysis_type IS NOT NULL), '[]'::jsonb),
    'severities', COALESCE(jsonb_agg(DISTINCT ca.severity) FILTER (WHERE ca.severity IS NOT NULL), '[]'::jsonb),
    'statuses', COALESCE(jsonb_agg(DISTINCT ca.status) FILTER (WHERE ca.status IS NOT NULL), '[]'::jsonb),
    'sources', COALESCE(jsonb_agg(DISTINCT ca.source) FILTER (WHERE ca.source IS NOT NULL), '[]'::jsonb))
  FROM config_analysis ca
  WHERE p_config_id IS NULL OR ca.config_id = p_config_id
$$;
