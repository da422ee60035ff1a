-- 0005 incidents
-- Creates: incident_id_sequence, incidents, incident_relationships, responders, hypotheses,
-- comments, comment_responders, evidences, incident_histories.

CREATE SEQUENCE incident_id_sequence;

CREATE TABLE incidents (
  id uuid NOT NULL DEFAULT generate_ulid(),
  incident_id varchar(10) NOT NULL DEFAULT format_incident_id(nextval('incident_id_sequence'::regclass)),
  incident_rule_id uuid,
  title text NOT NULL,
  created_by uuid NOT NULL,
  commander_id uuid,
  communicator_id uuid,
  severity text NOT NULL,
  description text NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT incidents_pkey PRIMARY KEY (id),
  CONSTRAINT incidents_incident_id_key UNIQUE (incident_id),
  CONSTRAINT incidents_commander_id_fkey FOREIGN KEY (commander_id) REFERENCES people (id),
  CONSTRAINT incidents_communicator_id_fkey FOREIGN KEY (communicator_id) REFERENCES people (id),
  CONSTRAINT incidents_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT incidents_incident_rule_id_fkey FOREIGN KEY (incident_rule_id) REFERENCES incident_rules (id)
);
ALTER SEQUENCE incident_id_sequence OWNED BY incidents.incident_id;
CREATE INDEX incidents_created_at_idx ON incidents (created_at DESC);
CREATE INDEX incidents_status_idx ON incidents (status);

CREATE TABLE incident_relationships (
  id uuid NOT NULL DEFAULT generate_ulid(),
  incident_id uuid NOT NULL,
  related_id uuid NOT NULL,
  relationship text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT incident_relationships_pkey PRIMARY KEY (id),
  CONSTRAINT incident_relationships_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id) ON DELETE CASCADE,
  CONSTRAINT incident_relationships_related_id_fkey FOREIGN KEY (related_id) REFERENCES incidents (id) ON DELETE CASCADE
);

CREATE TABLE responders (
  id uuid NOT NULL DEFAULT generate_ulid(),
  incident_id uuid NOT NULL,
  type text NOT NULL,
  index smallint,
  person_id uuid,
  team_id uuid,
  external_id text,
  properties jsonb,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT responders_pkey PRIMARY KEY (id),
  CONSTRAINT responders_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT responders_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id),
  CONSTRAINT responders_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id),
  CONSTRAINT responders_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id)
);
CREATE INDEX responders_incident_id_idx ON responders (incident_id);

CREATE TABLE hypotheses (
  id uuid NOT NULL DEFAULT generate_ulid(),
  created_by uuid NOT NULL,
  incident_id uuid NOT NULL,
  parent_id uuid,
  owner uuid,
  team_id uuid,
  type text NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hypotheses_pkey PRIMARY KEY (id),
  CONSTRAINT hypotheses_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT hypotheses_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id),
  CONSTRAINT hypotheses_owner_fkey FOREIGN KEY (owner) REFERENCES responders (id),
  CONSTRAINT hypotheses_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES hypotheses (id),
  CONSTRAINT hypotheses_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id)
);
CREATE INDEX hypotheses_incident_id_idx ON hypotheses (incident_id);
CREATE INDEX hypotheses_parent_id_idx ON hypotheses (parent_id);

CREATE TABLE comments (
  id uuid NOT NULL DEFAULT generate_ulid(),
  created_by uuid NOT NULL,
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  incident_id uuid NOT NULL,
  responder_id uuid,
  hypothesis_id uuid,
  read smallint[],
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT comments_pkey PRIMARY KEY (id),
  CONSTRAINT comments_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT comments_hypothesis_id_fkey FOREIGN KEY (hypothesis_id) REFERENCES hypotheses (id),
  CONSTRAINT comments_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id),
  CONSTRAINT comments_responder_id_fkey FOREIGN KEY (responder_id) REFERENCES responders (id)
);
CREATE INDEX comments_incident_id_idx ON comments (incident_id);
CREATE INDEX comments_hypothesis_id_idx ON comments (hypothesis_id);

CREATE TABLE comment_responders (
  comment_id uuid NOT NULL,
  responder_id uuid NOT NULL,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT comment_responders_pkey PRIMARY KEY (comment_id, responder_id),
  CONSTRAINT comment_responders_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comments (id) ON DELETE CASCADE,
  CONSTRAINT comment_responders_responder_id_fkey FOREIGN KEY (responder_id) REFERENCES responders (id) ON DELETE CASCADE
);

CREATE TABLE evidences (
  id uuid NOT NULL DEFAULT generate_ulid(),
  description text NOT NULL,
  hypothesis_id uuid NOT NULL,
  config_id uuid,
  config_change_id uuid,
  config_analysis_id uuid,
  component_id uuid,
  check_id uuid,
  definition_of_done boolean DEFAULT false,
  done boolean,
  factor boolean,
  mitigator boolean,
  created_by uuid NOT NULL,
  type text NOT NULL,
  evidence jsonb,
  properties jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  script text,
  script_result text,
  CONSTRAINT evidences_pkey PRIMARY KEY (id),
  CONSTRAINT evidences_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks (id),
  CONSTRAINT evidences_component_id_fkey FOREIGN KEY (component_id) REFERENCES components (id),
  CONSTRAINT evidences_config_analysis_id_fkey FOREIGN KEY (config_analysis_id) REFERENCES config_analysis (id),
  CONSTRAINT evidences_config_change_id_fkey FOREIGN KEY (config_change_id) REFERENCES config_changes (id),
  CONSTRAINT evidences_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id),
  CONSTRAINT evidences_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT evidences_hypothesis_id_fkey FOREIGN KEY (hypothesis_id) REFERENCES hypotheses (id)
);
CREATE INDEX evidences_hypothesis_id_idx ON evidences (hypothesis_id);
CREATE INDEX evidences_component_id_idx ON evidences (component_id) WHERE component_id IS NOT NULL;
CREATE INDEX evidences_config_id_idx ON evidences (config_id) WHERE config_id IS NOT NULL;
CREATE INDEX evidences_check_id_idx ON evidences (check_id) WHERE check_id IS NOT NULL;

CREATE TABLE incident_histories (
  id uuid NOT NULL DEFAULT generate_ulid(),
  incident_id uuid NOT NULL,
  created_by uuid NOT NULL,
  type text,
  description text,
  hypothesis_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  responder_id uuid,
  evidence_id uuid,
  comment_id uuid,
  CONSTRAINT incident_histories_pkey PRIMARY KEY (id),
  CONSTRAINT incident_histories_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comments (id),
  CONSTRAINT incident_histories_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id),
  CONSTRAINT incident_histories_evidence_id_fkey FOREIGN KEY (evidence_id) REFERENCES evidences (id),
  CONSTRAINT incident_histories_hypothesis_id_fkey FOREIGN KEY (hypothesis_id) REFERENCES hypotheses (id),
  CONSTRAINT incident_histories_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id),
  CONSTRAINT incident_histories_responder_id_fkey FOREIGN KEY (responder_id) REFERENCES responders (id)
);
CREATE INDEX incident_histories_incident_id_idx ON incident_histories (incident_id, created_at DESC);
