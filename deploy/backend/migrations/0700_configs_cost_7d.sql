-- 0700 configs: the 7-day cost total
-- The catalog shows costs per minute, over 1, 7 and 30 days (spec 2: Config item cost_total_7d).
-- config_costs keeps the 7-day total; the view adds it as its last column, summed only in a single
-- billing currency like the others. Everything else is unchanged from 0009.

CREATE OR REPLACE VIEW configs AS
SELECT
  ci.id,
  ci.scraper_id,
  ci.config_class,
  ci.external_id,
  ci.type,
  ci.name,
  ci.tags->>'namespace' AS namespace,
  ci.description,
  ci.source,
  ci.labels,
  ci.tags,
  ci.tags_values,
  ci.properties,
  ci.properties_values,
  ci.created_by,
  ci.created_at,
  ci.updated_at,
  ci.deleted_at,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_per_minute) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS cost_per_minute,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_1h) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS cost_total_1h,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_1d) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS cost_total_1d,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_30d) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS cost_total_30d,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN min(cc.billing_currency) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS billing_currency,
  (SELECT count(DISTINCT cc.billing_currency) > 1
     FROM config_costs cc WHERE cc.config_id = ci.id) AS mixed_currency,
  ci.agent_id,
  ci.status,
  ci.health,
  ci.ready,
  ci.path,
  (SELECT count(*) FROM config_changes ch
    WHERE ch.config_id = ci.id AND ch.created_at > now() - interval '7 days') AS changes,
  (SELECT jsonb_object_agg(a.analysis_type, a.n)
     FROM (SELECT ca.analysis_type, count(*) AS n
             FROM config_analysis ca
            WHERE ca.config_id = ci.id AND ca.status = 'open' AND ca.analysis_type IS NOT NULL
            GROUP BY ca.analysis_type) AS a) AS analysis,
  (SELECT CASE WHEN count(DISTINCT cc.billing_currency) = 1 THEN sum(cc.cost_total_7d) END
     FROM config_costs cc WHERE cc.config_id = ci.id) AS cost_total_7d
FROM config_items ci;
