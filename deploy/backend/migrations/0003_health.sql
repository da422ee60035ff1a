-- 0003 health checks and topology
-- Creates: topologies, components (+ generated properties_values), component_relationships,
-- team_components, canaries, checks (+ last_transition_time trigger), checks_unlogged,
-- check_statuses, check_component_relationships, check_config_relationships,
-- config_component_relationships.

CREATE TABLE topologies (
  id uuid NOT NULL DEFAULT generate_ulid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  name text NOT NULL,
  namespace text NOT NULL,
  labels jsonb,
  source source NOT NULL DEFAULT 'UI'::source,
  spec jsonb,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  schedule text,
  created_by uuid,
  deleted_at timestamptz,
  CONSTRAINT topologies_pkey PRIMARY KEY (id),
  CONSTRAINT topologies_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT topologies_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE components (
  id uuid NOT NULL DEFAULT generate_ulid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  topology_id uuid,
  external_id text NOT NULL,
  parent_id uuid,
  config_id uuid,
  name text NOT NULL,
  text text,
  topology_type text,
  namespace text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  silenced boolean NOT NULL DEFAULT false,
  is_pushed boolean NOT NULL DEFAULT false,
  status text NOT NULL,
  status_expr text,
  health_expr text,
  health text,
  description text,
  lifecycle text,
  tooltip text,
  status_reason text,
  schedule text,
  icon text,
  type text,
  owner text,
  selectors jsonb,
  log_selectors jsonb,
  component_checks jsonb,
  configs jsonb,
  properties jsonb,
  path text,
  summary jsonb,
  is_leaf boolean DEFAULT false,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  properties_values jsonb GENERATED ALWAYS AS (properties_to_values(properties)) STORED,
  CONSTRAINT components_pkey PRIMARY KEY (id),
  CONSTRAINT components_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT components_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id),
  CONSTRAINT components_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT components_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES components (id),
  CONSTRAINT components_topology_id_fkey FOREIGN KEY (topology_id) REFERENCES topologies (id)
);
CREATE INDEX components_topology_id_idx ON components (topology_id);
CREATE INDEX components_parent_id_idx ON components (parent_id);
CREATE INDEX components_name_idx ON components (name);
CREATE INDEX components_config_id_idx ON components (config_id);

CREATE TABLE component_relationships (
  component_id uuid NOT NULL,
  relationship_id uuid NOT NULL,
  selector_id text,
  relationship_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT component_relationships_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT component_relationships_relationship_id_fkey FOREIGN KEY (relationship_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT component_relationships_unique UNIQUE NULLS NOT DISTINCT (component_id, relationship_id, selector_id)
);
CREATE INDEX component_relationships_relationship_id_idx ON component_relationships (relationship_id);

CREATE TABLE team_components (
  team_id uuid NOT NULL,
  component_id uuid NOT NULL,
  role text,
  selector_id text,
  CONSTRAINT team_components_pkey PRIMARY KEY (team_id, component_id),
  CONSTRAINT team_components_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT team_components_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE
);
CREATE INDEX team_components_component_id_idx ON team_components (component_id);

CREATE TABLE canaries (
  id uuid NOT NULL DEFAULT generate_ulid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  name text NOT NULL,
  namespace text NOT NULL,
  labels jsonb,
  annotations jsonb,
  spec jsonb NOT NULL,
  source text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz DEFAULT now(),
  created_by uuid,
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT canaries_pkey PRIMARY KEY (id),
  CONSTRAINT canaries_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT canaries_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE INDEX canaries_name_idx ON canaries (name);

CREATE TABLE checks (
  id uuid NOT NULL DEFAULT generate_ulid(),
  canary_id uuid NOT NULL,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  icon text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  category text,
  is_pushed boolean NOT NULL DEFAULT false,
  transformed boolean,
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT checks_pkey PRIMARY KEY (id),
  CONSTRAINT checks_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT checks_canary_id_fkey FOREIGN KEY (canary_id) REFERENCES canaries (id) ON DELETE CASCADE
);
CREATE INDEX checks_canary_id_idx ON checks (canary_id);
CREATE INDEX checks_agent_id_idx ON checks (agent_id);
CREATE INDEX checks_name_idx ON checks (name);
CREATE INDEX checks_status_idx ON checks (status);

-- Fast-changing run bookkeeping kept apart from checks (as upstream does).
CREATE TABLE checks_unlogged (
  check_id uuid NOT NULL,
  canary_id uuid,
  last_runtime timestamptz,
  next_runtime timestamptz,
  CONSTRAINT checks_unlogged_pkey PRIMARY KEY (check_id),
  CONSTRAINT checks_unlogged_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id) ON DELETE CASCADE
);
CREATE INDEX checks_unlogged_canary_id_idx ON checks_unlogged (canary_id);

-- One row per execution. The primary key (check_id, time) also serves the history modal's
-- `check_id=eq.X&time=gt.T&order=time.desc` through a backward index scan, so no extra index.
CREATE TABLE check_statuses (
  check_id uuid NOT NULL,
  details jsonb,
  duration integer,
  error text,
  time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  invalid boolean,
  message text,
  status boolean,
  severity text,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT check_statuses_pkey PRIMARY KEY (check_id, time),
  CONSTRAINT check_statuses_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id) ON DELETE CASCADE
);

CREATE TABLE check_component_relationships (
  component_id uuid NOT NULL,
  check_id uuid NOT NULL,
  canary_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT check_component_relationships_canary_id_fkey FOREIGN KEY (canary_id) REFERENCES canaries (id) ON DELETE CASCADE,
  CONSTRAINT check_component_relationships_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id) ON DELETE CASCADE,
  CONSTRAINT check_component_relationships_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT check_component_relationships_unique UNIQUE NULLS NOT DISTINCT (component_id, check_id, canary_id, selector_id)
);
CREATE INDEX check_component_relationships_check_id_idx ON check_component_relationships (check_id);

CREATE TABLE check_config_relationships (
  config_id uuid NOT NULL,
  check_id uuid NOT NULL,
  canary_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT check_config_relationships_canary_id_fkey FOREIGN KEY (canary_id) REFERENCES canaries (id) ON DELETE CASCADE,
  CONSTRAINT check_config_relationships_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id) ON DELETE CASCADE,
  CONSTRAINT check_config_relationships_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT check_config_relationships_unique UNIQUE NULLS NOT DISTINCT (config_id, check_id, canary_id, selector_id)
);
CREATE INDEX check_config_relationships_check_id_idx ON check_config_relationships (check_id);

CREATE TABLE config_component_relationships (
  component_id uuid NOT NULL,
  config_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT config_component_relationships_component_id_config_id_key UNIQUE (component_id, config_id),
  CONSTRAINT config_component_relationships_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id) ON DELETE CASCADE,
  CONSTRAINT config_component_relationships_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE
);
CREATE INDEX config_component_relationships_config_id_idx ON config_component_relationships (config_id);

-- Status changes stamp last_transition_time (reference section 6). A first status on insert
-- counts as a transition too, unless the writer supplied the time itself.
CREATE FUNCTION checks_status_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IS NOT NULL AND NEW.last_transition_time IS NULL THEN
      NEW.last_transition_time := now();
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status
        AND NEW.last_transition_time IS NOT DISTINCT FROM OLD.last_transition_time THEN
    NEW.last_transition_time := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER checks_status_transition
  BEFORE INSERT OR UPDATE ON checks
  FOR EACH ROW EXECUTE FUNCTION checks_status_transition();
