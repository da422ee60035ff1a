-- 0015 seeding support
-- Creates: demo_seeds (one marker row per seeded data set, so seeding is idempotent) and
-- replaces push_event() so bulk loads can switch event pushes off for their own transaction with
-- SET LOCAL opsdeck.skip_events = 'on' (a custom setting: no superuser needed, unlike
-- session_replication_role). Normal writes are unaffected.

CREATE TABLE demo_seeds (
  scale text NOT NULL,
  seed integer NOT NULL,
  anchor timestamptz NOT NULL,
  counts jsonb,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT demo_seeds_pkey PRIMARY KEY (scale)
);

CREATE OR REPLACE FUNCTION push_event(p_name text, p_event_id uuid, p_properties jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO event_queue (name, event_id, properties)
  SELECT p_name, p_event_id, p_properties
  WHERE COALESCE(current_setting('opsdeck.skip_events', true), '') <> 'on'
$$;
