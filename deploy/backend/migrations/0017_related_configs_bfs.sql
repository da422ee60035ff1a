-- 0017 related_configs_recursive as a breadth-first walk
-- Replaces the 0013 body (same signature and result). Each level is one indexed lookup of the
-- frontier (config_id = ANY(...) / related_id = ANY(...)) instead of a recursive join against
-- every relationship, which matters with 100k items: ~500 ms -> a few ms for a 3-level walk.

CREATE OR REPLACE FUNCTION related_configs_recursive(
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
  follow_out boolean := type_filter IN ('outgoing', 'all');
  follow_in boolean := type_filter IN ('incoming', 'all');
  frontier uuid[] := ARRAY[start_id];
  visited uuid[] := ARRAY[start_id];
  found uuid[] := ARRAY[]::uuid[];
  depths integer[] := ARRAY[]::integer[];
  next_level uuid[];
  level integer := 0;
  parent uuid;
BEGIN
  WHILE level < max_depth AND cardinality(frontier) > 0 LOOP
    level := level + 1;
    SELECT array_agg(DISTINCT n.node) INTO next_level
    FROM (
      SELECT r.related_id AS node FROM config_relationships r
       WHERE follow_out AND r.config_id = ANY (frontier) AND r.deleted_at IS NULL
         AND (outgoing_relation <> 'hard' OR r.relation = 'hard')
      UNION ALL
      SELECT r.config_id FROM config_relationships r
       WHERE follow_in AND r.related_id = ANY (frontier) AND r.deleted_at IS NULL
         AND (incoming_relation <> 'hard' OR r.relation = 'hard')
    ) AS n
    WHERE NOT n.node = ANY (visited);
    EXIT WHEN next_level IS NULL;
    visited := visited || next_level;
    found := found || next_level;
    depths := depths || array_fill(level, ARRAY[cardinality(next_level)]);
    frontier := next_level;
  END LOOP;

  -- The parent chain of the start item is always part of the answer.
  level := 0;
  SELECT ci.parent_id INTO parent FROM config_items ci WHERE ci.id = start_id;
  WHILE parent IS NOT NULL AND level < 50 LOOP
    level := level + 1;
    IF NOT parent = ANY (visited) THEN
      visited := visited || parent;
      found := found || parent;
      depths := depths || level;
    END IF;
    SELECT ci.parent_id INTO parent FROM config_items ci WHERE ci.id = parent;
  END LOOP;

  RETURN QUERY
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
           WHERE x.other = ANY (visited)
         ),
         c.tags, c.changes, c.analysis, c.cost_per_minute, c.cost_total_1h, c.cost_total_1d,
         c.cost_total_30d, c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready,
         c.status, c.path
  FROM unnest(found, depths) AS n(node, depth)
  JOIN configs c ON c.id = n.node
  WHERE include_deleted_configs OR c.deleted_at IS NULL
  ORDER BY n.depth, c.name;
END
$$;
