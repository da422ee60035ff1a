-- Config access views, location look-ups and the permission selector look-up of Mission Control
-- (duty views 036, 038 and 041 at the reference commit), with duty's columns and arguments.
-- Creates: config_access_unwrapped, config_access_summary, config_access_summary_by_user,
-- config_access_filter_options(), get_parent_ids_by_location(), get_parents_by_location(),
-- permissions_for_obj_selector().

-- One row per (config, principal, role): a group grant once per active member, or once with no
-- user while the group has none, and direct user grants as they are.
CREATE VIEW config_access_unwrapped AS
  WITH members AS (
    SELECT DISTINCT external_user_id, external_group_id FROM external_user_groups WHERE deleted_at IS NULL
  )
  SELECT generate_ulid()::text AS id, a.config_id, m.external_user_id, a.external_group_id, a.external_role_id,
         a.created_at, a.deleted_at, a.deleted_by, a.last_reviewed_at, a.last_reviewed_by, a.created_by, a.scraper_id
    FROM config_access a JOIN members m ON m.external_group_id = a.external_group_id
   WHERE a.deleted_at IS NULL AND a.external_group_id IS NOT NULL
  UNION ALL
  SELECT a.id, a.config_id, NULL::uuid, a.external_group_id, a.external_role_id,
         a.created_at, a.deleted_at, a.deleted_by, a.last_reviewed_at, a.last_reviewed_by, a.created_by, a.scraper_id
    FROM config_access a
   WHERE a.external_group_id IS NOT NULL AND a.deleted_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM members m WHERE m.external_group_id = a.external_group_id)
  UNION ALL
  SELECT a.id, a.config_id, a.external_user_id, NULL::uuid, a.external_role_id,
         a.created_at, a.deleted_at, a.deleted_by, a.last_reviewed_at, a.last_reviewed_by, a.created_by, a.scraper_id
    FROM config_access a
   WHERE a.external_group_id IS NULL;

CREATE VIEW config_access_summary AS
  SELECT ci.id AS config_id,
         ci.name AS config_name,
         ci.type AS config_type,
         u.external_group_id,
         u.external_user_id,
         r.name AS role,
         coalesce(r.aliases, ARRAY[]::text[]) AS role_external_ids,
         coalesce(eu.name, eg.name) AS "user",
         coalesce(eu.email, '') AS email,
         coalesce(eu.user_type, CASE WHEN eg.id IS NOT NULL THEN 'group' END) AS user_type,
         u.created_at,
         u.deleted_at,
         u.created_by,
         logs.last_signed_in_at,
         u.last_reviewed_at,
         u.last_reviewed_by
    FROM config_access_unwrapped u
    JOIN config_items ci ON ci.id = u.config_id
    LEFT JOIN external_users eu ON eu.id = u.external_user_id
    LEFT JOIN external_groups eg ON eg.id = u.external_group_id
    LEFT JOIN external_roles r ON r.id = u.external_role_id
    LEFT JOIN (SELECT config_id, external_user_id, max(created_at) AS last_signed_in_at
                 FROM config_access_logs GROUP BY config_id, external_user_id) logs
      ON logs.config_id = u.config_id AND logs.external_user_id = u.external_user_id
   WHERE u.deleted_at IS NULL AND (eu.id IS NOT NULL OR eg.id IS NOT NULL);

CREATE VIEW config_access_summary_by_user AS
  SELECT external_user_id,
         "user",
         email,
         count(*) AS access_count,
         count(DISTINCT role) AS distinct_roles,
         count(DISTINCT config_id) AS distinct_configs,
         max(last_signed_in_at) AS last_signed_in_at,
         max(created_at) AS latest_grant,
         array_agg(DISTINCT config_type ORDER BY config_type) FILTER (WHERE config_type IS NOT NULL) AS config_types
    FROM config_access_summary
   WHERE external_user_id IS NOT NULL
   GROUP BY external_user_id, "user", email;

-- Faceted filter choices of the access list: each facet ignores its own parameter.
CREATE FUNCTION config_access_filter_options(
  p_config_id uuid DEFAULT NULL,
  p_config_type text DEFAULT NULL,
  p_user_id uuid DEFAULT NULL,
  p_role text DEFAULT NULL,
  p_user_type text DEFAULT NULL,
  p_group_id uuid DEFAULT NULL
) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'catalogs', coalesce((SELECT jsonb_agg(to_jsonb(t)) FROM (
        SELECT DISTINCT config_id, config_name, config_type FROM config_access_summary
         WHERE (p_config_type IS NULL OR config_type = p_config_type) AND (p_user_id IS NULL OR external_user_id = p_user_id)
           AND (p_group_id IS NULL OR external_group_id = p_group_id) AND (p_role IS NULL OR role = p_role)
           AND (p_user_type IS NULL OR user_type = p_user_type)
         ORDER BY config_name) t), '[]'::jsonb),
    'users', coalesce((SELECT jsonb_agg(to_jsonb(t)) FROM (
        SELECT DISTINCT external_user_id, "user", email FROM config_access_summary
         WHERE external_user_id IS NOT NULL AND (p_config_id IS NULL OR config_id = p_config_id)
           AND (p_config_type IS NULL OR config_type = p_config_type) AND (p_group_id IS NULL OR external_group_id = p_group_id)
           AND (p_role IS NULL OR role = p_role) AND (p_user_type IS NULL OR user_type = p_user_type)
         ORDER BY "user") t), '[]'::jsonb),
    'groups', coalesce((SELECT jsonb_agg(to_jsonb(t)) FROM (
        SELECT DISTINCT s.external_group_id, g.name AS "group" FROM config_access_summary s
          JOIN external_groups g ON g.id = s.external_group_id
         WHERE (p_config_id IS NULL OR s.config_id = p_config_id) AND (p_config_type IS NULL OR s.config_type = p_config_type)
           AND (p_user_id IS NULL OR s.external_user_id = p_user_id) AND (p_role IS NULL OR s.role = p_role)
           AND (p_user_type IS NULL OR s.user_type = p_user_type)
         ORDER BY "group") t), '[]'::jsonb),
    'roles', coalesce((SELECT jsonb_agg(to_jsonb(t)) FROM (
        SELECT DISTINCT role FROM config_access_summary
         WHERE role IS NOT NULL AND (p_config_id IS NULL OR config_id = p_config_id)
           AND (p_config_type IS NULL OR config_type = p_config_type) AND (p_user_id IS NULL OR external_user_id = p_user_id)
           AND (p_group_id IS NULL OR external_group_id = p_group_id) AND (p_user_type IS NULL OR user_type = p_user_type)
         ORDER BY role) t), '[]'::jsonb),
    'user_types', coalesce((SELECT jsonb_agg(to_jsonb(t)) FROM (
        SELECT DISTINCT user_type FROM config_access_summary
         WHERE user_type IS NOT NULL AND (p_config_id IS NULL OR config_id = p_config_id)
           AND (p_config_type IS NULL OR config_type = p_config_type) AND (p_user_id IS NULL OR external_user_id = p_user_id)
           AND (p_group_id IS NULL OR external_group_id = p_group_id) AND (p_role IS NULL OR role = p_role)
         ORDER BY user_type) t), '[]'::jsonb))
$$;

-- Config items whose external ids name one of a config item's locations (its parents by location).
CREATE FUNCTION get_parent_ids_by_location(config_id uuid, alias_prefix text DEFAULT NULL)
RETURNS TABLE (id uuid)
LANGUAGE sql STABLE AS $$
  SELECT ci.id
    FROM config_locations cl JOIN config_items ci ON cl.location = ANY (ci.external_id)
   WHERE cl.id = get_parent_ids_by_location.config_id
     AND (coalesce(alias_prefix, '') = '' OR cl.location LIKE alias_prefix || '%')
$$;

-- The parents by location, broadest first (account or cluster, region, namespace, ...), then by name.
CREATE FUNCTION get_parents_by_location(config_id uuid, alias_prefix text DEFAULT NULL, include_deleted boolean DEFAULT false)
RETURNS TABLE (id uuid, name text, type text)
LANGUAGE sql STABLE AS $$
  SELECT ci.id, ci.name, ci.type
    FROM config_items ci
   WHERE ci.id IN (SELECT p.id FROM get_parent_ids_by_location(get_parents_by_location.config_id, alias_prefix) p)
     AND (include_deleted OR ci.deleted_at IS NULL)
   ORDER BY CASE
              WHEN ci.type IN ('AWS::::Account', 'Kubernetes::Cluster') THEN 1
              WHEN ci.type = 'AWS::Region' THEN 2
              WHEN ci.type IN ('Kubernetes::Node', 'Kubernetes::StorageClass', 'Kubernetes::IngressClass', 'Kubernetes::ClusterRole',
                               'Kubernetes::Role', 'AWS::AvailabilityZone', 'AWS::AvailabilityZoneID', 'AWS::IAM::Role',
                               'AWS::IAM::User', 'Kubernetes::ClusterRoleBinding', 'Kubernetes::Namespace',
                               'Kubernetes::RoleBinding', 'Kubernetes::PersistentVolume') THEN 3
              WHEN ci.type IN ('AWS::EC2::VPC', 'AWS::S3::Bucket', 'Kubernetes::HelmRelease', 'Kubernetes::Kustomization') THEN 4
              WHEN ci.type IN ('AWS::EC2::Subnet', 'Kubernetes::Deployment', 'Kubernetes::StatefulSet', 'Kubernetes::DaemonSet',
                               'Kubernetes::Job', 'Kubernetes::CronJob', 'Kubernetes::Ingress') THEN 5
              WHEN ci.type IN ('Kubernetes::Service', 'Kubernetes::Endpoints', 'Kubernetes::ReplicaSet',
                               'Kubernetes::PersistentVolumeClaim') THEN 6
              ELSE 99
            END,
            ci.name
$$;

-- Permission rows whose object selector names a resource (`p_field` such as playbooks, configs or
-- components) by name, in a namespace or any; p_field and p_name are required.
CREATE FUNCTION permissions_for_obj_selector(p_field text, p_name text, p_namespace text DEFAULT NULL)
RETURNS SETOF permissions_summary
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF coalesce(trim(p_field), '') = '' THEN
    RAISE EXCEPTION 'p_field is required';
  END IF;
  IF coalesce(trim(p_name), '') = '' THEN
    RAISE EXCEPTION 'p_name is required';
  END IF;
  RETURN QUERY
    SELECT s.*
      FROM permissions_summary s
     WHERE coalesce(s.object_selector, '{}'::jsonb) ? p_field
       AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(coalesce(s.object_selector -> p_field, '[]'::jsonb)) AS sel
          WHERE sel ->> 'name' = p_name
            AND (coalesce(trim(p_namespace), '') = '' OR coalesce(sel ->> 'namespace', '') = '' OR sel ->> 'namespace' = p_namespace));
END;
$$;
