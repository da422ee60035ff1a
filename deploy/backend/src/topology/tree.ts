/**
 * GET /canary/api/topology (reference 5.7): components of the `topology` view assembled into a
 * tree below the roots (parent_id IS NULL) or below one component, in Mission Control's shape
 * (duty query/topology.go): each component's children nested in its `components` array, `children`
 * and `parents` as id arrays, the check, incident and analysis counts moved into `summary`
 * (`checks`, `incidents`, `insights`), `depth` levels counting the root (default 5), and below the
 * first level shown (a single root's children, or the roots) no `parent_id` and `parents`. With
 * `flatten` the matching components come as one list with their counts in place. Filters keep the
 * path to a match; the facets are those the filter controls offer.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== '')
      : [],
  );
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const topologyQuerySchema = z.object({
  id: z.guid('id must be a component id').optional(),
  depth: z.coerce.number().int().min(0).max(20).default(5),
  /** Health (or status) values, comma separated. */
  status: csv,
  type: csv,
  /** k=v pairs, comma separated; all must match. */
  labels: csv,
  owner: z.string().optional(),
  /** Team names; Mission Control ignores this parameter, this backend filters by it. */
  team: csv,
  flatten: flag,
  sortBy: z.string().optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  /** Include components marked hidden. */
  showHidden: flag,
});
export type TopologyQuery = z.infer<typeof topologyQuerySchema>;

export type TopologyNode = Record<string, unknown> & { id: string; parent_id?: string | null; components?: TopologyNode[] };

export interface TopologyResponse {
  components: TopologyNode[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

type Row = Record<string, unknown> & { id: string; parent_id: string | null; level: number };

/** Mission Control's default depth, also used for depth=0. */
export const DEFAULT_TOPOLOGY_DEPTH = 5;

/** Properties left out below the first level shown (duty's removeComponentFields). */
const NESTED_STRIP = ['parent_id', 'parents', 'checks', 'incidents', 'analysis'];

async function loadRows(db: Queryable, query: TopologyQuery): Promise<Row[]> {
  // Levels below the root: depth counts the root itself.
  const params: unknown[] = [(query.depth || DEFAULT_TOPOLOGY_DEPTH) - 1, query.showHidden];
  const root = query.id
    ? `c.id = $${params.push(query.id)}::text::uuid`
    : 'c.parent_id IS NULL AND ($2::boolean OR NOT c.hidden)';
  const { rows } = await db.query<Row>(
    `WITH RECURSIVE tree AS (
       SELECT c.id, 0 AS level FROM components c WHERE ${root} AND c.deleted_at IS NULL
       UNION ALL
       SELECT k.id, t.level + 1 FROM components k JOIN tree t ON k.parent_id = t.id
       WHERE k.deleted_at IS NULL AND t.level < $1::int AND ($2::boolean OR NOT k.hidden)
     )
     SELECT t.level, v.* FROM tree t JOIN topology v ON v.id = t.id`,
    params,
  );
  return rows;
}

const healthOf = (node: Record<string, unknown>): string | undefined =>
  (typeof node.health === 'string' && node.health) || (typeof node.status === 'string' && node.status) || undefined;

const labelsOf = (node: Record<string, unknown>): Record<string, unknown> =>
  node.labels && typeof node.labels === 'object' && !Array.isArray(node.labels) ? (node.labels as Record<string, unknown>) : {};

/**
 * Mission Control's list match (duty matchItems): `!x` excludes x, `*` matches anything, otherwise
 * one of the values must be equal; an empty list matches everything. A list of exclusions alone
 * keeps everything else (duty's keeps nothing, which no filter control means).
 */
export function matchItems(value: string, items: readonly string[]): boolean {
  if (items.length === 0) return true;
  if (items.some((item) => item.startsWith('!') && item.slice(1) === value)) return false;
  return (
    items.some((item) => !item.startsWith('!') && (item === '*' || item === value)) || items.every((item) => item.startsWith('!'))
  );
}

function matches(node: TopologyNode, query: TopologyQuery): boolean {
  if (!matchItems(healthOf(node) ?? '', query.status)) return false;
  if (!matchItems(String(node.type ?? ''), query.type)) return false;
  if (query.owner && node.owner !== query.owner) return false;
  if (query.team.length > 0) {
    const teams = Array.isArray(node.team_names) ? (node.team_names as string[]) : [];
    if (!query.team.some((team) => teams.includes(team))) return false;
  }
  const labels = labelsOf(node);
  for (const pair of query.labels) {
    const [key, ...rest] = pair.split('=');
    if (String(labels[key ?? ''] ?? '') !== rest.join('=')) return false;
  }
  return true;
}

function propertyValue(node: TopologyNode, name: string): string | number | undefined {
  const properties = Array.isArray(node.properties) ? (node.properties as Record<string, unknown>[]) : [];
  const property = properties.find((p) => p?.name === name);
  const value = property?.value ?? property?.text;
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

function comparator(query: TopologyQuery): (a: TopologyNode, b: TopologyNode) => number {
  const field = query.sortBy?.startsWith('field:') ? query.sortBy.slice('field:'.length) : undefined;
  const sign = query.sortOrder === 'desc' ? -1 : 1;
  const key = (node: TopologyNode) => (field ? propertyValue(node, field) : String(node.name ?? ''));
  const byName = (a: TopologyNode, b: TopologyNode) => String(a.name ?? '').localeCompare(String(b.name ?? ''));
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    // Nodes without the property (often a whole child list) keep name order, after those with it.
    if (x === undefined || y === undefined) return x === y ? byName(a, b) : x === undefined ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * sign || byName(a, b);
  };
}

function facets(rows: Row[]): Omit<TopologyResponse, 'components'> {
  const health = new Set<string>();
  const types = new Set<string>();
  const teams = new Set<string>();
  const tags = new Map<string, Set<string>>();
  for (const row of rows) {
    const value = healthOf(row);
    if (value) health.add(value);
    if (typeof row.type === 'string' && row.type) types.add(row.type);
    if (Array.isArray(row.team_names)) for (const team of row.team_names as string[]) teams.add(team);
    for (const [key, label] of Object.entries(labelsOf(row))) {
      if (label === null || label === undefined) continue;
      const set = tags.get(key) ?? new Set<string>();
      set.add(typeof label === 'string' ? label : JSON.stringify(label));
      tags.set(key, set);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return {
    healthStatuses: sorted(health),
    teams: sorted(teams),
    tags: Object.fromEntries([...tags.keys()].sort().map((key) => [key, sorted(tags.get(key)!)])),
    types: sorted(types),
  };
}

/**
 * Columns of the topology view that carry data of relations other than components (the
 * migration's comments): a caller who may not read one of them gets the tree without it.
 */
export const TOPOLOGY_RELATED_COLUMNS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  checks: ['check_component_relationships', 'checks'],
  team_names: ['team_components', 'teams'],
  incidents: ['evidences', 'hypotheses', 'incidents'],
  analysis: ['config_component_relationships', 'config_analysis'],
});

/**
 * The topology tree; null when `id` names no (non-deleted) component. `withheld` columns are left
 * out of every component and of the facets (team names for team_names).
 */
export async function loadTopology(
  db: Queryable,
  query: TopologyQuery,
  withheld: readonly string[] = [],
): Promise<TopologyResponse | null> {
  const rows = await loadRows(db, query);
  for (const row of rows) for (const column of withheld) delete row[column];
  if (query.id && !rows.some((row) => row.level === 0)) return null;
  const nodes = new Map<string, TopologyNode>();
  const kids = new Map<string, TopologyNode[]>();
  for (const { level: _level, ...columns } of rows) nodes.set(String(columns.id), { ...columns });
  const roots: TopologyNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.level > 0 && row.parent_id ? row.parent_id : undefined;
    if (parent && nodes.has(parent)) kids.set(parent, [...(kids.get(parent) ?? []), node]);
    else roots.push(node);
  }
  const compare = comparator(query);
  const prune = (list: TopologyNode[], exempt: boolean): Pruned[] =>
    list
      .map((node) => ({ node, below: prune(kids.get(node.id) ?? [], false) }))
      .filter(({ node, below }) => exempt || matches(node, query) || below.length > 0)
      .sort((a, b) => compare(a.node, b.node));
  // With an id the root itself is exempt from the filters (reference 5.7).
  const tree = prune(roots, Boolean(query.id));
  if (query.flatten) {
    const flat: TopologyNode[] = [];
    const walk = (list: Pruned[]) => {
      for (const { node, below } of list) {
        flat.push(withoutEmptyIds(node));
        walk(below);
      }
    };
    walk(tree);
    return { components: flat, ...facets(rows) };
  }
  // One root shown: its children keep their parents; otherwise the roots' children lose them.
  const firstStrippedLevel = tree.length === 1 ? 2 : 1;
  const build = (list: Pruned[], level: number): TopologyNode[] =>
    list.map(({ node, below }) => {
      const out = withSummary(withoutEmptyIds(node), withheld);
      if (level >= firstStrippedLevel) for (const key of NESTED_STRIP) delete out[key];
      const components = build(below, level + 1);
      if (components.length > 0) out.components = components;
      return out;
    });
  return { components: build(tree, 0), ...facets(rows) };
}

interface Pruned {
  node: TopologyNode;
  below: Pruned[];
}

/** Empty id arrays are left out, as Mission Control's omitempty does. */
function withoutEmptyIds(node: TopologyNode): TopologyNode {
  const out = { ...node };
  for (const key of ['children', 'parents']) if (Array.isArray(out[key]) && (out[key] as unknown[]).length === 0) delete out[key];
  return out;
}

/** Where each withheld column's counts sit in `summary`. */
const SUMMARY_KEYS: Readonly<Record<string, string>> = { checks: 'checks', incidents: 'incidents', analysis: 'insights' };

/**
 * The counts of checks, incidents and analyses (insights) moved into `summary`; the same keys of a
 * stored summary are dropped when their relation is withheld from the caller.
 */
function withSummary(node: TopologyNode, withheld: readonly string[]): TopologyNode {
  const { checks, incidents, analysis, ...rest } = node;
  const stored = rest.summary && typeof rest.summary === 'object' && !Array.isArray(rest.summary) ? rest.summary : {};
  const summary: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const column of withheld) if (SUMMARY_KEYS[column]) delete summary[SUMMARY_KEYS[column]];
  if (checks !== undefined && checks !== null) summary.checks = checks;
  if (incidents !== undefined && incidents !== null) summary.incidents = incidents;
  if (analysis !== undefined && analysis !== null) summary.insights = analysis;
  return Object.keys(summary).length > 0 || rest.summary !== undefined ? { ...rest, summary } : rest;
}
