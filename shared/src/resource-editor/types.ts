import type { QueryResource } from '@opsdeck/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';

/** A problem of a spec at a path inside it (e.g. ['template', 'severity']). */
export interface SpecProblem {
  path: readonly (string | number)[];
  message: string;
}

/** The columns every managed resource has (teams, incident rules, scrapers, topologies, ...). */
export interface ResourceRow {
  id: string;
  name?: string | null;
  namespace?: string | null;
  spec?: unknown;
  source?: string | null;
  agent_id?: string | null;
  agent?: { id: string; name?: string | null } | null;
  created_at?: string | null;
  updated_at?: string | null;
  job_status?: string | null;
  job_time_start?: string | null;
  job_success_count?: number | null;
  job_error_count?: number | null;
}

/** A tab the caller adds after Spec (for example Members on teams); shown once the resource is saved. */
export interface ResourceExtraTab<Row extends ResourceRow> {
  label: string;
  render: (resource: Row) => ReactNode;
}

/** What makes the editor and the list work on one table. */
export interface ResourceTable<Row extends ResourceRow = ResourceRow> {
  /** The table written to under /db (e.g. config_scrapers). */
  table: string;
  /** The relation lists read (default `<table>_with_status`). */
  listRelation?: string;
  /** Query-key resource of its reads; writes invalidate what it names. */
  queryResource: QueryResource;
  /** Validates rows read from the list relation and the table. */
  rowSchema: z.core.$ZodType<Row>;
  /** One resource (e.g. "Catalog Scraper") and the list ("Catalog Scrapers"). */
  label: string;
  pluralLabel: string;
  /** Path of the list; a resource's page is `<basePath>/<id>`, the create page `<basePath>/new`. */
  basePath: string;
  /** Crumbs before the list's own (e.g. Settings). */
  breadcrumbRoot?: readonly { label: string; href: string }[];
  /** Role-matrix resource whose write permission allows editing (default: `table`). */
  permissionResource?: string;
  /** The table has a namespace column. */
  namespaced?: boolean;
  /** Columns a new resource is created with besides name, namespace and spec (e.g. a team's icon). */
  newRowDefaults?: Readonly<Record<string, unknown>>;
  /** The table has a labels column, edited as key-value rows. */
  labelled?: boolean;
  /** Top-level spec keys chosen from a list above the editor (e.g. a scraper's schedule). */
  specSelects?: readonly { key: string; label: string; options: readonly string[] }[];
  /**
   * Rules of the spec beyond being an object: what is wrong, empty when valid. A problem with a
   * path inside the spec is also marked at its line in the editor.
   */
  validateSpec?: (spec: Record<string, unknown>) => readonly (string | SpecProblem)[];
}
