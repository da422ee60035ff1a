import type { RuleResourceSelector } from '@opsdeck/contracts';

/** The two kinds of resource a rule selects, with the columns that differ between them. */
export const RESOURCE_KINDS = {
  check: { table: 'checks', health: 'status', since: 'last_transition_time', evidenceType: 'check', label: 'Check' },
  component: { table: 'components', health: 'health', since: 'updated_at', evidenceType: 'topology', label: 'Component' },
} as const;
export type ResourceKind = keyof typeof RESOURCE_KINDS;

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `k=v,k2=v2` as a JSON object every selected resource's labels must contain. */
export function parseLabelSelector(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    if (key) Object.defineProperty(labels, key, { value: pair.slice(at + 1).trim(), enumerable: true });
  }
  return labels;
}

/** `unhealthy,warning` or `!healthy`: the healths a selector keeps, and whether it negates them. */
export function parseHealth(text: string): { values: string[]; negate: boolean } {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const negate = values.length > 0 && values.every((value) => value.startsWith('!'));
  return { values: values.map((value) => value.replace(/^!/, '')), negate };
}

/**
 * The WHERE clause of one selector over checks or components (alias `r`), with parameters from
 * `$offset + 1`. `name` and `namespace` match exactly, or by prefix with a trailing `*`. A selector
 * naming an id that is not a uuid selects nothing.
 */
export function selectorCondition(kind: ResourceKind, selector: RuleResourceSelector, offset = 0): SqlCondition {
  const { health } = RESOURCE_KINDS[kind];
  const parts = ['r.deleted_at IS NULL'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${offset + params.length}`;
  };
  const textMatch = (column: string, value: string) =>
    value.endsWith('*') ? `r.${column} LIKE ${param(`${escapeLike(value.slice(0, -1))}%`)}` : `r.${column} = ${param(value)}`;
  if (selector.id !== undefined) parts.push(UUID.test(selector.id) ? `r.id = ${param(selector.id)}::uuid` : 'false');
  if (selector.name) parts.push(textMatch('name', selector.name));
  if (selector.namespace) parts.push(textMatch('namespace', selector.namespace));
  if (selector.types?.length) parts.push(`r.type = ANY(${param(selector.types)}::text[])`);
  if (selector.statuses?.length) parts.push(`r.status = ANY(${param(selector.statuses)}::text[])`);
  if (selector.labelSelector)
    parts.push(`r.labels @> ${param(JSON.stringify(parseLabelSelector(selector.labelSelector)))}::jsonb`);
  if (selector.health) {
    const { values, negate } = parseHealth(selector.health);
    if (values.length) parts.push(`${negate ? 'NOT ' : ''}(COALESCE(r.${health}, '') = ANY(${param(values)}::text[]))`);
  }
  return { sql: parts.join(' AND '), params };
}
