import { notEmbedded, parseError } from '../errors';
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

function nonNegativeInt(what: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) throw parseError(what, value, 'expected a non-negative integer');
  return Number(value.trim());
}

const push = <T>(map: Map<string, T[]>, key: string, items: T[]): void => {
  map.set(key, [...(map.get(key) ?? []), ...items]);
};

export function parseParams(pairs: [string, string][], rpcArgNames: ReadonlySet<string> = new Set()): ParsedParams {
  const selectPair = [...pairs].reverse().find(([key]) => key === 'select');
  const select = parseSelect(selectPair?.[1] ?? '*');
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
      parsed.columns = value
        .split(',')
        .map((column) => column.trim())
        .filter((column) => column !== '');
      continue;
    }
    if (key === 'on_conflict') continue; // upserts are not part of the supported dialect; ignored
    if (rpcArgNames.has(key)) {
      parsed.rpcArgs.set(key, value);
      continue;
    }
    const { path, rest } = splitPath(key, paths);
    if (rest === 'order') parsed.order.set(path, parseOrder(value));
    else if (rest === 'limit') parsed.limit.set(path, nonNegativeInt('limit', value));
    else if (rest === 'offset') parsed.offset.set(path, nonNegativeInt('offset', value));
    else if (Object.hasOwn(LOGIC_KEYS, rest)) {
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
