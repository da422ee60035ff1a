-- 0985 live updates: the changes the console's event stream (GET /events) carries.
-- Triggers on the tables the console shows live write one row per changed row into
-- opsdeck_events.events, in the writer's transaction, and wake the readers with NOTIFY. Every
-- backend process LISTENs and reads the rows it has not seen, so a change made through any
-- process reaches the streams of all of them. Rows hold ids and a status only, never row data:
-- each stream filters them by its reader's permissions (src/events/filter.ts).
--
-- Order: `tx` is the writing transaction. Readers take only rows whose transaction is older than
-- every transaction still running (pg_snapshot_xmin) and walk them in (tx, id) order, so a row
-- committed late with a small id is never skipped.
-- Bulk loads that set opsdeck.skip_events = 'on' (demo seeds) record nothing, as push_event().
-- Not exposed through the API (own schema). Rows are pruned by a leased job (src/events/prune.ts).
CREATE SCHEMA opsdeck_events;

CREATE TABLE opsdeck_events.events (
  id bigserial PRIMARY KEY,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  kind text NOT NULL,
  op text NOT NULL,
  relation text NOT NULL,
  row_id text,
  scope jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_tx_id_idx ON opsdeck_events.events (tx, id);
CREATE INDEX events_created_at_idx ON opsdeck_events.events (created_at);

INSERT INTO opsdeck_runner.leases (name, next_at, last_at) VALUES ('live-events-prune', now(), now())
ON CONFLICT (name) DO NOTHING;

-- One function for every watched table: the kind, the row's id and the ids that scope it
-- (what permission rows about one canary, playbook, config item or component refer to).
CREATE FUNCTION opsdeck_events.record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  kind text;
  row_id text;
  scope jsonb;
BEGIN
  IF COALESCE(current_setting('opsdeck.skip_events', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'check_statuses' THEN
      kind := 'check.status';
      row_id := r.check_id::text;
      scope := jsonb_build_object('check_id', r.check_id::text, 'status', CASE WHEN r.status THEN 'healthy' ELSE 'unhealthy' END)
        || COALESCE((SELECT jsonb_build_object('canary_id', c.canary_id::text) FROM checks c WHERE c.id = r.check_id), '{}'::jsonb);
    WHEN 'incidents' THEN
      kind := 'incident';
      row_id := r.id::text;
      scope := jsonb_build_object('incident_id', r.id::text, 'status', r.status);
    WHEN 'comments' THEN
      kind := 'comment';
      row_id := r.id::text;
      scope := jsonb_build_object('incident_id', r.incident_id::text);
    WHEN 'evidences' THEN
      kind := 'evidence';
      row_id := r.id::text;
      scope := jsonb_strip_nulls(jsonb_build_object(
        'incident_id', (SELECT h.incident_id::text FROM hypotheses h WHERE h.id = r.hypothesis_id),
        'config_id', r.config_id::text, 'component_id', r.component_id::text, 'check_id', r.check_id::text));
    WHEN 'playbook_runs' THEN
      kind := 'playbook.run';
      row_id := r.id::text;
      scope := jsonb_build_object('run_id', r.id::text, 'playbook_id', r.playbook_id::text, 'status', r.status);
    WHEN 'playbook_run_actions' THEN
      kind := 'playbook.action';
      row_id := r.id::text;
      scope := jsonb_strip_nulls(jsonb_build_object(
        'run_id', r.playbook_run_id::text, 'status', r.status,
        'playbook_id', (SELECT pr.playbook_id::text FROM playbook_runs pr WHERE pr.id = r.playbook_run_id)));
    WHEN 'notification_send_history' THEN
      kind := 'notification.sent';
      row_id := r.id::text;
      scope := jsonb_strip_nulls(jsonb_build_object('notification_id', r.notification_id::text, 'status', r.status));
    WHEN 'job_history' THEN
      kind := 'job';
      row_id := r.id::text;
      scope := jsonb_strip_nulls(jsonb_build_object('name', r.name, 'status', r.status,
        'resource_type', r.resource_type, 'resource_id', r.resource_id));
    ELSE
      RETURN NULL;
  END CASE;
  INSERT INTO opsdeck_events.events (kind, op, relation, row_id, scope)
  VALUES (kind, TG_OP, TG_TABLE_NAME, row_id, scope);
  -- Identical notifications of one transaction are folded into one.
  PERFORM pg_notify('opsdeck_events', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON check_statuses
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON evidences
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON playbook_runs
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON playbook_run_actions
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON notification_send_history
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();
CREATE TRIGGER opsdeck_live_events AFTER INSERT OR UPDATE OR DELETE ON job_history
  FOR EACH ROW EXECUTE FUNCTION opsdeck_events.record_change();

-- Sign-out, revoked sessions and tokens, role and permission changes: every process re-checks
-- who its streams belong to at once (a stream whose credentials no longer sign in is closed).
CREATE FUNCTION opsdeck_events.access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('opsdeck_events_access', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER opsdeck_live_access AFTER UPDATE OF active, expires_at OR DELETE ON kratos.sessions
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_events.access_changed();
CREATE TRIGGER opsdeck_live_access AFTER UPDATE OR DELETE ON access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_events.access_changed();
CREATE TRIGGER opsdeck_live_access AFTER INSERT OR UPDATE OR DELETE ON casbin_rule
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_events.access_changed();
CREATE TRIGGER opsdeck_live_access AFTER INSERT OR UPDATE OR DELETE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_events.access_changed();
CREATE TRIGGER opsdeck_live_access AFTER UPDATE OF state OR DELETE ON identities
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_events.access_changed();
