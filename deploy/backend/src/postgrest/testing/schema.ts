/**
 * A small self-contained schema for the engine's own tests, created in its own PostgreSQL schema
 * next to the migrated reference schema. It has what the dialect needs: several foreign keys
 * between the same tables (hints), a self reference, a junction table, renaming views, a view over
 * a view, a UNION view, arrays, json and jsonb, and functions of every return shape.
 */
export const ENGINE_SCHEMA = 'enginetest';

export const PEOPLE = {
  ada: '00000000-0000-4000-8000-000000000001',
  bob: '00000000-0000-4000-8000-000000000002',
  cy: '00000000-0000-4000-8000-000000000003',
} as const;
export const TEAMS = { core: '00000000-0000-4000-8000-0000000000a1', ops: '00000000-0000-4000-8000-0000000000a2' } as const;
export const PROJECTS = {
  apollo: '00000000-0000-4000-8000-0000000000b1',
  gemini: '00000000-0000-4000-8000-0000000000b2',
  mercury: '00000000-0000-4000-8000-0000000000b3',
} as const;
export const TASKS = {
  t1: '00000000-0000-4000-8000-0000000000c1',
  t2: '00000000-0000-4000-8000-0000000000c2',
  t3: '00000000-0000-4000-8000-0000000000c3',
  t4: '00000000-0000-4000-8000-0000000000c4',
} as const;

const S = ENGINE_SCHEMA;

export const ENGINE_SCHEMA_SQL = `
DROP SCHEMA IF EXISTS ${S} CASCADE;
CREATE SCHEMA ${S};
CREATE TYPE ${S}.mood AS ENUM ('happy', 'sad');

CREATE TABLE ${S}.people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text UNIQUE,
  avatar text,
  mood ${S}.mood,
  deleted_at timestamptz
);
CREATE TABLE ${S}.teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_by uuid NOT NULL CONSTRAINT teams_created_by_fkey REFERENCES ${S}.people(id)
);
CREATE TABLE ${S}.projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name <> ''),
  code varchar(6),
  owner_id uuid CONSTRAINT projects_owner_id_fkey REFERENCES ${S}.people(id),
  reviewer_id uuid CONSTRAINT projects_reviewer_id_fkey REFERENCES ${S}.people(id),
  team_id uuid CONSTRAINT projects_team_id_fkey REFERENCES ${S}.teams(id),
  tags text[],
  labels jsonb,
  settings json,
  score numeric(8,2),
  budget bigint,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT '2026-01-01T00:00:00Z',
  deleted_at timestamptz
);
CREATE TABLE ${S}.tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL CONSTRAINT tasks_project_id_fkey REFERENCES ${S}.projects(id) ON DELETE CASCADE,
  parent_id uuid CONSTRAINT tasks_parent_id_fkey REFERENCES ${S}.tasks(id),
  assignee_id uuid CONSTRAINT tasks_assignee_id_fkey REFERENCES ${S}.people(id),
  title text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  priority int,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ${S}.task_links (
  task_id uuid NOT NULL CONSTRAINT task_links_task_id_fkey REFERENCES ${S}.tasks(id) ON DELETE CASCADE,
  related_id uuid NOT NULL CONSTRAINT task_links_related_id_fkey REFERENCES ${S}.tasks(id) ON DELETE CASCADE,
  relation text
);
CREATE TABLE ${S}.project_members (
  project_id uuid NOT NULL CONSTRAINT project_members_project_id_fkey REFERENCES ${S}.projects(id) ON DELETE CASCADE,
  person_id uuid NOT NULL CONSTRAINT project_members_person_id_fkey REFERENCES ${S}.people(id),
  role text,
  PRIMARY KEY (project_id, person_id)
);
CREATE TABLE ${S}.project_settings (
  project_id uuid PRIMARY KEY CONSTRAINT project_settings_project_id_fkey REFERENCES ${S}.projects(id) ON DELETE CASCADE,
  theme text
);
CREATE TABLE ${S}.canary (id int PRIMARY KEY, note text);

-- Renames every column: lineage must follow the definition, not the names.
CREATE VIEW ${S}.project_list AS
  SELECT p.id AS project_key, p.name AS title, p.owner_id AS manager, upper(p.name) AS shout,
         t.name AS team_name, p.created_at, p.deleted_at
  FROM ${S}.projects p LEFT JOIN ${S}.teams t ON t.id = p.team_id;
CREATE VIEW ${S}.live_projects AS SELECT * FROM ${S}.project_list WHERE deleted_at IS NULL;
CREATE VIEW ${S}.person_names AS SELECT id AS person, name FROM ${S}.people WHERE deleted_at IS NULL;
CREATE VIEW ${S}.task_rows AS SELECT t.id, t.id AS task_ref, t.project_id, t.title, t.status FROM ${S}.tasks t;
CREATE VIEW ${S}.everyone AS SELECT id, name FROM ${S}.people UNION SELECT id, name FROM ${S}.teams;
CREATE VIEW ${S}.task_counts_view AS SELECT project_id, count(*) AS n FROM ${S}.tasks GROUP BY project_id;

CREATE FUNCTION ${S}.project_tasks(project uuid, min_priority int DEFAULT 0) RETURNS SETOF ${S}.tasks
  LANGUAGE sql STABLE AS $$ SELECT * FROM ${S}.tasks WHERE project_id = project AND coalesce(priority, 0) >= min_priority $$;
CREATE FUNCTION ${S}.task_totals() RETURNS TABLE(project_id uuid, total bigint)
  LANGUAGE sql STABLE AS $$ SELECT project_id, count(*) FROM ${S}.tasks GROUP BY project_id $$;
CREATE FUNCTION ${S}.add(a int, b int DEFAULT 1) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT a + b $$;
CREATE FUNCTION ${S}.echo_json(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$ SELECT doc $$;
CREATE FUNCTION ${S}.first_project() RETURNS ${S}.projects LANGUAGE sql STABLE AS $$ SELECT * FROM ${S}.projects ORDER BY name LIMIT 1 $$;
CREATE FUNCTION ${S}.touch_canary(note text) RETURNS void LANGUAGE sql VOLATILE AS $$ INSERT INTO ${S}.canary VALUES (99, note) $$;

INSERT INTO ${S}.people (id, name, email, avatar, mood) VALUES
  ('${PEOPLE.ada}', 'Ada', 'ada@example.com', 'ada.png', 'happy'),
  ('${PEOPLE.bob}', 'Bob', 'bob@example.com', NULL, 'sad'),
  ('${PEOPLE.cy}', 'Cy', NULL, NULL, NULL);
INSERT INTO ${S}.teams (id, name, created_by) VALUES
  ('${TEAMS.core}', 'Core', '${PEOPLE.ada}'), ('${TEAMS.ops}', 'Ops', '${PEOPLE.bob}');
INSERT INTO ${S}.projects (id, name, code, owner_id, reviewer_id, team_id, tags, labels, settings, score, budget, active, created_at, deleted_at) VALUES
  ('${PROJECTS.apollo}', 'Apollo', 'APL', '${PEOPLE.ada}', '${PEOPLE.bob}', '${TEAMS.core}', '{space,moon}', '{"env":"prod","tier":1,"owner":{"name":"Ada"}}', '{"a":1}', 10.50, 5000000000, true, '2026-01-10T10:00:00Z', NULL),
  ('${PROJECTS.gemini}', 'Gemini', 'GEM', '${PEOPLE.bob}', NULL, '${TEAMS.ops}', '{space}', '{"env":"dev","tier":2}', NULL, 3.25, NULL, true, '2026-01-05T10:00:00Z', NULL),
  ('${PROJECTS.mercury}', 'Mercury', NULL, NULL, NULL, NULL, '{}', NULL, NULL, NULL, NULL, false, '2026-01-01T10:00:00Z', '2026-02-01T00:00:00Z');
INSERT INTO ${S}.tasks (id, project_id, parent_id, assignee_id, title, status, priority, created_at) VALUES
  ('${TASKS.t1}', '${PROJECTS.apollo}', NULL, '${PEOPLE.ada}', 'Launch', 'open', 3, '2026-01-11T00:00:00Z'),
  ('${TASKS.t2}', '${PROJECTS.apollo}', '${TASKS.t1}', '${PEOPLE.bob}', 'Fuel', 'done', 1, '2026-01-12T00:00:00Z'),
  ('${TASKS.t3}', '${PROJECTS.apollo}', '${TASKS.t1}', NULL, 'Check "valves", twice', 'open', NULL, '2026-01-13T00:00:00Z'),
  ('${TASKS.t4}', '${PROJECTS.gemini}', NULL, '${PEOPLE.cy}', 'Dock', 'blocked', 2, '2026-01-06T00:00:00Z');
INSERT INTO ${S}.task_links VALUES ('${TASKS.t2}', '${TASKS.t3}', 'blocks'), ('${TASKS.t4}', '${TASKS.t1}', 'relates');
INSERT INTO ${S}.project_members VALUES
  ('${PROJECTS.apollo}', '${PEOPLE.ada}', 'lead'), ('${PROJECTS.apollo}', '${PEOPLE.bob}', 'dev'), ('${PROJECTS.gemini}', '${PEOPLE.cy}', 'lead');
INSERT INTO ${S}.project_settings VALUES ('${PROJECTS.apollo}', 'dark');
INSERT INTO ${S}.canary VALUES (1, 'intact');
`;
