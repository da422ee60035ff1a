-- 0004 operations
-- Creates: job_history, event_queue, connections, logging_backends, incident_rules,
-- notifications, notification_silences, notification_send_history.

CREATE TABLE job_history (
  id uuid NOT NULL DEFAULT generate_ulid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  name text,
  success_count integer,
  error_count integer,
  details jsonb,
  hostname text,
  duration_millis integer,
  resource_type text,
  resource_id text,
  status text,
  time_start timestamptz,
  time_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT job_history_pkey PRIMARY KEY (id)
);
-- Latest run per resource (the *_with_status views) and the paged, newest-first jobs list.
CREATE INDEX job_history_resource_id_created_at_idx ON job_history (resource_id, created_at DESC);
CREATE INDEX job_history_created_at_idx ON job_history (created_at DESC);
CREATE INDEX job_history_name_idx ON job_history (name);

-- Outbox of internal events (notification sends, check/incident/config events).
CREATE TABLE event_queue (
  id uuid NOT NULL DEFAULT generate_ulid(),
  event_id uuid,
  name text NOT NULL,
  properties jsonb,
  error text,
  delay bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt timestamptz,
  attempts integer DEFAULT 0,
  priority integer NOT NULL DEFAULT 100,
  CONSTRAINT event_queue_pkey PRIMARY KEY (id)
);
CREATE INDEX event_queue_name_event_id_idx ON event_queue (name, event_id);
CREATE INDEX event_queue_notification_id_idx ON event_queue ((properties->>'notification_id')) WHERE name = 'notification.send';

CREATE TABLE connections (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  source source,
  username text,
  password text,
  certificate text,
  properties jsonb,
  insecure_tls boolean DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT connections_pkey PRIMARY KEY (id),
  CONSTRAINT connections_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX connections_name_namespace_unique_idx ON connections (name, namespace) WHERE deleted_at IS NULL;

CREATE TABLE logging_backends (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  labels jsonb,
  spec jsonb NOT NULL,
  source source,
  agent_id uuid,
  created_at timestamptz DEFAULT now(),
  created_by uuid,
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT logging_backends_pkey PRIMARY KEY (id),
  CONSTRAINT logging_backends_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT logging_backends_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE incident_rules (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  spec jsonb,
  source text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT incident_rules_pkey PRIMARY KEY (id),
  CONSTRAINT incident_rules_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE notifications (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL DEFAULT generate_ulid(),
  namespace text,
  events text[] NOT NULL,
  error text,
  error_at timestamptz,
  title text,
  template text,
  filter text,
  properties jsonb,
  playbook_id uuid,
  person_id uuid,
  team_id uuid,
  repeat_interval text,
  inhibitions jsonb,
  wait_for bigint,
  wait_for_eval_period bigint,
  group_by text[],
  group_by_interval bigint,
  watchdog_schedule text,
  custom_services jsonb,
  fallback_delay bigint,
  fallback_custom_services jsonb,
  fallback_playbook_id uuid,
  fallback_person_id uuid,
  fallback_team_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  source source,
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT notifications_pkey PRIMARY KEY (id),
  CONSTRAINT notification_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT notification_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id) ON DELETE CASCADE,
  CONSTRAINT notification_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE
);

CREATE TABLE notification_silences (
  id uuid NOT NULL DEFAULT generate_ulid(),
  namespace text,
  name text NOT NULL DEFAULT generate_ulid(),
  description text,
  filter text,
  selectors jsonb,
  error text,
  "from" timestamptz,
  until timestamptz,
  recursive boolean,
  config_id uuid,
  check_id uuid,
  canary_id uuid,
  component_id uuid,
  source source,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT notification_silences_pkey PRIMARY KEY (id),
  CONSTRAINT notification_silence_canary_id_fkey FOREIGN KEY (canary_id) REFERENCES canaries (id) ON DELETE CASCADE,
  CONSTRAINT notification_silence_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id) ON DELETE CASCADE,
  CONSTRAINT notification_silence_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT notification_silence_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT notification_silence_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE INDEX notification_silences_created_at_idx ON notification_silences (created_at DESC);

-- Constraint names follow the reference (notification_id_fkey, parent_id_fkey, ...).
CREATE TABLE notification_send_history (
  id uuid NOT NULL DEFAULT generate_ulid(),
  notification_id uuid NOT NULL,
  body text,
  body_payload jsonb,
  status text,
  not_before timestamptz,
  retries integer,
  payload jsonb,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz NOT NULL DEFAULT now(),
  source_event text NOT NULL,
  resource_id uuid NOT NULL,
  resource_health text,
  resource_status text,
  resource_health_description text,
  person_id uuid,
  team_id uuid,
  connection_id uuid,
  silenced_by uuid,
  playbook_run_id uuid,
  error text,
  duration_millis integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  group_id uuid,
  parent_id uuid,
  CONSTRAINT notification_send_history_pkey PRIMARY KEY (id),
  CONSTRAINT notification_id_fkey FOREIGN KEY (notification_id) REFERENCES notifications (id) ON DELETE CASCADE,
  CONSTRAINT notification_recipient_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id),
  CONSTRAINT parent_id_fkey FOREIGN KEY (parent_id) REFERENCES notification_send_history (id)
);
CREATE INDEX notification_send_history_created_at_idx ON notification_send_history (created_at DESC);
CREATE INDEX notification_send_history_notification_id_idx ON notification_send_history (notification_id, created_at DESC);
CREATE INDEX notification_send_history_resource_id_idx ON notification_send_history (resource_id);
