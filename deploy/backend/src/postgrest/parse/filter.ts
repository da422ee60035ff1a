import { parseError } from '../errors';
import { FILTER_OPS, type Condition, type Field, type FilterCondition, type FilterOp, type LogicCondition } from './ast';
import { parseField, splitTopLevel, unquote } from './field';

/** Nesting of and()/or() beyond this is refused (PostgreSQL would refuse far later, with a 5xx). */
export const MAX_LOGIC_DEPTH = 12;
/** Items in one in.(...) list. */
export const MAX_LIST_ITEMS = 10_000;

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
const isOp = (text: string): text is FilterOp => (FILTER_OPS as readonly string[]).includes(text);

/** `op.value` or `not.op.value` for a known field (the right-hand side of `col=...`). */
export function parseFilter(field: Field, raw: string, inLogic = false): FilterCondition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot === -1) throw parseError('filter', raw, 'expected an operator followed by "." and a value');
  const op = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  if (!isOp(op)) throw parseError('filter', raw, `unknown operator "${op}"`);

  if (op === 'in') {
    const trimmed = value.trim();
    if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
      throw parseError('filter', raw, 'in. expects a parenthesised list: in.(a,b)');
    }
    const inner = trimmed.slice(1, -1);
    const list = inner === '' ? [] : splitTopLevel(inner, 'filter').map(unquote);
    if (list.length > MAX_LIST_ITEMS)
      throw parseError('filter', raw.slice(0, 80), `in. lists are limited to ${MAX_LIST_ITEMS} items`);
    return { type: 'filter', field, negate, op, value: inner, list };
  }
  if (inLogic) value = unquote(value);
  if (op === 'is') {
    const lowered = value.toLowerCase();
    if (!IS_VALUES.has(lowered)) throw parseError('filter', raw, 'is. accepts null, true, false or unknown');
    value = lowered;
  } else if (op === 'like' || op === 'ilike') {
    value = value.replace(/\*/g, '%');
  }
  return { type: 'filter', field, negate, op, value };
}

const LOGIC_ITEM = /^(not\.)?(and|or)(\(.*\))$/s;

/** `(a.eq.1,or(b.gt.2,c.is.null))`: the value of `or=`/`and=` and of nested and()/or(). */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): LogicCondition {
  if (depth >= MAX_LOGIC_DEPTH) throw parseError('logic tree', raw.slice(0, 80), `nesting deeper than ${MAX_LOGIC_DEPTH} levels`);
  const trimmed = raw.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError('logic tree', raw, 'expected "(" ... ")"');
  }
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') throw parseError('logic tree', raw, 'empty logic tree');
  const children: Condition[] = splitTopLevel(inner, 'logic tree').map((item) => {
    const text = item.trim();
    const nested = LOGIC_ITEM.exec(text);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3]!, depth + 1);
    const dot = text.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', raw, `expected "column.operator.value" in "${text}"`);
    return parseFilter(parseField(text.slice(0, dot), 'logic tree'), text.slice(dot + 1), true);
  });
  return { type: 'logic', op, negate, children };
}
