-- 0010 incident views
-- Creates: incident_summary (commander / responders / commenters as JSON),
-- incidents_by_component, incidents_by_config.

CREATE VIEW incident_summary AS
SELECT
  i.id,
  i.incident_id,
  i.title,
  i.severity,
  i.type,
  i.status,
  i.created_at,
  i.updated_at,
  (SELECT jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name)
     FROM people p WHERE p.id = i.commander_id) AS commander,
  (SELECT COALESCE(jsonb_agg(x.obj ORDER BY x.created_at), '[]'::jsonb)
     FROM (SELECT r.created_at,
                  CASE WHEN r.person_id IS NOT NULL
                       THEN jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name)
                       ELSE jsonb_build_object('id', t.id, 'avatar', t.icon, 'name', t.name) END AS obj
             FROM responders r
             LEFT JOIN people p ON p.id = r.person_id
             LEFT JOIN teams t ON t.id = r.team_id
            WHERE r.incident_id = i.id AND r.deleted_at IS NULL) AS x) AS responders,
  (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name) ORDER BY p.name), '[]'::jsonb)
     FROM people p
    WHERE p.id IN (SELECT c.created_by FROM comments c WHERE c.incident_id = i.id)) AS commenters
FROM incidents i;

CREATE VIEW incidents_by_component AS
SELECT DISTINCT
  i.title,
  i.id,
  i.created_at,
  i.type,
  i.status,
  i.severity,
  e.component_id
FROM evidences e
JOIN hypotheses h ON h.id = e.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE e.component_id IS NOT NULL;

CREATE VIEW incidents_by_config AS
SELECT DISTINCT
  i.title,
  i.id,
  i.created_at,
  i.type,
  i.status,
  i.severity,
  e.config_id
FROM evidences e
JOIN hypotheses h ON h.id = e.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE e.config_id IS NOT NULL;
