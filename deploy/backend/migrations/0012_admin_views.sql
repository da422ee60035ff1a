-- 0012 access, agents, jobs and settings views
-- Creates: people_roles (roles from casbin_rule 'g' rows), agents_summary, job_histories,
-- job_history_names, canaries_with_status, topologies_with_status, config_scrapers_with_status,
-- teams_with_status, incident_rules_with_status and logging_backends_with_status (both missing
-- upstream; same shape as the others), integrations_with_status, permissions_summary,
-- event_queue_summary, and the helper try_uuid().
-- The *_with_status views take the latest job_history row of the resource through a LATERAL
-- LIMIT 1 on the (resource_id, created_at DESC) index.

-- text -> uuid, or NULL when the text is not a uuid (resource_id / subject columns are free text).
CREATE FUNCTION try_uuid(value text) RETURNS uuid
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              THEN value::uuid END
$$;

-- People with an email and at least one role (inner join, as upstream). Grouping rows whose v1
-- is a team (id or name) are team memberships, not roles.
CREATE VIEW people_roles AS
SELECT
  p.id,
  p.name,
  p.email,
  array_agg(DISTINCT r.v1 ORDER BY r.v1) AS roles
FROM people p
JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text
WHERE p.deleted_at IS NULL
  AND p.email IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.id::text = r.v1 OR t.name = r.v1)
GROUP BY p.id, p.name, p.email;

CREATE VIEW agents_summary AS
SELECT
  a.id,
  a.name,
  a.hostname,
  a.description,
  a.ip,
  a.version,
  a.username,
  a.person_id,
  a.properties,
  a.tls,
  a.created_by,
  a.created_at,
  a.updated_at,
  a.cleanup,
  a.deleted_at,
  a.last_seen,
  a.last_received,
  (SELECT count(*) FROM config_items ci WHERE ci.agent_id = a.id AND ci.deleted_at IS NULL) AS config_count,
  (SELECT count(*) FROM config_scrapers cs WHERE cs.agent_id = a.id AND cs.deleted_at IS NULL) AS config_scrapper_count,
  (SELECT count(*) FROM checks c WHERE c.agent_id = a.id AND c.deleted_at IS NULL) AS checks_count,
  (SELECT count(*) FROM playbook_runs pr WHERE pr.agent_id = a.id) AS playbook_runs_count,
  CASE WHEN a.last_seen IS NULL THEN 'unknown'
       WHEN a.last_seen > now() - interval '61 seconds' THEN 'healthy'
       ELSE 'unhealthy' END AS health,
  CASE WHEN a.last_seen IS NULL THEN 'unknown'
       WHEN a.last_seen > now() - interval '61 seconds' THEN 'online'
       ELSE 'offline' END AS status
FROM agents a
WHERE a.deleted_at IS NULL;

CREATE VIEW job_histories AS
SELECT
  jh.id,
  jh.agent_id,
  jh.name,
  jh.success_count,
  jh.error_count,
  jh.details,
  jh.hostname,
  jh.duration_millis,
  jh.resource_type,
  jh.resource_id,
  jh.status,
  jh.time_start,
  jh.time_end,
  jh.created_at,
  jh.is_pushed,
  COALESCE(
    CASE jh.resource_type
      WHEN 'component' THEN (SELECT c.name FROM components c WHERE c.id = try_uuid(jh.resource_id))
      WHEN 'config_scraper' THEN (SELECT s.name FROM config_scrapers s WHERE s.id = try_uuid(jh.resource_id))
      WHEN 'canary' THEN (SELECT ca.name FROM canaries ca WHERE ca.id = try_uuid(jh.resource_id))
      WHEN 'topology' THEN (SELECT t.name FROM topologies t WHERE t.id = try_uuid(jh.resource_id))
      WHEN 'team' THEN (SELECT tm.name FROM teams tm WHERE tm.id = try_uuid(jh.resource_id))
      WHEN 'playbook' THEN (SELECT pb.name FROM playbooks pb WHERE pb.id = try_uuid(jh.resource_id))
    END,
    jh.resource_id) AS resource_name,
  CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('id', ag.id, 'name', ag.name) END AS agent
FROM job_history jh
LEFT JOIN agents ag ON ag.id = jh.agent_id;

CREATE VIEW job_history_names AS
SELECT DISTINCT jh.name FROM job_history jh WHERE jh.name IS NOT NULL ORDER BY jh.name;

CREATE VIEW canaries_with_status AS
SELECT
  ca.id,
  ca.name,
  ca.namespace,
  ca.spec->>'interval' AS interval,
  ca.spec->>'schedule' AS schedule,
  ca.labels,
  ca.source,
  ca.created_by,
  ca.created_at,
  ca.deleted_at,
  (SELECT max(cu.last_runtime) FROM checks_unlogged cu WHERE cu.canary_id = ca.id) AS last_runtime,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = ca.id::text AND f.status = 'FAILED') AS job_last_failed,
  CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('id', ag.id, 'name', ag.name) END AS agent
FROM canaries ca
LEFT JOIN agents ag ON ag.id = ca.agent_id
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = ca.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE ca.deleted_at IS NULL;

CREATE VIEW topologies_with_status AS
SELECT
  t.id,
  t.agent_id,
  t.name,
  t.namespace,
  t.labels,
  t.source,
  t.spec,
  t.created_at,
  t.updated_at,
  t.is_pushed,
  t.schedule,
  t.created_by,
  t.deleted_at,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = t.id::text AND f.status = 'FAILED') AS job_last_failed,
  CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('id', ag.id, 'name', ag.name) END AS agent
FROM topologies t
LEFT JOIN agents ag ON ag.id = t.agent_id
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = t.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE t.deleted_at IS NULL;

CREATE VIEW config_scrapers_with_status AS
SELECT
  s.id,
  s.description,
  s.name,
  s.namespace,
  s.spec,
  s.source,
  s.application_id,
  s.created_by,
  s.agent_id,
  s.created_at,
  s.updated_at,
  s.deleted_at,
  s.is_pushed,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = s.id::text AND f.status = 'FAILED') AS job_last_failed,
  CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('id', ag.id, 'name', ag.name) END AS agent
FROM config_scrapers s
LEFT JOIN agents ag ON ag.id = s.agent_id
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = s.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE s.deleted_at IS NULL;

CREATE VIEW teams_with_status AS
SELECT
  t.id,
  t.name,
  t.icon,
  t.spec,
  t.source,
  t.created_by,
  t.created_at,
  t.updated_at,
  t.deleted_at,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = t.id::text AND f.status = 'FAILED') AS job_last_failed
FROM teams t
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = t.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE t.deleted_at IS NULL;

CREATE VIEW incident_rules_with_status AS
SELECT
  r.id,
  r.name,
  r.spec,
  r.source,
  r.created_by,
  r.created_at,
  r.updated_at,
  r.deleted_at,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = r.id::text AND f.status = 'FAILED') AS job_last_failed
FROM incident_rules r
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = r.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE r.deleted_at IS NULL;

CREATE VIEW logging_backends_with_status AS
SELECT
  l.id,
  l.name,
  l.labels,
  l.spec,
  l.source,
  l.agent_id,
  l.created_at,
  l.created_by,
  l.updated_at,
  l.deleted_at,
  j.name AS job_name,
  j.success_count AS job_success_count,
  j.error_count AS job_error_count,
  j.details AS job_details,
  j.hostname AS job_hostname,
  j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type,
  j.status AS job_status,
  j.time_start AS job_time_start,
  j.time_end AS job_time_end,
  j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f WHERE f.resource_id = l.id::text AND f.status = 'FAILED') AS job_last_failed,
  CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('id', ag.id, 'name', ag.name) END AS agent
FROM logging_backends l
LEFT JOIN agents ag ON ag.id = l.agent_id
LEFT JOIN LATERAL (
  SELECT * FROM job_history jh WHERE jh.resource_id = l.id::text ORDER BY jh.created_at DESC LIMIT 1
) AS j ON true
WHERE l.deleted_at IS NULL;

-- A UNION, so (as upstream) no relationships can be inferred; creator_* columns stand in.
CREATE VIEW integrations_with_status AS
SELECT
  u.id, u.name, u.description, u.integration_type, u.source, u.agent_id, u.created_at, u.updated_at,
  u.deleted_at, u.created_by, u.job_name, u.job_success_count, u.job_error_count, u.job_details,
  u.job_hostname, u.job_duration_millis, u.job_resource_type, u.job_status, u.job_time_start,
  u.job_time_end, u.job_created_at, u.job_last_failed, u.agent,
  p.name AS creator_name, p.avatar AS creator_avatar, p.title AS creator_title, p.email AS creator_email
FROM (
  SELECT s.id, s.name, s.description, 'scrapers'::text AS integration_type, s.source, s.agent_id,
         s.created_at, s.updated_at, s.deleted_at, s.created_by, s.job_name, s.job_success_count,
         s.job_error_count, s.job_details, s.job_hostname, s.job_duration_millis, s.job_resource_type,
         s.job_status, s.job_time_start, s.job_time_end, s.job_created_at, s.job_last_failed,
         s.agent::jsonb AS agent
  FROM config_scrapers_with_status s
  WHERE s.id <> '00000000-0000-0000-0000-000000000000'::uuid
  UNION ALL
  SELECT t.id, t.name, t.spec->>'description', 'topologies'::text, t.source, t.agent_id,
         t.created_at, t.updated_at, t.deleted_at, t.created_by, t.job_name, t.job_success_count,
         t.job_error_count, t.job_details, t.job_hostname, t.job_duration_millis, t.job_resource_type,
         t.job_status, t.job_time_start, t.job_time_end, t.job_created_at, t.job_last_failed,
         t.agent::jsonb
  FROM topologies_with_status t
  UNION ALL
  SELECT l.id, l.name, l.spec->>'description', 'logging_backends'::text, l.source, l.agent_id,
         l.created_at, l.updated_at, l.deleted_at, l.created_by, NULL::text, NULL::integer,
         NULL::integer, NULL::jsonb, NULL::text, NULL::integer, NULL::text,
         NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz,
         CASE WHEN ag.id IS NULL THEN NULL ELSE jsonb_build_object('id', ag.id, 'name', ag.name) END
  FROM logging_backends l
  LEFT JOIN agents ag ON ag.id = l.agent_id
  WHERE l.deleted_at IS NULL
) AS u
LEFT JOIN people p ON p.id = u.created_by;

-- Subjects: person / team / canary / group / notification / playbook / scraper / topology
-- (from subject_type + subject, or the person_id / team_id / notification_id columns); resources:
-- the direct FK columns. The raw id columns are appended after the reference's columns because
-- the UI filters this view by config_id, component_id, canary_id, playbook_id and connection_id.
CREATE VIEW permissions_summary AS
SELECT
  pm.id,
  pm.name,
  pm.namespace,
  pm.description,
  pm.error,
  pm.source,
  pm.action,
  pm.object,
  pm.object_selector,
  pm.deny,
  pm.subject,
  pm.subject_type,
  pm.created_at,
  pm.updated_at,
  pm.deleted_at,
  pm.created_by,
  pm.updated_by,
  pm.until,
  pm.tags,
  pm.agents,
  (SELECT jsonb_build_object('id', p.id, 'name', p.name, 'email', p.email, 'avatar', p.avatar)
     FROM people p
    WHERE p.id = COALESCE(pm.person_id, CASE WHEN pm.subject_type = 'person' THEN try_uuid(pm.subject) END)) AS person,
  (SELECT jsonb_build_object('id', t.id, 'name', t.name, 'icon', t.icon)
     FROM teams t
    WHERE t.id = COALESCE(pm.team_id, CASE WHEN pm.subject_type = 'team' THEN try_uuid(pm.subject) END)
       OR (pm.team_id IS NULL AND pm.subject_type = 'team' AND try_uuid(pm.subject) IS NULL
           AND t.name = pm.subject AND t.deleted_at IS NULL)
    LIMIT 1) AS team,
  (SELECT jsonb_build_object('id', c.id, 'name', c.name, 'namespace', c.namespace)
     FROM canaries c
    WHERE pm.subject_type = 'canary' AND c.id = try_uuid(pm.subject)) AS canary,
  CASE WHEN pm.subject_type IN ('group', 'role') THEN jsonb_build_object('name', pm.subject) END AS "group",
  (SELECT jsonb_build_object('id', n.id, 'name', n.name, 'namespace', n.namespace)
     FROM notifications n
    WHERE n.id = COALESCE(pm.notification_id, CASE WHEN pm.subject_type = 'notification' THEN try_uuid(pm.subject) END)) AS notification,
  (SELECT jsonb_build_object('id', pb.id, 'name', pb.name, 'namespace', pb.namespace, 'icon', pb.icon)
     FROM playbooks pb
    WHERE pm.subject_type = 'playbook' AND pb.id = try_uuid(pm.subject)) AS playbook,
  (SELECT jsonb_build_object('id', s.id, 'name', s.name, 'namespace', s.namespace)
     FROM config_scrapers s
    WHERE pm.subject_type = 'scraper' AND s.id = try_uuid(pm.subject)) AS scraper,
  (SELECT jsonb_build_object('id', tp.id, 'name', tp.name, 'namespace', tp.namespace)
     FROM topologies tp
    WHERE pm.subject_type = 'topology' AND tp.id = try_uuid(pm.subject)) AS topology,
  (SELECT jsonb_build_object('id', co.id, 'name', co.name, 'icon', co.icon, 'type', co.type)
     FROM components co WHERE co.id = pm.component_id) AS component_object,
  (SELECT jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type, 'config_class', ci.config_class)
     FROM config_items ci WHERE ci.id = pm.config_id) AS config_object,
  (SELECT jsonb_build_object('id', ca.id, 'name', ca.name, 'namespace', ca.namespace)
     FROM canaries ca WHERE ca.id = pm.canary_id) AS canary_object,
  (SELECT jsonb_build_object('id', pb.id, 'name', pb.name, 'title', pb.title, 'icon', pb.icon)
     FROM playbooks pb WHERE pb.id = pm.playbook_id) AS playbook_object,
  (SELECT jsonb_build_object('id', cn.id, 'name', cn.name, 'namespace', cn.namespace, 'type', cn.type)
     FROM connections cn WHERE cn.id = pm.connection_id) AS connection_object,
  pm.person_id,
  pm.team_id,
  pm.notification_id,
  pm.component_id,
  pm.config_id,
  pm.canary_id,
  pm.playbook_id,
  pm.connection_id
FROM permissions pm
WHERE pm.deleted_at IS NULL;

CREATE VIEW event_queue_summary AS
SELECT
  q.name,
  q.event_id,
  count(*) AS pending,
  count(*) FILTER (WHERE q.error IS NOT NULL) AS failed,
  avg(q.attempts) AS average_attempts,
  min(q.last_attempt) FILTER (WHERE q.error IS NOT NULL) AS first_failure,
  max(q.last_attempt) FILTER (WHERE q.error IS NOT NULL) AS last_failure,
  mode() WITHIN GROUP (ORDER BY q.error) AS most_common_error
FROM event_queue q
GROUP BY q.name, q.event_id;
