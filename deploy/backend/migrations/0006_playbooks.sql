-- 0006 playbooks
-- Creates: playbooks, playbook_runs, playbook_run_actions, playbook_approvals, artifacts.
-- Constraint names follow the reference, including the singular ones (playbook_run_*_fkey) and
-- playbook_run_agent_id_fkey, which exists on both playbook_runs and playbook_run_actions.

CREATE TABLE playbooks (
  id uuid NOT NULL DEFAULT generate_ulid(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  icon text,
  description text,
  spec jsonb NOT NULL,
  created_by uuid,
  source source NOT NULL,
  category text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT playbooks_pkey PRIMARY KEY (id),
  CONSTRAINT playbook_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX playbooks_namespace_name_category_unique_idx ON playbooks (namespace, name, category)
  WHERE deleted_at IS NULL;

CREATE TABLE playbook_runs (
  id uuid NOT NULL DEFAULT generate_ulid(),
  playbook_id uuid NOT NULL,
  spec jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  timeout bigint NOT NULL DEFAULT '1800000000000'::bigint,
  created_by uuid,
  notification_send_id uuid,
  check_id uuid,
  config_id uuid,
  component_id uuid,
  parameters jsonb,
  request jsonb,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  parent_id uuid,
  error text,
  CONSTRAINT playbook_runs_pkey PRIMARY KEY (id),
  CONSTRAINT playbook_run_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT playbook_run_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id),
  CONSTRAINT playbook_run_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id),
  CONSTRAINT playbook_run_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id),
  CONSTRAINT playbook_run_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT playbook_run_notification_send_id_fkey FOREIGN KEY (notification_send_id) REFERENCES notification_send_history (id),
  CONSTRAINT playbook_run_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES playbook_runs (id),
  CONSTRAINT playbook_run_playbook_id_fkey FOREIGN KEY (playbook_id) REFERENCES playbooks (id) ON DELETE CASCADE
);
CREATE INDEX playbook_runs_created_at_idx ON playbook_runs (created_at DESC);
CREATE INDEX playbook_runs_playbook_id_idx ON playbook_runs (playbook_id, created_at DESC);
CREATE INDEX playbook_runs_parent_id_idx ON playbook_runs (parent_id);
CREATE INDEX playbook_runs_status_idx ON playbook_runs (status);
CREATE INDEX playbook_runs_config_id_idx ON playbook_runs (config_id) WHERE config_id IS NOT NULL;
CREATE INDEX playbook_runs_component_id_idx ON playbook_runs (component_id) WHERE component_id IS NOT NULL;
CREATE INDEX playbook_runs_check_id_idx ON playbook_runs (check_id) WHERE check_id IS NOT NULL;

CREATE TABLE playbook_run_actions (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'running',
  retry_count integer,
  playbook_run_id uuid,
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  result jsonb,
  is_pushed boolean NOT NULL DEFAULT false,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  error text,
  CONSTRAINT playbook_run_actions_pkey PRIMARY KEY (id),
  CONSTRAINT playbook_run_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT playbook_run_playbook_run_id_fkey FOREIGN KEY (playbook_run_id) REFERENCES playbook_runs (id) ON DELETE CASCADE
);
CREATE INDEX playbook_run_actions_playbook_run_id_idx ON playbook_run_actions (playbook_run_id);

-- No primary key, as in the reference.
CREATE TABLE playbook_approvals (
  id uuid NOT NULL DEFAULT generate_ulid(),
  run_id uuid NOT NULL,
  person_id uuid,
  team_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT playbook_approval_person_approver_fkey FOREIGN KEY (person_id) REFERENCES people (id),
  CONSTRAINT playbook_approval_run_id_fkey FOREIGN KEY (run_id) REFERENCES playbook_runs (id),
  CONSTRAINT playbook_approval_team_approver_fkey FOREIGN KEY (team_id) REFERENCES teams (id)
);
CREATE INDEX playbook_approvals_run_id_idx ON playbook_approvals (run_id);

CREATE TABLE artifacts (
  id uuid NOT NULL DEFAULT generate_ulid(),
  check_id uuid,
  check_time timestamptz,
  playbook_run_action_id uuid,
  config_change_id uuid,
  scraper_id uuid,
  job_history_id uuid,
  connection_id uuid,
  path text NOT NULL,
  filename text NOT NULL,
  content_type text,
  size integer NOT NULL,
  checksum text NOT NULL,
  content bytea,
  compression_type text,
  is_pushed boolean NOT NULL DEFAULT false,
  is_data_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  expires_at timestamptz,
  CONSTRAINT artifacts_pkey PRIMARY KEY (id),
  CONSTRAINT artifacts_checks_fkey FOREIGN KEY (check_id) REFERENCES checks (id),
  CONSTRAINT artifacts_config_change_fkey FOREIGN KEY (config_change_id) REFERENCES config_changes (id) ON DELETE CASCADE,
  CONSTRAINT artifacts_job_history_fkey FOREIGN KEY (job_history_id) REFERENCES job_history (id) ON DELETE SET NULL,
  CONSTRAINT artifacts_playbook_run_action_fkey FOREIGN KEY (playbook_run_action_id) REFERENCES playbook_run_actions (id),
  CONSTRAINT artifacts_scraper_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id) ON DELETE CASCADE
);
CREATE INDEX artifacts_playbook_run_action_id_idx ON artifacts (playbook_run_action_id) WHERE playbook_run_action_id IS NOT NULL;
CREATE INDEX artifacts_config_change_id_idx ON artifacts (config_change_id) WHERE config_change_id IS NOT NULL;
CREATE INDEX artifacts_job_history_id_idx ON artifacts (job_history_id) WHERE job_history_id IS NOT NULL;
CREATE INDEX artifacts_check_id_idx ON artifacts (check_id) WHERE check_id IS NOT NULL;
CREATE INDEX artifacts_created_at_idx ON artifacts (created_at DESC);
