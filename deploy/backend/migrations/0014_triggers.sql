-- 0014 triggers with visible side effects (reference section 6)
-- Creates:
--   * event_queue pushes: check status changes (check.passed / check.failed), config item and
--     component health changes (config.<health> / component.<health>), incidents created and
--     status changes (incident.created / incident.status.<status>), responders added
--     (incident.responder.added), comments added (incident.comment.added), playbook approvals
--     (playbook.approval.inserted). Only cheap row-level work on low-volume writes: bulk inserts
--     of configs, changes and statuses push nothing.
--   * config_items parent_id -> config_relationships 'hard' edges (parent -> child), maintained by
--     statement-level triggers with transition tables so bulk inserts stay set-based.
--   * agents soft delete: expires the agent's tokens; with cleanup=true soft-deletes what it owns.

CREATE FUNCTION push_event(p_name text, p_event_id uuid, p_properties jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO event_queue (name, event_id, properties) VALUES (p_name, p_event_id, p_properties)
$$;

CREATE FUNCTION checks_status_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('healthy', 'unhealthy') THEN
    PERFORM push_event(
      CASE NEW.status WHEN 'healthy' THEN 'check.passed' ELSE 'check.failed' END,
      NEW.id,
      jsonb_build_object('id', NEW.id, 'last_runtime', NEW.last_runtime));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER checks_status_event AFTER UPDATE OF status ON checks
  FOR EACH ROW EXECUTE FUNCTION checks_status_event();

CREATE FUNCTION health_change_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.health IS DISTINCT FROM OLD.health AND NEW.health IS NOT NULL AND NEW.deleted_at IS NULL THEN
    PERFORM push_event(TG_ARGV[0] || '.' || NEW.health, NEW.id,
      jsonb_build_object('id', NEW.id, 'health', NEW.health, 'previous_health', OLD.health));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER config_items_health_event AFTER UPDATE OF health ON config_items
  FOR EACH ROW EXECUTE FUNCTION health_change_event('config');
CREATE TRIGGER components_health_event AFTER UPDATE OF health ON components
  FOR EACH ROW EXECUTE FUNCTION health_change_event('component');

CREATE FUNCTION incidents_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM push_event('incident.created', NEW.id, jsonb_build_object('id', NEW.id));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM push_event('incident.status.' || NEW.status, NEW.id,
      jsonb_build_object('id', NEW.id, 'status', NEW.status, 'previous_status', OLD.status));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER incidents_event AFTER INSERT OR UPDATE OF status ON incidents
  FOR EACH ROW EXECUTE FUNCTION incidents_event();

CREATE FUNCTION incident_child_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM push_event(TG_ARGV[0], NEW.id, jsonb_build_object('id', NEW.id, 'incident_id', NEW.incident_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER responders_event AFTER INSERT ON responders
  FOR EACH ROW EXECUTE FUNCTION incident_child_event('incident.responder.added');
CREATE TRIGGER comments_event AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION incident_child_event('incident.comment.added');

CREATE FUNCTION playbook_approvals_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM push_event('playbook.approval.inserted', NEW.id,
    jsonb_build_object('id', NEW.id, 'run_id', NEW.run_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER playbook_approvals_event AFTER INSERT ON playbook_approvals
  FOR EACH ROW EXECUTE FUNCTION playbook_approvals_event();

-- Hard parent -> child edges follow config_items.parent_id.
CREATE FUNCTION config_items_hard_edges_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO config_relationships (config_id, related_id, relation)
  SELECT n.parent_id, n.id, 'hard' FROM new_rows n WHERE n.parent_id IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER config_items_hard_edges_insert AFTER INSERT ON config_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION config_items_hard_edges_insert();

CREATE FUNCTION config_items_hard_edges_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM config_relationships r
  USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE o.parent_id IS DISTINCT FROM n.parent_id
    AND r.config_id = o.parent_id AND r.related_id = o.id AND r.relation = 'hard' AND r.scraper_id IS NULL;
  INSERT INTO config_relationships (config_id, related_id, relation)
  SELECT n.parent_id, n.id, 'hard'
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.parent_id IS NOT NULL AND n.parent_id IS DISTINCT FROM o.parent_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER config_items_hard_edges_update AFTER UPDATE ON config_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION config_items_hard_edges_update();

CREATE FUNCTION agents_soft_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    IF NEW.person_id IS NOT NULL THEN
      UPDATE access_tokens SET expires_at = now()
      WHERE person_id = NEW.person_id AND (expires_at IS NULL OR expires_at > now());
    END IF;
    IF NEW.cleanup THEN
      UPDATE canaries SET deleted_at = NEW.deleted_at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE checks SET deleted_at = NEW.deleted_at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE components SET deleted_at = NEW.deleted_at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE topologies SET deleted_at = NEW.deleted_at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_scrapers SET deleted_at = NEW.deleted_at WHERE agent_id = NEW.id AND deleted_at IS NULL;
      UPDATE config_items SET deleted_at = NEW.deleted_at, delete_reason = 'agent deleted'
      WHERE agent_id = NEW.id AND deleted_at IS NULL;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER agents_soft_delete AFTER UPDATE OF deleted_at ON agents
  FOR EACH ROW EXECUTE FUNCTION agents_soft_delete();
