-- 0009 catalog views
-- Creates: configs, config_detail, config_names, config_tags, config_labels, config_types,
-- config_statuses, config_analysis_analyzers, change_types, config_analysis_items,
-- analysis_by_component, changes_by_component.
-- Counts and costs are scalar subqueries (not joins): PostgreSQL drops them when a query does not
-- select the column (e.g. count=exact) and evaluates them after LIMIT, so paging 100k items stays
-- cheap. They replace upstream's periodically refreshed materialized views (fresher, same shape).

CREATE VIEW configs AS
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
            GROUP BY ca.analysis_type) AS a) AS analysis
FROM config_items ci;

CREATE VIEW config_detail AS
SELECT
  ci.id,
  ci.agent_id,
  ci.icon,
  ci.scraper_id,
  ci.config_class,
  ci.status,
  ci.health,
  ci.ready,
  ci.external_id,
  ci.type,
  ci.name,
  ci.description,
  ci.config,
  ci.source,
  ci.labels,
  ci.tags,
  ci.tags_values,
  ci.properties,
  ci.parent_id,
  ci.path,
  ci.is_pushed,
  ci.created_by,
  ci.created_at,
  ci.updated_at,
  ci.deleted_at,
  ci.delete_reason,
  ci.inserted_at,
  ci.properties_values,
  ls.last_scraped_time,
  ag.name AS agent_name,
  json_build_object(
    'relationships', (SELECT count(*) FROM config_relationships r
                       WHERE (r.config_id = ci.id OR r.related_id = ci.id) AND r.deleted_at IS NULL),
    'analysis', (SELECT count(*) FROM config_analysis ca WHERE ca.config_id = ci.id AND ca.status = 'open'),
    'changes', (SELECT count(*) FROM config_changes ch WHERE ch.config_id = ci.id),
    'playbook_runs', (SELECT count(*) FROM playbook_runs pr WHERE pr.config_id = ci.id),
    'checks', (SELECT count(*) FROM check_config_relationships cr
                WHERE cr.config_id = ci.id AND cr.deleted_at IS NULL)
  ) AS summary,
  CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object('id', sc.id, 'name', sc.name) END AS scraper
FROM config_items ci
LEFT JOIN config_items_last_scraped_time ls ON ls.config_id = ci.id
LEFT JOIN agents ag ON ag.id = ci.agent_id
LEFT JOIN config_scrapers sc ON sc.id = ci.scraper_id;

CREATE VIEW config_names AS
SELECT ci.id, ci.type, ci.external_id, ci.name
FROM config_items ci
ORDER BY ci.name;

CREATE VIEW config_tags AS
SELECT DISTINCT t.key, t.value
FROM config_items ci,
  jsonb_each_text(CASE WHEN jsonb_typeof(ci.tags) = 'object' THEN ci.tags ELSE '{}'::jsonb END) AS t
WHERE ci.deleted_at IS NULL
ORDER BY t.key, t.value;

CREATE VIEW config_labels AS
SELECT DISTINCT l.key, l.value
FROM config_items ci,
  jsonb_each_text(CASE WHEN jsonb_typeof(ci.labels) = 'object' THEN ci.labels ELSE '{}'::jsonb END) AS l
WHERE ci.deleted_at IS NULL
ORDER BY l.key, l.value;

CREATE VIEW config_types AS
SELECT DISTINCT ci.type FROM config_items ci ORDER BY ci.type;

CREATE VIEW config_statuses AS
SELECT DISTINCT ci.status FROM config_items ci WHERE ci.status IS NOT NULL ORDER BY ci.status;

CREATE VIEW config_analysis_analyzers AS
SELECT DISTINCT ca.analyzer FROM config_analysis ca WHERE ca.status = 'open' ORDER BY ca.analyzer;

CREATE VIEW change_types AS
SELECT DISTINCT ch.change_type FROM config_changes ch ORDER BY ch.change_type;

CREATE VIEW config_analysis_items AS
SELECT
  ca.id,
  ca.config_id,
  ca.scraper_id,
  ca.created_by,
  ca.source,
  ca.analyzer,
  ca.analysis_type,
  ca.severity,
  ca.summary,
  ca.status,
  ca.message,
  ca.analysis,
  ca.properties,
  ca.first_observed,
  ca.last_observed,
  ca.is_pushed,
  ca.properties_values,
  ci.name,
  ci.deleted_at,
  ci.type,
  ci.tags,
  ci.labels,
  ci.config,
  ci.agent_id,
  ci.path,
  ci.name AS config_name,
  ci.type AS config_type,
  ci.config_class
FROM config_analysis ca
JOIN config_items ci ON ci.id = ca.config_id;

CREATE VIEW analysis_by_component AS
SELECT
  ca.config_id,
  ci.name,
  ci.config_class,
  ci.type,
  ca.analysis_type,
  ca.first_observed,
  ca.last_observed,
  ca.created_by,
  ca.id AS analysis_id,
  ca.severity,
  ccr.component_id
FROM config_analysis ca
JOIN config_items ci ON ci.id = ca.config_id
JOIN config_component_relationships ccr ON ccr.config_id = ca.config_id
WHERE ca.status = 'open' AND ci.deleted_at IS NULL AND ccr.deleted_at IS NULL
ORDER BY
  CASE lower(ca.severity)
    WHEN 'critical' THEN 1 WHEN 'blocker' THEN 2 WHEN 'high' THEN 3
    WHEN 'medium' THEN 4 WHEN 'low' THEN 5 WHEN 'info' THEN 6 ELSE 7 END,
  ci.name;

CREATE VIEW changes_by_component AS
SELECT
  ch.id,
  ch.config_id,
  ci.name,
  ci.config_class,
  ci.type,
  ch.change_type,
  ch.created_at,
  ch.created_by,
  ch.id AS change_id,
  ch.severity,
  ccr.component_id,
  ci.deleted_at AS config_deleted_at
FROM config_changes ch
JOIN config_items ci ON ci.id = ch.config_id
JOIN config_component_relationships ccr ON ccr.config_id = ch.config_id
WHERE ccr.deleted_at IS NULL
ORDER BY ch.created_at DESC;
