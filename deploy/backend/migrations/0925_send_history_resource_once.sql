-- 0925 send history page: each resource's JSON built once per page, not once per row.
--   notification_send_history_summary built `resource` with jsonb_build_object above its four
--   LEFT JOINs, so a page of 1,000 rows built 1,000 objects even when most rows name the same
--   check (a failing check notifies again and again). Each object is now built in a subquery of
--   its own table: the planner evaluates it at that table's scan, under the Memoize node that
--   already caches the lookup per resource_id, so one object is built per distinct resource.
--   Same columns, same values; a read that uses no resource column still drops the joins.

CREATE OR REPLACE VIEW notification_send_history_summary AS
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
    WHEN ci.id IS NOT NULL THEN ci.resource
    WHEN co.id IS NOT NULL THEN co.resource
    WHEN ck.id IS NOT NULL THEN ck.resource
    WHEN cn.id IS NOT NULL THEN cn.resource
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
LEFT JOIN (
  SELECT c.id, c.type, c.tags, jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type,
    'config_class', c.config_class, 'health', c.health, 'status', c.status, 'tags', c.tags) AS resource
  FROM config_items c
) ci ON ci.id = h.resource_id
LEFT JOIN (
  SELECT c.id, c.type, jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type,
    'icon', c.icon, 'health', c.health, 'status', c.status) AS resource
  FROM components c
) co ON co.id = h.resource_id
LEFT JOIN (
  SELECT c.id, c.type, jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type,
    'icon', c.icon, 'status', c.status, 'canary_id', c.canary_id) AS resource
  FROM checks c
) ck ON ck.id = h.resource_id
LEFT JOIN (
  SELECT c.id, jsonb_build_object('id', c.id, 'name', c.name, 'namespace', c.namespace) AS resource
  FROM canaries c
) cn ON cn.id = h.resource_id;
