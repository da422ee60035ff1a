-- 0951 catalog summary counts, kept by the writers
-- The catalog summary by type (POST /catalog/summary with no filter: live items per type and
-- health, the newest created and updated times, open analyses per type) is read from counts the
-- writers keep, instead of grouping 100,000 items and their analyses on every call.
--
-- opsdeck_catalog.summary_deltas holds signed counts: statement triggers on config_items and
-- config_analysis append one row per (type, health) or (type, analysis_type) a statement touched
-- (+ for rows that now count, - for rows that no longer do), so writers never wait on a shared
-- counter row and cannot deadlock on one. The summary sums them. A background job (see
-- src/catalog/summary-counts.ts) folds the rows back into one row per group by recomputing them
-- from the tables in a REPEATABLE READ transaction: rows appended by transactions it cannot see
-- stay and add on top, so nothing is lost or counted twice; it also corrects what concurrent
-- writers could not see of each other (an analysis added while its item changed type) and the
-- newest times after the newest item was deleted. Bulk loads that skip triggers call
-- opsdeck_catalog.rebuild_summary() afterwards. Not exposed through the API (own schema).

CREATE SCHEMA opsdeck_catalog;

CREATE TABLE opsdeck_catalog.summary_deltas (
  type text NOT NULL,
  health text,
  -- NULL on item rows; the analysis type on analysis rows.
  analysis_type text,
  items bigint NOT NULL DEFAULT 0,
  analyses bigint NOT NULL DEFAULT 0,
  created_at timestamptz,
  updated_at timestamptz
);

CREATE FUNCTION opsdeck_catalog.rebuild_summary() RETURNS void LANGUAGE plpgsql AS $$
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
END
$$;

-- Items: live rows count under their (type, health); an item whose type or liveness changes moves
-- its open analyses along.
CREATE FUNCTION opsdeck_catalog.count_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, health, items)
    SELECT o.type, o.health, -count(*) FROM old_rows o WHERE o.deleted_at IS NULL GROUP BY o.type, o.health;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, health, items, created_at, updated_at)
    SELECT n.type, n.health, count(*), max(n.created_at), max(n.updated_at)
      FROM new_rows n WHERE n.deleted_at IS NULL GROUP BY n.type, n.health;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, analysis_type, analyses)
    SELECT moved.type, ca.analysis_type, sum(moved.sign)
      FROM (SELECT o.id, o.type, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.deleted_at IS NULL AND (n.deleted_at IS NOT NULL OR n.type <> o.type)
            UNION ALL
            SELECT n.id, n.type, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.deleted_at IS NULL AND (o.deleted_at IS NOT NULL OR n.type <> o.type)) AS moved
      JOIN config_analysis ca ON ca.config_id = moved.id
     WHERE ca.status = 'open' AND ca.analysis_type IS NOT NULL
     GROUP BY moved.type, ca.analysis_type;
  END IF;
  RETURN NULL;
END
$$;

-- A hard delete takes the item's analyses with it (cascade) after the item row is gone, when
-- their type can no longer be read: they are taken out of the counts first, per item.
CREATE FUNCTION opsdeck_catalog.uncount_deleted_item_analyses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, analysis_type, analyses)
    SELECT OLD.type, ca.analysis_type, -count(*) FROM config_analysis ca
     WHERE ca.config_id = OLD.id AND ca.status = 'open' AND ca.analysis_type IS NOT NULL
     GROUP BY ca.analysis_type;
  END IF;
  RETURN OLD;
END
$$;

-- Analyses: open ones of live items count under (item type, analysis type).
CREATE FUNCTION opsdeck_catalog.count_analyses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, analysis_type, analyses)
    SELECT ci.type, o.analysis_type, -count(*)
      FROM old_rows o JOIN config_items ci ON ci.id = o.config_id AND ci.deleted_at IS NULL
     WHERE o.status = 'open' AND o.analysis_type IS NOT NULL GROUP BY ci.type, o.analysis_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO opsdeck_catalog.summary_deltas (type, analysis_type, analyses)
    SELECT ci.type, n.analysis_type, count(*)
      FROM new_rows n JOIN config_items ci ON ci.id = n.config_id AND ci.deleted_at IS NULL
     WHERE n.status = 'open' AND n.analysis_type IS NOT NULL GROUP BY ci.type, n.analysis_type;
  END IF;
  RETURN NULL;
END
$$;

-- Transition tables allow one event per trigger.
CREATE TRIGGER summary_count_insert AFTER INSERT ON config_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_items();
CREATE TRIGGER summary_count_update AFTER UPDATE ON config_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_items();
CREATE TRIGGER summary_count_delete AFTER DELETE ON config_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_items();
CREATE TRIGGER summary_uncount_analyses BEFORE DELETE ON config_items
  FOR EACH ROW EXECUTE FUNCTION opsdeck_catalog.uncount_deleted_item_analyses();

CREATE TRIGGER summary_count_insert AFTER INSERT ON config_analysis
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_analyses();
CREATE TRIGGER summary_count_update AFTER UPDATE ON config_analysis
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_analyses();
CREATE TRIGGER summary_count_delete AFTER DELETE ON config_analysis
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_catalog.count_analyses();

SELECT opsdeck_catalog.rebuild_summary();

-- The lease of the folding job (opsdeck_runner.leases, migration 0600): due at once.
INSERT INTO opsdeck_runner.leases (name, next_at, last_at) VALUES ('catalog-summary-counts', now(), now());
