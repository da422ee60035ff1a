-- Mission Control relations the console does not offer as features yet, created with duty's
-- columns, keys and constraint names (schema/*.hcl at the reference commit) so that the incumbent
-- web client's reads answer (empty) rows instead of 404: saved views, plugins, scrape plugins,
-- scopes, page analytics, permission groups, config locations and config access (external users,
-- groups and roles with their grants and sign-in logs). Nothing in this backend fills them.
-- Creates: views, plugins, scrape_plugins, scopes, person_analytics, permission_groups,
-- config_locations, external_users, external_groups, external_roles, external_user_groups,
-- config_access, config_access_logs.

CREATE TABLE views (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text,
  spec jsonb NOT NULL,
  source source NOT NULL DEFAULT 'KubernetesCRD',
  labels jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_ran timestamptz,
  error text,
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT views_pkey PRIMARY KEY (id),
  CONSTRAINT views_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE plugins (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  source source,
  spec jsonb NOT NULL,
  installed_path text,
  plugin_version text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT plugins_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX plugins_name_namespace_key ON plugins (name, namespace) WHERE deleted_at IS NULL;

CREATE TABLE scrape_plugins (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text,
  spec jsonb NOT NULL,
  source source NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT scrape_plugins_pkey PRIMARY KEY (id),
  CONSTRAINT config_scraper_plugins_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE scopes (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text,
  description text,
  targets jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT scopes_pkey PRIMARY KEY (id),
  CONSTRAINT scopes_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX scopes_namespace_name_idx ON scopes (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE person_analytics (
  person_id uuid NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  CONSTRAINT person_analytics_pkey PRIMARY KEY (person_id, key),
  CONSTRAINT person_analytics_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id) ON DELETE CASCADE
);

CREATE TABLE permission_groups (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text,
  namespace text,
  selectors jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT permission_groups_pkey PRIMARY KEY (id),
  CONSTRAINT permissions_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE UNIQUE INDEX permission_namespace_name_key ON permission_groups (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE config_locations (
  id uuid NOT NULL,
  location text NOT NULL,
  CONSTRAINT config_locations_config_item_id_fkey FOREIGN KEY (id) REFERENCES config_items (id) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE UNIQUE INDEX config_locations_config_item_id_location_key ON config_locations (id, location);
CREATE INDEX config_locations_location_pattern_idx ON config_locations (location text_pattern_ops) INCLUDE (id);

CREATE TABLE external_users (
  id uuid NOT NULL DEFAULT generate_ulid(),
  account_id text NOT NULL,
  aliases text[],
  name text NOT NULL,
  user_type text NOT NULL,
  email text,
  scraper_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz,
  deleted_at timestamptz,
  created_by uuid,
  CONSTRAINT external_users_pkey PRIMARY KEY (id),
  CONSTRAINT external_users_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE UNIQUE INDEX external_users_aliases_key ON external_users (aliases) WHERE deleted_at IS NULL;

CREATE TABLE external_groups (
  id uuid NOT NULL DEFAULT generate_ulid(),
  account_id text NOT NULL,
  scraper_id uuid NOT NULL,
  aliases text[],
  name text NOT NULL,
  group_type text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT external_groups_pkey PRIMARY KEY (id),
  CONSTRAINT external_groups_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE UNIQUE INDEX external_groups_aliases_key ON external_groups (aliases) WHERE deleted_at IS NULL;

CREATE TABLE external_roles (
  id uuid NOT NULL DEFAULT generate_ulid(),
  scraper_id uuid,
  application_id uuid,
  account_id text NOT NULL,
  aliases text[],
  role_type text NOT NULL,
  name text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT external_roles_pkey PRIMARY KEY (id),
  CONSTRAINT external_roles_application_id_fkey FOREIGN KEY (application_id) REFERENCES applications (id),
  CONSTRAINT external_roles_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE UNIQUE INDEX external_roles_aliases_key ON external_roles (aliases) WHERE deleted_at IS NULL;

CREATE TABLE external_user_groups (
  external_user_id uuid NOT NULL,
  external_group_id uuid NOT NULL,
  scraper_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  deleted_at timestamptz,
  deleted_by uuid,
  created_at timestamptz NOT NULL,
  created_by uuid,
  CONSTRAINT external_user_groups_pkey PRIMARY KEY (external_user_id, external_group_id, scraper_id),
  CONSTRAINT external_user_fk FOREIGN KEY (external_user_id) REFERENCES external_users (id),
  CONSTRAINT external_group_fk FOREIGN KEY (external_group_id) REFERENCES external_groups (id)
);

CREATE TABLE config_access (
  id text NOT NULL DEFAULT generate_ulid(),
  config_id uuid NOT NULL,
  scraper_id uuid,
  application_id uuid,
  source text,
  external_user_id uuid,
  external_group_id uuid,
  external_role_id uuid,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  deleted_by uuid,
  last_reviewed_at timestamptz,
  last_reviewed_by uuid,
  created_by uuid,
  CONSTRAINT config_access_pkey PRIMARY KEY (id),
  CONSTRAINT config_fk FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT external_user_fk FOREIGN KEY (external_user_id) REFERENCES external_users (id) ON DELETE CASCADE,
  CONSTRAINT external_group_fk FOREIGN KEY (external_group_id) REFERENCES external_groups (id) ON DELETE CASCADE,
  CONSTRAINT external_role_fk FOREIGN KEY (external_role_id) REFERENCES external_roles (id) ON DELETE CASCADE,
  CONSTRAINT config_access_application_id_fkey FOREIGN KEY (application_id) REFERENCES applications (id),
  CONSTRAINT config_access_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE UNIQUE INDEX config_access_config_id_external_user_id_external_group_id_external_role_id_key ON config_access (config_id, external_user_id, external_group_id, external_role_id) WHERE deleted_at IS NULL;

CREATE TABLE config_access_logs (
  external_user_id uuid NOT NULL,
  config_id uuid NOT NULL,
  scraper_id uuid NOT NULL,
  mfa boolean,
  properties jsonb,
  count integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  CONSTRAINT config_access_logs_pkey PRIMARY KEY (config_id, external_user_id, scraper_id),
  CONSTRAINT config_access_logs_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT config_access_logs_external_user_id_fkey FOREIGN KEY (external_user_id) REFERENCES external_users (id) ON DELETE CASCADE,
  CONSTRAINT config_access_logs_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);

