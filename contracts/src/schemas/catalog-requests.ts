// Request bodies of the catalog's custom endpoints (reference 5.4), shared by the console and the
// reference backend: POST /catalog/summary and POST /catalog/changes.
import { z } from 'zod/mini';
import { maybe } from './common';

export const CATALOG_SUMMARY_PATH = '/catalog/summary';
export const CATALOG_CHANGES_PATH = '/catalog/changes';

/** Cost ranges the summary can add as `cost_<range>`. */
export const CATALOG_SUMMARY_COST_RANGES = ['1h', '1d', '30d'] as const;

/**
 * A filter expression of the catalog endpoints: a comma list of values, `!` excludes a value,
 * `*` is a wildcard ("Kubernetes::*,!Kubernetes::Pod").
 */
const filterExpression = maybe(z.string());

export const catalogSummaryRequestSchema = z.looseObject({
  /** Adds `changes`: changes of each group since this duration ("7d", "24h"). */
  changes: maybe(z.looseObject({ since: maybe(z.string()) })),
  analysis: maybe(z.unknown()),
  cost: maybe(z.enum(CATALOG_SUMMARY_COST_RANGES)),
  /** Deleted items too. */
  deleted: maybe(z.boolean()),
  /** Label key -> filter expression. */
  filter: maybe(z.record(z.string(), z.string())),
  /** Default ["type"]; other entries are tag keys. */
  groupBy: maybe(z.array(z.string())),
  /** Tag keys added to each row (and to the grouping). */
  tags: maybe(z.array(z.string())),
  status: filterExpression,
  health: filterExpression,
});
export type CatalogSummaryRequest = z.infer<typeof catalogSummaryRequestSchema>;

/** Directions a single item's changes follow to related items. */
export const CATALOG_CHANGES_RECURSIVE = ['upstream', 'downstream', 'none', 'all'] as const;
export type CatalogChangesRecursive = (typeof CATALOG_CHANGES_RECURSIVE)[number];

/** Columns POST /catalog/changes sorts on (`-` prefix: descending). */
export const CATALOG_CHANGES_SORT_COLUMNS = ['name', 'change_type', 'summary', 'source', 'created_at', 'count'] as const;
export type CatalogChangesSortColumn = (typeof CATALOG_CHANGES_SORT_COLUMNS)[number];

/**
 * The largest page POST /catalog/changes serves (the reference backend's bound); a CSV export asks
 * for pages of it: each page counts every matching change again and skips the pages before it, so
 * fewer, larger pages cost far less (100,000 changes: 20 pages rather than 100).
 */
export const CATALOG_CHANGES_MAX_PAGE_SIZE = 5000;

const count = z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'must be a whole number'))]);

export const catalogChangesRequestSchema = z.looseObject({
  /** Config id(s), a comma list; one id follows its related items (`recursive`, `depth`). */
  id: filterExpression,
  config_type: filterExpression,
  include_deleted_configs: maybe(z.boolean()),
  depth: maybe(count),
  recursive: maybe(z.enum(CATALOG_CHANGES_RECURSIVE)),
  /** Follow soft relationships too (default: hard ones, parents and children). */
  soft: maybe(z.boolean()),
  /** Label selector on the item's tags: "cluster=a,namespace!=b". */
  tags: maybe(z.string()),
  /** Agent id, or `local`. */
  agent_id: maybe(z.string()),
  /** RFC 3339 or date math ("now-2d"); without from and to: the last two days. */
  from: maybe(z.string()),
  to: maybe(z.string()),
  /** 1-based. */
  page: maybe(count),
  page_size: maybe(count),
  sort_by: maybe(z.string()),
  type: filterExpression,
  /** A severity and every one above it ("high": critical and high), or a filter expression. */
  severity: filterExpression,
  created_by: maybe(z.string()),
  summary: filterExpression,
  source: filterExpression,
  from_inserted_at: maybe(z.string()),
  to_inserted_at: maybe(z.string()),
});
export type CatalogChangesRequest = z.infer<typeof catalogChangesRequestSchema>;

/** Change severities from the highest down (a severity filter takes the named one and those above). */
export const CHANGE_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
