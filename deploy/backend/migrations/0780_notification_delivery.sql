-- 0780 notification delivery (src/notifications/dispatcher.ts).
--   * playbook runs that fail push playbook.failed into event_queue, next to the check, health
--     and incident events of 0014.
--   * event_queue claims: the dispatcher picks rows by name and attempt state, several processes
--     at once (FOR UPDATE SKIP LOCKED), so the lookup is indexed.
--   * notification_send_history: the history page filters by status and pages by time.
--   * notifications_summary gains `properties` (a rule is turned off with properties.disabled),
--     `silenced` and `last_sent_at`, appended after the reference's columns.
--   * notification_webhook_sink: what the demo's local webhook sink received (not exposed under /db).

CREATE FUNCTION playbook_runs_failed_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'failed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
    PERFORM push_event('playbook.failed', NEW.id,
      jsonb_build_object('id', NEW.id, 'playbook_id', NEW.playbook_id, 'error', NEW.error));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER playbook_runs_failed_event AFTER INSERT OR UPDATE OF status ON playbook_runs
  FOR EACH ROW EXECUTE FUNCTION playbook_runs_failed_event();

CREATE INDEX event_queue_claim_idx ON event_queue (name, priority, created_at) WHERE attempts < 4;
CREATE INDEX notification_send_history_status_created_at_idx ON notification_send_history (status, created_at DESC);

CREATE OR REPLACE VIEW notifications_summary AS
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
  s.last_failed_at,
  n.properties,
  COALESCE(s.silenced, 0) AS silenced,
  s.last_sent_at
FROM notifications n
LEFT JOIN LATERAL (
  SELECT
    avg(h.duration_millis) AS avg_duration_ms,
    count(*) FILTER (WHERE h.status = 'error') AS failed,
    count(*) FILTER (WHERE h.status = 'sent') AS sent,
    mode() WITHIN GROUP (ORDER BY h.error) AS most_common_error,
    max(h.created_at) FILTER (WHERE h.status = 'error') AS last_failed_at,
    count(*) FILTER (WHERE h.status = 'silenced') AS silenced,
    max(h.created_at) FILTER (WHERE h.status = 'sent') AS last_sent_at
  FROM notification_send_history h
  WHERE h.notification_id = n.id AND h.source_event IS DISTINCT FROM 'watchdog'
) AS s ON true
WHERE n.deleted_at IS NULL;

CREATE TABLE notification_webhook_sink (
  id uuid NOT NULL DEFAULT generate_ulid(),
  received_at timestamptz NOT NULL DEFAULT now(),
  method text NOT NULL,
  content_type text,
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  body text NOT NULL,
  CONSTRAINT notification_webhook_sink_pkey PRIMARY KEY (id)
);
CREATE INDEX notification_webhook_sink_received_at_idx ON notification_webhook_sink (received_at DESC);
