-- 0011 playbook and notification views
-- Creates: playbook_names, notifications_summary, notification_send_history_summary,
-- artifact_summary.

CREATE VIEW playbook_names AS
SELECT
  p.id,
  p.title,
  p.name,
  p.namespace,
  COALESCE(p.spec->>'description', p.description) AS description,
  COALESCE(p.spec->>'category', NULLIF(p.category, '')) AS category,
  COALESCE(p.spec->>'icon', p.icon) AS icon
FROM playbooks p
WHERE p.deleted_at IS NULL
ORDER BY p.name;

-- Send statistics exclude watchdog sends (source_event 'watchdog'), as upstream does.
CREATE VIEW notifications_summary AS
SELECT
  n.id,
  n.name,
  COALESCE(n.namespace, '') AS namespace,
  n.error,
  n.error_at,
  n.title,
  n.events,
  n.filter,
  n.person_id,
  n.team_id,
  n.custom_services,
  n.created_at,
  n.updated_at,
  n.created_by,
  n.source,
  n.repeat_interval,
  n.wait_for,
  (SELECT count(*) FROM event_queue q
    WHERE q.name = 'notification.send'
      AND q.properties->>'notification_id' = n.id::text
      AND COALESCE(q.attempts, 0) < 4) AS pending,
  s.avg_duration_ms,
  COALESCE(s.failed, 0) AS failed,
  COALESCE(s.sent, 0) AS sent,
  s.most_common_error,
  s.last_failed_at
FROM notifications n
LEFT JOIN LATERAL (
  SELECT
    avg(h.duration_millis) AS avg_duration_ms,
    count(*) FILTER (WHERE h.status = 'error') AS failed,
    count(*) FILTER (WHERE h.status = 'sent') AS sent,
    mode() WITHIN GROUP (ORDER BY h.error) AS most_common_error,
    max(h.created_at) FILTER (WHERE h.status = 'error') AS last_failed_at
  FROM notification_send_history h
  WHERE h.notification_id = n.id AND h.source_event IS DISTINCT FROM 'watchdog'
) AS s ON true
WHERE n.deleted_at IS NULL;

CREATE VIEW notification_send_history_summary AS
SELECT
  h.id,
  h.notification_id,
  h.body,
  h.body_payload,
  h.status,
  h.not_before,
  h.retries,
  h.payload,
  h.count,
  h.first_observed,
  h.source_event,
  h.resource_id,
  h.resource_health,
  h.resource_status,
  h.resource_health_description,
  h.person_id,
  h.team_id,
  h.connection_id,
  h.silenced_by,
  h.playbook_run_id,
  h.error,
  h.duration_millis,
  h.created_at,
  h.group_id,
  h.parent_id,
  ci.tags AS resource_tags,
  CASE
    WHEN ci.id IS NOT NULL THEN jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type,
      'config_class', ci.config_class, 'health', ci.health, 'status', ci.status, 'tags', ci.tags)
    WHEN co.id IS NOT NULL THEN jsonb_build_object('id', co.id, 'name', co.name, 'type', co.type,
      'icon', co.icon, 'health', co.health, 'status', co.status)
    WHEN ck.id IS NOT NULL THEN jsonb_build_object('id', ck.id, 'name', ck.name, 'type', ck.type,
      'icon', ck.icon, 'status', ck.status, 'canary_id', ck.canary_id)
    WHEN cn.id IS NOT NULL THEN jsonb_build_object('id', cn.id, 'name', cn.name, 'namespace', cn.namespace)
  END AS resource,
  CASE
    WHEN ci.id IS NOT NULL THEN 'config'
    WHEN co.id IS NOT NULL THEN 'component'
    WHEN ck.id IS NOT NULL THEN 'check'
    WHEN cn.id IS NOT NULL THEN 'canary'
  END AS resource_kind,
  COALESCE(ci.type, co.type, ck.type, CASE WHEN cn.id IS NOT NULL THEN 'canary' END) AS resource_type,
  (SELECT jsonb_build_object('id', pr.id, 'status', pr.status, 'playbook_id', pr.playbook_id,
            'playbook', jsonb_build_object('id', pb.id, 'name', pb.name, 'title', pb.title, 'icon', pb.icon))
     FROM playbook_runs pr JOIN playbooks pb ON pb.id = pr.playbook_id
    WHERE pr.id = h.playbook_run_id) AS playbook_run
FROM notification_send_history h
LEFT JOIN config_items ci ON ci.id = h.resource_id
LEFT JOIN components co ON co.id = h.resource_id
LEFT JOIN checks ck ON ck.id = h.resource_id
LEFT JOIN canaries cn ON cn.id = h.resource_id;

-- Artifacts without their (possibly large) inline content.
CREATE VIEW artifact_summary AS
SELECT
  a.id,
  a.check_id,
  a.check_time,
  a.playbook_run_action_id,
  a.config_change_id,
  a.scraper_id,
  a.job_history_id,
  a.connection_id,
  a.path,
  a.filename,
  a.content_type,
  a.size,
  a.checksum,
  a.compression_type,
  a.created_at,
  a.updated_at,
  a.deleted_at,
  a.expires_at
FROM artifacts a;
