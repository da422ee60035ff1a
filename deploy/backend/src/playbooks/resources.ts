/**
 * The resource a run targets (a config item, component or check), as templates see it, and the
 * reference's resource selectors (spec.configs / components / checks) matched against it.
 */
import type { Queryable } from '../db/types';

export type TargetKind = 'config' | 'component' | 'check';
export const TARGET_COLUMNS = { config: 'config_id', component: 'component_id', check: 'check_id' } as const;
export const TARGET_SELECTORS = { config: 'configs', component: 'components', check: 'checks' } as const;
/** The relation each target names (authorization and 404s). */
export const TARGET_RELATIONS = { config: 'config_items', component: 'components', check: 'checks' } as const;

export interface Target {
  kind: TargetKind;
  id: string;
}

export type TargetRow = Record<string, unknown> & { id: string; name?: string | null };

const SELECT: Record<TargetKind, string> = {
  config: `SELECT id, name, type, config_class, status, health, ready, tags, labels, config, namespace, agent_id, external_id,
             description, created_at, updated_at, deleted_at
             FROM (SELECT *, tags->>'namespace' AS namespace FROM config_items WHERE id = $1::uuid) c`,
  component: `SELECT id, name, namespace, type, status, health, labels, properties, owner, agent_id, topology_id, parent_id,
                created_at, updated_at, deleted_at FROM components WHERE id = $1::uuid`,
  check: `SELECT id, name, namespace, type, status, labels, canary_id, agent_id, description, icon, severity, created_at,
            updated_at, deleted_at FROM checks WHERE id = $1::uuid`,
};

export async function loadTarget(db: Queryable, target: Target): Promise<TargetRow | undefined> {
  const { rows } = await db.query<TargetRow>(SELECT[target.kind], [target.id]);
  return rows[0];
}

export interface ResourceSelector {
  id?: string;
  name?: string;
  namespace?: string;
  agent?: string;
  types?: string[];
  statuses?: string[];
  health?: string;
  labelSelector?: string;
  tagSelector?: string;
  search?: string;
}

/** `*` wildcards and `!` negations in a comma list, as duty matches names and types. */
function matchesPattern(value: string | undefined | null, patterns: string[]): boolean {
  if (patterns.length === 0) return true;
  const text = value ?? '';
  const positive = patterns.filter((p) => !p.startsWith('!'));
  const negative = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const test = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    ).test(text);
  if (negative.some(test)) return false;
  return positive.length === 0 || positive.some(test);
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `a=b,c!=d,e` against a map of labels or tags. */
function matchesKeyValues(selector: string | undefined, values: unknown): boolean {
  const map = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  return list(selector).every((term) => {
    const negated = /!=/.test(term);
    const [key, expected] = term.split(negated ? '!=' : '=', 2).map((part) => part!.trim()) as [string, string | undefined];
    const actual = map[key];
    if (expected === undefined) return actual !== undefined;
    return negated ? String(actual ?? '') !== expected : String(actual ?? '') === expected;
  });
}

/** Whether one selector matches the resource (every field it sets must match). */
export function selectorMatches(selector: ResourceSelector, row: TargetRow): boolean {
  if (selector.id && selector.id !== row.id) return false;
  if (selector.name && !matchesPattern(row.name, list(selector.name))) return false;
  if (selector.namespace && !matchesPattern(row.namespace as string | undefined, list(selector.namespace))) return false;
  if (selector.types?.length && !matchesPattern(row.type as string | undefined, selector.types)) return false;
  if (selector.statuses?.length && !matchesPattern(row.status as string | undefined, selector.statuses)) return false;
  if (selector.health && !matchesPattern(row.health as string | undefined, list(selector.health))) return false;
  if (selector.agent && selector.agent !== 'all' && selector.agent !== row.agent_id) return false;
  if (selector.labelSelector && !matchesKeyValues(selector.labelSelector, row.labels)) return false;
  if (selector.tagSelector && !matchesKeyValues(selector.tagSelector, row.tags)) return false;
  if (
    selector.search &&
    !String(row.name ?? '')
      .toLowerCase()
      .includes(selector.search.toLowerCase())
  )
    return false;
  return true;
}

/**
 * Whether a playbook applies to the resource: its spec lists selectors for the resource's kind
 * and every one of them matches (reference 5.3, GET /playbook/list).
 */
export function playbookApplies(spec: Record<string, unknown>, kind: TargetKind, row: TargetRow): boolean {
  const selectors = spec[TARGET_SELECTORS[kind]];
  if (!Array.isArray(selectors) || selectors.length === 0) return false;
  return selectors.every((selector) => selectorMatches((selector ?? {}) as ResourceSelector, row));
}
