-- 0001 foundation
-- Creates: generate_ulid(), format_incident_id(), properties_to_values(), the `source` enum,
-- severities, people, teams, team_members, agents, access_tokens, casbin_rule (+ casbin_rule_id_seq),
-- properties. Seeds the invariants: System person (nil uuid, no email), `local` agent (nil uuid),
-- the five severities.
-- Circular FKs (people.team_id -> teams, teams.created_by -> people) are added after both tables.

-- A uuid whose first 48 bits are the Unix time in milliseconds, so ids sort by creation time.
-- The remaining 80 bits come from gen_random_uuid() (core since PostgreSQL 13, no extension).
CREATE FUNCTION generate_ulid() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT (lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0')
          || substr(replace(gen_random_uuid()::text, '-', ''), 13))::uuid
$$;

-- Human incident ids: 1 -> 'INC0000001'.
CREATE FUNCTION format_incident_id(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'INC' || lpad(n::text, 7, '0')
$$;

-- properties columns hold a JSON array of {name, value|text, ...}; properties_values maps
-- name -> value so filters like properties_values->>'cpu' work. Objects pass through unchanged.
CREATE FUNCTION properties_to_values(props jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(props)
    WHEN 'object' THEN props
    WHEN 'array' THEN (
      SELECT jsonb_object_agg(p->>'name', COALESCE(p->'value', p->'text'))
      FROM jsonb_array_elements(props) AS p
      WHERE jsonb_typeof(p) = 'object' AND p->>'name' IS NOT NULL AND (p ? 'value' OR p ? 'text'))
    ELSE NULL
  END
$$;

CREATE TYPE source AS ENUM (
  'KubernetesCRD', 'ConfigFile', 'UI', 'Topology', 'Push', 'CRDSync', 'ApplicationCRD', 'System'
);

CREATE TABLE severities (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  icon text,
  aliases text[]
);

INSERT INTO severities (id, name, icon, aliases) VALUES
  (1, 'Critical', 'error', ARRAY['P1', 'critical']),
  (2, 'Blocker', 'blocker', ARRAY['blocker']),
  (3, 'High', 'warning', ARRAY['P2', 'high']),
  (4, 'Medium', 'info', ARRAY['P3', 'medium']),
  (5, 'Low', 'info', ARRAY['P4', 'low']);

CREATE TABLE people (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  avatar text,
  type text,
  team_id uuid,
  organization text,
  title text,
  email text,
  phone text,
  properties jsonb,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  last_login timestamptz,
  CONSTRAINT people_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX people_email_unique_idx ON people (email) WHERE deleted_at IS NULL;
CREATE INDEX people_name_idx ON people (name);

CREATE TABLE teams (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT teams_pkey PRIMARY KEY (id),
  CONSTRAINT teams_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX teams_name_unique_idx ON teams (name) WHERE deleted_at IS NULL;

ALTER TABLE people
  ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id);

CREATE TABLE team_members (
  team_id uuid NOT NULL,
  person_id uuid NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  CONSTRAINT team_members_pkey PRIMARY KEY (team_id, person_id),
  CONSTRAINT team_members_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id) ON DELETE CASCADE,
  CONSTRAINT team_members_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE
);
CREATE INDEX team_members_person_id_idx ON team_members (person_id);

CREATE TABLE agents (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  hostname text,
  description text,
  ip text,
  version text,
  username text,
  person_id uuid,
  properties jsonb,
  tls text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cleanup boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  last_seen timestamptz,
  last_received timestamptz,
  CONSTRAINT agents_pkey PRIMARY KEY (id),
  CONSTRAINT agents_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX agents_name_unique_idx ON agents (name) WHERE deleted_at IS NULL;

-- API / agent tokens. `value` stores a hash of the token, never the token itself.
CREATE TABLE access_tokens (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  value text NOT NULL,
  person_id uuid NOT NULL,
  created_by uuid,
  scope jsonb,
  auto_renew boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  CONSTRAINT access_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT access_tokens_person_fkey FOREIGN KEY (person_id) REFERENCES people (id) ON DELETE CASCADE,
  CONSTRAINT access_tokens_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX access_tokens_value_idx ON access_tokens (value);
CREATE INDEX access_tokens_person_id_idx ON access_tokens (person_id);

-- Casbin policy storage: ptype 'p' = permission, 'g' = role grant (v0 = person id, v1 = role).
-- people_roles (0012) reads role grants from here; there is no separate person_roles table.
CREATE SEQUENCE casbin_rule_id_seq;
CREATE TABLE casbin_rule (
  id bigint NOT NULL DEFAULT nextval('casbin_rule_id_seq'::regclass),
  ptype varchar(100) NOT NULL,
  v0 varchar(100) NOT NULL,
  v1 varchar(100) NOT NULL,
  v2 varchar(100),
  v3 varchar(100),
  v4 varchar(100),
  v5 varchar(100),
  CONSTRAINT casbin_rule_pkey PRIMARY KEY (id)
);
ALTER SEQUENCE casbin_rule_id_seq OWNED BY casbin_rule.id;
CREATE UNIQUE INDEX casbin_rule_unique_idx ON casbin_rule (
  ptype, v0, v1, COALESCE(v2, ''), COALESCE(v3, ''), COALESCE(v4, ''), COALESCE(v5, '')
);

CREATE TABLE properties (
  name text NOT NULL,
  value text NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT properties_pkey PRIMARY KEY (name),
  CONSTRAINT properties_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

-- Seed invariants (reference section 6).
INSERT INTO people (id, name, type) VALUES ('00000000-0000-0000-0000-000000000000', 'System', 'system');
INSERT INTO agents (id, name, description) VALUES
  ('00000000-0000-0000-0000-000000000000', 'local', 'Resources of this instance');
