-- 0953 config_labels and config_tags from counts the writers keep
-- The label and tag choices of the catalog pages were a DISTINCT over every key and value of
-- every live item (0.2-1 s at 100,000 items). Statement triggers on config_items now keep signed
-- counts per (label or tag, key, value) in opsdeck_catalog.key_values, as 0951 does for the
-- summary: an insert counts the new live rows, a delete the old ones, an update the difference
-- (pairs it leaves alone add nothing). The views list the pairs counted above zero. The folding
-- job of 0951 recomputes them too (opsdeck_catalog.rebuild_summary). Same columns and rows as 0009.

CREATE TABLE opsdeck_catalog.key_values (
  kind text NOT NULL,
  key text NOT NULL,
  value text,
  n bigint NOT NULL
);

-- The (kind, key, value) pairs of items' labels and tags (objects only, as the 0009 views).
CREATE FUNCTION opsdeck_catalog.pairs_of(labels jsonb, tags jsonb)
RETURNS TABLE (kind text, key text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'label', l.key, l.value FROM jsonb_each_text(CASE WHEN jsonb_typeof(labels) = 'object' THEN labels ELSE '{}'::jsonb END) AS l
  UNION ALL
  SELECT 'tag', t.key, t.value FROM jsonb_each_text(CASE WHEN jsonb_typeof(tags) = 'object' THEN tags ELSE '{}'::jsonb END) AS t
$$;

CREATE FUNCTION opsdeck_catalog.count_key_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO opsdeck_catalog.key_values (kind, key, value, n)
    SELECT p.kind, p.key, p.value, count(*) FROM new_rows r, opsdeck_catalog.pairs_of(r.labels, r.tags) AS p
     WHERE r.deleted_at IS NULL GROUP BY p.kind, p.key, p.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO opsdeck_catalog.key_values (kind, key, value, n)
    SELECT p.kind, p.key, p.value, -count(*) FROM old_rows r, opsdeck_catalog.pairs_of(r.labels, r.tags) AS p
     WHERE r.deleted_at IS NULL GROUP BY p.kind, p.key, p.value;
  ELSE
    INSERT INTO opsdeck_catalog.key_values (kind, key, value, n)
    SELECT c.kind, c.key, c.value, sum(c.sign) FROM (
      SELECT p.kind, p.key, p.value, -1 AS sign FROM old_rows r, opsdeck_catalog.pairs_of(r.labels, r.tags) AS p
       WHERE r.deleted_at IS NULL
      UNION ALL
      SELECT p.kind, p.key, p.value, 1 FROM new_rows r, opsdeck_catalog.pairs_of(r.labels, r.tags) AS p
       WHERE r.deleted_at IS NULL
    ) AS c
    GROUP BY c.kind, c.key, c.value HAVING sum(c.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER key_values_count_insert AFTER INSERT ON config_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_key_values();
CREATE TRIGGER key_values_count_update AFTER UPDATE ON config_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_key_values();
CREATE TRIGGER key_values_count_delete AFTER DELETE ON config_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_key_values();

CREATE OR REPLACE FUNCTION opsdeck_catalog.rebuild_summary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opsdeck_catalog.summary_deltas;
  INSERT INTO opsdeck_catalog.summary_deltas (type, health, items, created_at, updated_at)
  SELECT ci.type, ci.health, count(*), max(ci.created_at), max(ci.updated_at)
    FROM config_items ci WHERE ci.deleted_at IS NULL GROUP BY ci.type, ci.health;
  INSERT INTO opsdeck_catalog.summary_deltas (type, analysis_type, analyses)
  SELECT ci.type, ca.analysis_type, count(*)
    FROM config_analysis ca JOIN config_items ci ON ci.id = ca.config_id AND ci.deleted_at IS NULL
   WHERE ca.status = 'open' AND ca.analysis_type IS NOT NULL
   GROUP BY ci.type, ca.analysis_type;
  DELETE FROM opsdeck_catalog.key_values;
  INSERT INTO opsdeck_catalog.key_values (kind, key, value, n)
  SELECT p.kind, p.key, p.value, count(*) FROM config_items ci, opsdeck_catalog.pairs_of(ci.labels, ci.tags) AS p
   WHERE ci.deleted_at IS NULL GROUP BY p.kind, p.key, p.value;
END
$$;

CREATE OR REPLACE VIEW config_tags AS
SELECT kv.key, kv.value FROM opsdeck_catalog.key_values kv WHERE kv.kind = 'tag'
GROUP BY kv.key, kv.value HAVING sum(kv.n) > 0
ORDER BY kv.key, kv.value;

CREATE OR REPLACE VIEW config_labels AS
SELECT kv.key, kv.value FROM opsdeck_catalog.key_values kv WHERE kv.kind = 'label'
GROUP BY kv.key, kv.value HAVING sum(kv.n) > 0
ORDER BY kv.key, kv.value;

SELECT opsdeck_catalog.rebuild_summary();
