/**
 * Builds the WHERE clauses of the catalog endpoints with bound parameters only: values never reach
 * the SQL text, and column expressions come from the callers' fixed lists.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** A placeholder bound to `value`. */
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface FilterExpression {
  include: string[];
  exclude: string[];
  /** `*` wildcard patterns, as LIKE patterns. */
  includeLike: string[];
  excludeLike: string[];
}

const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');

/** "a,!b,web-*" -> include a, exclude b, include LIKE 'web-%' (duty's filtering query grammar). */
export function parseFilterExpression(expression: string | null | undefined): FilterExpression {
  const parsed: FilterExpression = { include: [], exclude: [], includeLike: [], excludeLike: [] };
  for (const raw of (expression ?? '').split(',')) {
    const item = raw.trim();
    if (item === '' || item === '!') continue;
    const negated = item.startsWith('!');
    const value = negated ? item.slice(1) : item;
    if (value.includes('*')) (negated ? parsed.excludeLike : parsed.includeLike).push(likePattern(value));
    else (negated ? parsed.exclude : parsed.include).push(value);
  }
  return parsed;
}

/**
 * The conditions of a filter expression on a column: the included values or patterns (any of
 * them), and none of the excluded ones. Empty when the expression is empty.
 */
export function filterConditions(column: string, expression: string | null | undefined, params: SqlParams): string[] {
  const { include, exclude, includeLike, excludeLike } = parseFilterExpression(expression);
  const conditions: string[] = [];
  const any: string[] = [];
  if (include.length > 0) any.push(`${column} = ANY(${params.bind(include)}::text[])`);
  for (const pattern of includeLike) any.push(`${column} LIKE ${params.bind(pattern)}`);
  if (any.length > 0) conditions.push(any.length === 1 ? any[0]! : `(${any.join(' OR ')})`);
  if (exclude.length > 0) conditions.push(`(${column} IS NULL OR NOT ${column} = ANY(${params.bind(exclude)}::text[]))`);
  for (const pattern of excludeLike) conditions.push(`(${column} IS NULL OR ${column} NOT LIKE ${params.bind(pattern)})`);
  return conditions;
}

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  y: 31_536_000_000,
};

/** "7d", "24h", "1h30m" in milliseconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d+(ms|s|m|h|d|w|y))+$/.test(trimmed)) return null;
  let total = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+)(ms|s|m|h|d|w|y)/g)) total += Number(amount) * DURATION_UNITS[unit!]!;
  return total;
}

/**
 * A label selector ("cluster=a,namespace!=b,team,!legacy") as conditions on a JSON object column:
 * equal, not equal, key present, key absent.
 */
export function labelSelectorConditions(column: string, selector: string, params: SqlParams): string[] {
  const conditions: string[] = [];
  for (const raw of selector.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const notEqual = /^([^!=]+)!=(.*)$/.exec(item);
    const equal = /^([^!=]+)==?(.*)$/.exec(item);
    if (notEqual) {
      conditions.push(`(${column}->>${params.bind(notEqual[1]!.trim())}) IS DISTINCT FROM ${params.bind(notEqual[2]!.trim())}`);
    } else if (equal) {
      conditions.push(`${column} @> ${params.bind(JSON.stringify({ [equal[1]!.trim()]: equal[2]!.trim() }))}::jsonb`);
    } else if (item.startsWith('!')) {
      conditions.push(`NOT (coalesce(${column}, '{}'::jsonb) ? ${params.bind(item.slice(1).trim())})`);
    } else {
      conditions.push(`coalesce(${column}, '{}'::jsonb) ? ${params.bind(item)}`);
    }
  }
  return conditions;
}
