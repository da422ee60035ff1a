-- 0002 catalog
-- Creates: applications, config_scrapers (+ the System scraper seed, nil uuid), config_items,
-- config_items_last_scraped_time, config_changes, config_analysis, config_relationships,
-- config_costs, with the indexes the catalog list/detail queries need at 100k items / 1M changes.

CREATE TABLE applications (
  id uuid NOT NULL DEFAULT generate_ulid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  description text,
  spec jsonb NOT NULL DEFAULT '{}'::jsonb,
  source source,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT applications_pkey PRIMARY KEY (id),
  CONSTRAINT applications_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

CREATE TABLE config_scrapers (
  id uuid NOT NULL DEFAULT generate_ulid(),
  description text,
  name text,
  namespace text,
  spec jsonb NOT NULL,
  source source NOT NULL,
  application_id uuid,
  created_by uuid,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT config_scrapers_pkey PRIMARY KEY (id),
  CONSTRAINT config_scrapers_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT config_scrapers_application_id_fkey FOREIGN KEY (application_id) REFERENCES applications (id) ON DELETE CASCADE,
  CONSTRAINT config_scrapers_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);

INSERT INTO config_scrapers (id, name, source, spec) VALUES
  ('00000000-0000-0000-0000-000000000000', 'System', 'System', '{"schedule":"@every 5m","system":true}');

CREATE TABLE config_items (
  id uuid NOT NULL DEFAULT generate_ulid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'::uuid,
  icon text,
  scraper_id uuid,
  config_class text NOT NULL,
  status text,
  health text,
  ready boolean,
  external_id text[],
  type text NOT NULL,
  name text,
  description text,
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  tags_values jsonb,
  properties jsonb,
  parent_id uuid,
  path text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  properties_values jsonb GENERATED ALWAYS AS (properties_to_values(properties)) STORED,
  CONSTRAINT config_items_pkey PRIMARY KEY (id),
  CONSTRAINT config_items_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id),
  CONSTRAINT config_items_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES config_items (id),
  CONSTRAINT config_items_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE INDEX config_items_type_idx ON config_items (type);
CREATE INDEX config_items_name_idx ON config_items (name);
CREATE INDEX config_items_parent_id_idx ON config_items (parent_id);
CREATE INDEX config_items_scraper_id_idx ON config_items (scraper_id);
CREATE INDEX config_items_agent_id_idx ON config_items (agent_id);
CREATE INDEX config_items_created_at_idx ON config_items (created_at DESC);
CREATE INDEX config_items_health_idx ON config_items (health);
CREATE INDEX config_items_external_id_idx ON config_items USING gin (external_id);

CREATE TABLE config_items_last_scraped_time (
  config_id uuid NOT NULL,
  last_scraped_time timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT config_items_last_scraped_time_pkey PRIMARY KEY (config_id),
  CONSTRAINT config_items_last_scraped_at_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE
);

CREATE TABLE config_changes (
  id uuid NOT NULL DEFAULT generate_ulid(),
  config_id uuid NOT NULL,
  external_change_id text,
  external_created_by text,
  change_type text,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  fingerprint text,
  first_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT config_changes_pkey PRIMARY KEY (id),
  CONSTRAINT config_changes_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE
);
-- Per-item history (detail page) and the global changes feed, both newest first.
CREATE INDEX config_changes_config_id_created_at_idx ON config_changes (config_id, created_at DESC);
CREATE INDEX config_changes_created_at_idx ON config_changes (created_at DESC);
CREATE INDEX config_changes_change_type_idx ON config_changes (change_type);
CREATE UNIQUE INDEX config_changes_external_change_id_idx ON config_changes (config_id, external_change_id)
  WHERE external_change_id IS NOT NULL;

CREATE TABLE config_analysis (
  id uuid NOT NULL DEFAULT generate_ulid(),
  config_id uuid NOT NULL,
  scraper_id uuid,
  created_by uuid,
  source text,
  analyzer text NOT NULL,
  analysis_type text,
  severity text,
  summary text,
  status text DEFAULT 'open',
  message text,
  analysis jsonb,
  properties jsonb,
  first_observed timestamptz NOT NULL DEFAULT now(),
  last_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  properties_values jsonb GENERATED ALWAYS AS (properties_to_values(properties)) STORED,
  CONSTRAINT config_analysis_pkey PRIMARY KEY (id),
  CONSTRAINT config_analysis_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT config_analysis_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id)
);
CREATE INDEX config_analysis_config_id_idx ON config_analysis (config_id);
CREATE INDEX config_analysis_last_observed_idx ON config_analysis (last_observed DESC);
CREATE INDEX config_analysis_status_idx ON config_analysis (status);

-- Directed edges between config items. NULLS NOT DISTINCT (PostgreSQL 15+) makes the unique key
-- hold for edges without a scraper, so inserts can use ON CONFLICT DO NOTHING.
CREATE TABLE config_relationships (
  config_id uuid NOT NULL,
  related_id uuid NOT NULL,
  relation text,
  scraper_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  selector_id text,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT config_relationships_related_id_config_id_relation_scraper_id_key
    UNIQUE NULLS NOT DISTINCT (related_id, config_id, relation, scraper_id),
  CONSTRAINT config_relationships_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT config_relationships_related_id_fkey FOREIGN KEY (related_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT config_relationships_scraper_id_fkey FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id)
);
CREATE INDEX config_relationships_config_id_idx ON config_relationships (config_id);

-- Cost rows per config item (several sources may report costs; the configs view sums them).
CREATE TABLE config_costs (
  id uuid NOT NULL DEFAULT generate_ulid(),
  config_id uuid NOT NULL,
  scraper_id uuid,
  external_id text,
  billing_currency text NOT NULL DEFAULT 'USD',
  cost_per_minute numeric(16, 4),
  cost_total_1h numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT config_costs_pkey PRIMARY KEY (id),
  CONSTRAINT config_costs_config_fk FOREIGN KEY (config_id) REFERENCES config_items (id) ON DELETE CASCADE,
  CONSTRAINT config_costs_scraper_fk FOREIGN KEY (scraper_id) REFERENCES config_scrapers (id) ON DELETE CASCADE
);
CREATE INDEX config_costs_config_id_idx ON config_costs (config_id);
