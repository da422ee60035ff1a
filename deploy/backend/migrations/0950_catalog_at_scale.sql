-- 0950 catalog at scale (100,000 items, 1,000,000 changes, 100,000 insights, 300,000 relationships)
-- Indexes that answer the catalog pages' filters, sorts and counts from the index alone, and a
-- related-items walk that stays bounded on a connected graph.
--
-- * The list (configs of one type, sorted by name, with a count): live items by (type, name, id),
--   so the page is the index's order and the count an index-only scan of the type's entries.
-- * The summary (counts per type and health, newest times): live items by (type, health) with the
--   times and the id, read without the table; open analyses by item with their type.
-- * The changes feed (a time range, severity, change type and the item's type, newest first): the
--   changes by time with their item, severity and change type, and the live items by id with
--   their type and agent, so the count and the page's ids never read the wide change rows. It
--   replaces the plain created_at index (same leading key and order). A severity filter has its
--   own range.

CREATE INDEX config_items_live_type_name_idx ON config_items (type, name, id) WHERE deleted_at IS NULL;
CREATE INDEX config_items_live_type_health_idx ON config_items (type, health)
  INCLUDE (created_at, updated_at, id) WHERE deleted_at IS NULL;
CREATE INDEX config_items_live_id_idx ON config_items (id) INCLUDE (type, agent_id) WHERE deleted_at IS NULL;
CREATE INDEX config_analysis_open_idx ON config_analysis (config_id) INCLUDE (analysis_type) WHERE status = 'open';
CREATE INDEX config_changes_created_at_cover_idx ON config_changes (created_at DESC, id DESC)
  INCLUDE (config_id, severity, change_type);
DROP INDEX config_changes_created_at_idx;
-- A severity filter (lower(severity), as the endpoint compares) reads only its severities' range.
CREATE INDEX config_changes_severity_created_at_idx ON config_changes ((lower(severity)), created_at DESC)
  INCLUDE (config_id, severity);

-- related_configs_recursive, bounded: in a connected catalog (parents, nodes shared by the pods of
-- a cluster) ten levels in both directions reach most items, so the walk stops once it has found
-- 500 items (what the relationship graph shows at once), nearest first; a level that would pass
-- the bound is cut in id order, so the answer is stable. The parent chain of the start item is
-- always added. Each level is one indexed lookup of the frontier, the visited set is a hashed
-- anti-join, and the edges between the found items are read by their ids. Same signature and
-- result as 0701.
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
  max_items constant integer := 500;
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
  WHILE level < max_depth AND cardinality(frontier) > 0 AND cardinality(found) < max_items LOOP
    level := level + 1;
    SELECT array_agg(n.node ORDER BY n.node) INTO next_level
    FROM (
      SELECT d.node FROM (
        SELECT r.related_id AS node FROM config_relationships r
         WHERE follow_out AND r.config_id = ANY (frontier) AND r.deleted_at IS NULL
           AND (outgoing_relation <> 'hard' OR r.relation = 'hard')
        UNION
        SELECT r.config_id FROM config_relationships r
         WHERE follow_in AND r.related_id = ANY (frontier) AND r.deleted_at IS NULL
           AND (incoming_relation <> 'hard' OR r.relation = 'hard')
        EXCEPT
        SELECT unnest(visited)
      ) AS d
      ORDER BY d.node
      LIMIT max_items - cardinality(found)
    ) AS n;
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
  WITH nodes AS (
    SELECT n.node, n.depth FROM unnest(found, depths) AS n(node, depth)
  ), edges AS (
    SELECT r.config_id AS a, r.related_id AS b
      FROM config_relationships r
     WHERE r.config_id = ANY (visited) AND r.related_id = ANY (visited) AND r.deleted_at IS NULL
  ), neighbours AS (
    SELECT e.node, array_agg(e.other::text) AS ids
      FROM (SELECT a AS node, b AS other FROM edges UNION SELECT b, a FROM edges) AS e
     GROUP BY e.node
  )
  -- The configs view's columns, computed for the found items only: one pass over each item's
  -- costs, changes and analyses instead of one subquery per column.
  SELECT ci.id, ci.name, ci.type, coalesce(nb.ids, ARRAY[]::text[]),
         ci.tags, ch.changes, an.analysis, co.cost_per_minute, co.cost_total_1h, co.cost_total_1d,
         co.cost_total_30d, ci.created_at, ci.updated_at, ci.deleted_at, ci.agent_id, ci.health, ci.ready,
         ci.status, ci.path
  FROM nodes n
  JOIN config_items ci ON ci.id = n.node
  LEFT JOIN neighbours nb ON nb.node = n.node
  LEFT JOIN LATERAL (
    SELECT count(*) AS changes FROM config_changes c
     WHERE c.config_id = ci.id AND c.created_at > now() - interval '7 days'
  ) AS ch ON true
  LEFT JOIN LATERAL (
    SELECT jsonb_object_agg(a.analysis_type, a.n) AS analysis
      FROM (SELECT ca.analysis_type, count(*) AS n FROM config_analysis ca
             WHERE ca.config_id = ci.id AND ca.status = 'open' AND ca.analysis_type IS NOT NULL
             GROUP BY ca.analysis_type) AS a
  ) AS an ON true
  LEFT JOIN LATERAL (
    SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_per_minute) END AS cost_per_minute,
           CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_1h) END AS cost_total_1h,
           CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_1d) END AS cost_total_1d,
           CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_30d) END AS cost_total_30d
      FROM config_costs cc WHERE cc.config_id = ci.id
  ) AS co ON true
  WHERE include_deleted_configs OR ci.deleted_at IS NULL
  ORDER BY n.depth, ci.name;
END
$$;
