-- Views and functions Mission Control's web client reads that duty added after the reference was
-- written, with duty's output columns (views/*.sql at the reference commit). Each answers from the
-- data this backend has; over the tables of 0840 they answer empty results.
-- Creates: check_names, checks_labels_keys, component_labels_keys, config_tags_labels_keys,
-- analysis_types, job_history_summary, notification_send_history_resource_types,
-- notification_send_history_resource_tags, permission_subjects, views_summary,
-- config_access_unwrapped, config_access_summary, config_access_summary_by_user,
-- config_access_filter_options(), get_parent_ids_by_location(), get_parents_by_location(),
-- permissions_for_obj_selector(). Replaces: artifact_summary (totals, as duty defines it),
-- config_analysis_filter_options() (duty's keys).

-- Live, unsilenced checks for name pickers.
CREATE VIEW check_names AS
  SELECT id, canary_id, type, name, status
    FROM checks
   WHERE deleted_at IS NULL AND silenced_at IS NULL
   ORDER BY name;

-- Label and tag keys, prefixed the way the client's filter controls name them.
CREATE VIEW checks_labels_keys AS
  SELECT DISTINCT 'label:' || k AS key FROM checks, jsonb_object_keys(labels) AS k;
CREATE VIEW component_labels_keys AS
  SELECT DISTINCT 'label:' || k AS key FROM components, jsonb_object_keys(labels) AS k;
CREATE VIEW config_tags_labels_keys AS
  SELECT 'tag:' || k AS key FROM config_items, jsonb_object_keys(tags) AS k
  UNION
  SELECT 'label:' || k AS key FROM config_items, jsonb_object_keys(labels) AS k;

CREATE VIEW analysis_types AS
  SELECT DISTINCT analysis_type FROM config_analysis ORDER BY analysis_type;

-- Runs per job name and status.
CREATE VIEW job_history_summary AS
  SELECT name,
         count(*) AS total,
         count(*) FILTER (WHERE status = 'RUNNING') AS running,
         count(*) FILTER (WHERE status = 'SUCCESS') AS success,
         count(*) FILTER (WHERE status = 'WARNING') AS warning,
         count(*) FILTER (WHERE status = 'FAILED') AS failed,
         count(*) FILTER (WHERE status = 'STALE') AS stale,
         count(*) FILTER (WHERE status = 'SKIPPED') AS skipped,
         max(created_at) AS last_run_at,
         round(avg(duration_millis::numeric), 2) AS average_duration
    FROM job_history
   GROUP BY name;

CREATE VIEW notification_send_history_resource_types AS
  SELECT DISTINCT resource_type
    FROM notification_send_history_summary
   WHERE resource_type IS NOT NULL
   ORDER BY resource_type;

CREATE VIEW notification_send_history_resource_tags AS
  SELECT tag.key, tag.value
    FROM (SELECT DISTINCT resource_tags FROM notification_send_history_summary WHERE resource_tags IS NOT NULL) sets
    JOIN json_each_text(sets.resource_tags::json) AS tag ON true
   GROUP BY tag.key, tag.value
   ORDER BY tag.key, tag.value;

-- Everyone and everything a permission can name: teams, permission groups, access-token
-- identities, people, playbooks and the assignable built-in roles.
CREATE VIEW permission_subjects AS
  SELECT t.id::text AS id, t.name, 'team' AS type, NULL AS email, NULL AS owner, NULL AS icon
    FROM teams t WHERE t.deleted_at IS NULL
  UNION ALL
  SELECT g.id::text, g.name, 'permission_subject_group', NULL, NULL, NULL
    FROM permission_groups g WHERE g.deleted_at IS NULL AND coalesce(trim(g.name), '') <> ''
  UNION ALL
  SELECT p.id::text, tok.name, 'access_token_person', NULL, tok.created_by::text, NULL
    FROM people p JOIN access_tokens tok ON tok.person_id = p.id
   WHERE p.deleted_at IS NULL AND p.type = 'access_token' AND p.email IS NOT NULL
  UNION ALL
  SELECT p.id::text, p.name, 'person', p.email, NULL, NULL
    FROM people p WHERE p.deleted_at IS NULL AND p.type IS NULL AND p.email IS NOT NULL
  UNION ALL
  SELECT b.id::text, coalesce(nullif(b.title, ''), b.name), 'playbook', NULL, b.created_by::text, b.icon
    FROM playbooks b WHERE b.deleted_at IS NULL
  UNION ALL
  SELECT r.name, r.name, 'role', NULL, NULL, NULL
    FROM (VALUES ('everyone'), ('editor'), ('viewer'), ('guest')) AS r(name);

CREATE VIEW views_summary AS
  SELECT id, namespace, name,
         spec -> 'display' ->> 'title' AS title,
         spec -> 'display' ->> 'icon' AS icon,
         (spec -> 'display' ->> 'ordinal')::int AS ordinal,
         (spec -> 'display' ->> 'sidebar')::boolean AS sidebar
    FROM views
   WHERE deleted_at IS NULL;

-- Artifact totals by content type, storage (inline content or an external store) and connection.
DROP VIEW artifact_summary;
CREATE VIEW artifact_summary AS
  SELECT a.content_type,
         CASE WHEN a.content IS NULL THEN 'external' ELSE 'inline' END AS storage,
         a.connection_id,
         c.name AS connection_name,
         c.type AS connection_type,
         count(*) AS total_count,
         coalesce(sum(a.size), 0) AS total_size
    FROM artifacts a LEFT JOIN connections c ON c.id = a.connection_id
   WHERE a.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5;

-- Analysis filter choices with duty's keys: types, analyzers, sources, config types and the
-- config items (catalogs) that have analyses, optionally of one config item.
DROP FUNCTION config_analysis_filter_options(uuid);
CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql STABLE AS $$
  WITH scoped AS (
    SELECT ca.analysis_type, ca.analyzer, ca.source, ci.id, ci.name, ci.type, ci.config_class
      FROM config_analysis ca LEFT JOIN config_items ci ON ci.id = ca.config_id
     WHERE p_config_id IS NULL OR ca.config_id = p_config_id
  )
  SELECT jsonb_build_object(
    'types', coalesce((SELECT jsonb_agg(v ORDER BY v) FROM (SELECT DISTINCT analysis_type AS v FROM scoped WHERE coalesce(analysis_type, '') <> '') t), '[]'::jsonb),
    'analyzers', coalesce((SELECT jsonb_agg(v ORDER BY v) FROM (SELECT DISTINCT analyzer AS v FROM scoped WHERE coalesce(analyzer, '') <> '') t), '[]'::jsonb),
    'sources', coalesce((SELECT jsonb_agg(v ORDER BY v) FROM (SELECT DISTINCT source AS v FROM scoped WHERE coalesce(source, '') <> '') t), '[]'::jsonb),
    'config_types', coalesce((SELECT jsonb_agg(v ORDER BY v) FROM (SELECT DISTINCT type AS v FROM scoped WHERE coalesce(type, '') <> '') t), '[]'::jsonb),
    'catalogs', coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name, 'type', type, 'config_class', config_class) ORDER BY name)
                            FROM (SELECT DISTINCT id, name, type, config_class FROM scoped WHERE id IS NOT NULL) t), '[]'::jsonb))
$$;
