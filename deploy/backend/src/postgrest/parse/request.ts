import { notEmbedded, parseError, PgrstError } from '../errors';
import { embedKey, type Condition, type OrderTerm, type SelectItem } from './ast';
import { parseField } from './field';
import { parseFilter, parseLogic } from './filter';
import { parseOrder } from './order';
import { parseSelect } from './select';

/** Everything a query string says, grouped by embed path ('' is the top level). */
export interface ParsedParams {
  select: SelectItem[];
  conditions: Map<string, Condition[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  /** POST `?columns=a,b`: only these body keys are inserted. */
  columns?: string[];
  /** Bare parameters that name an argument of the called function (RPC only). */
  rpcArgs: Map<string, string>;
}

const LOGIC_KEYS: Record<string, { op: 'and' | 'or'; negate: boolean }> = {
  and: { op: 'and', negate: false },
  or: { op: 'or', negate: false },
  'not.and': { op: 'and', negate: true },
  'not.or': { op: 'or', negate: true },
};

/** Dotted paths of every embed in the select tree, by output key (alias or name). */
function embedPaths(items: SelectItem[], prefix = '', out = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.type !== 'embed') continue;
    const path = prefix === '' ? embedKey(item) : `${prefix}.${embedKey(item)}`;
    out.add(path);
    // The relation name also addresses an aliased embed (`configs.order=` with `configs:configs!fk(...)`).
    if (item.alias !== undefined) out.add(prefix === '' ? item.name : `${prefix}.${item.name}`);
    embedPaths(item.select, path, out);
  }
  return out;
}

/** Splits `a.b.column` into the longest known embed path and the remainder. */
function splitPath(key: string, paths: Set<string>): { path: string; rest: string } {
  const segments = key.split('.');
  for (let i = segments.length - 1; i >= 1; i -= 1) {
    const path = segments.slice(0, i).join('.');
    if (paths.has(path)) return { path, rest: segments.slice(i).join('.') };
  }
  return { path: '', rest: key };
}

/**
 * A `limit` or `offset` value as PostgREST reads it (`readMaybe`): an integer, optionally signed
 * and surrounded by spaces; anything else (`abc`, `1.5`, empty) is not a number and the parameter
 * is ignored. Negative numbers are refused: a top-level negative limit is PostgREST's 416 PGRST103,
 * a negative offset or embedded limit the 400 PostgreSQL would give it.
 */
function rangeValue(what: 'limit' | 'offset', path: string, value: string): number | undefined {
  const text = value.trim();
  if (!/^[+-]?\d{1,15}$/.test(text)) return undefined;
  const number = Number(text);
  if (number >= 0) return number;
  if (what === 'limit' && path === '')
    throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
  throw parseError(what, value, 'expected a non-negative integer');
}

const push = <T>(map: Map<string, T[]>, key: string, items: T[]): void => {
  map.set(key, [...(map.get(key) ?? []), ...items]);
};

/**
 * Reads the parameters with PostgREST's rules for repeated keys (QueryParams.hs and Plan.hs):
 * the first `select`, `columns` and `on_conflict` count, and the first `order` of each embed path;
 * the last `limit` and `offset` of each path count; every filter and every `and`/`or` applies
 * (two filters on one column are both required).
 */
export function parseParams(
  pairs: [string, string][],
  rpcArgNames: ReadonlySet<string> = new Set(),
  options: { read?: boolean } = {},
): ParsedParams {
  const selectPair = pairs.find(([key]) => key === 'select');
  // A read with `select=` selects no column: PostgREST answers each row as {}.
  const select = options.read && selectPair?.[1].trim() === '' ? [] : parseSelect(selectPair?.[1] ?? '*');
  const paths = embedPaths(select);
  const parsed: ParsedParams = {
    select,
    conditions: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    rpcArgs: new Map(),
  };
  for (const [key, value] of pairs) {
    if (key === 'select') continue;
    if (key === 'columns') {
      if (parsed.columns) continue;
      parsed.columns = value.split(',').map((column) => column.trim());
      if (parsed.columns.some((column) => column === ''))
        throw parseError('columns parameter', value, 'expected column names separated by commas');
      continue;
    }
    if (key === 'on_conflict') continue; // upserts are not part of the supported dialect; ignored
    if (rpcArgNames.has(key)) {
      parsed.rpcArgs.set(key, value);
      continue;
    }
    const { path, rest } = splitPath(key, paths);
    if (rest === 'order') {
      const terms = parseOrder(value); // a later order is still parsed: a malformed one is a 400
      if (!parsed.order.has(path)) parsed.order.set(path, terms);
    } else if (rest === 'limit' || rest === 'offset') {
      const number = rangeValue(rest, path, value);
      if (number !== undefined) parsed[rest].set(path, number);
      else parsed[rest].delete(path); // the last occurrence counts, even when it is not a number
    } else if (Object.hasOwn(LOGIC_KEYS, rest)) {
      const logic = LOGIC_KEYS[rest]!;
      push(parsed.conditions, path, [parseLogic(logic.op, logic.negate, value)]);
    } else {
      if (rest.includes('.') && !rest.includes('->')) {
        const missing = rest.slice(0, rest.lastIndexOf('.'));
        throw notEmbedded(path === '' ? missing : `${path}.${missing}`);
      }
      push(parsed.conditions, path, [parseFilter(parseField(rest, 'filter'), value)]);
    }
  }
  return parsed;
}
