import { parseError } from '../errors';
import { evaluateDateMath } from './datemath';

/** Columns mission-control treats as timestamps in `<col>.filter=` (reference 3.4). */
export const TIMESTAMP_FILTER_COLUMNS: ReadonlySet<string> = new Set([
  'acknowledged',
  'check_time',
  'closed',
  'created_at',
  'deleted_at',
  'end_time',
  'expires_at',
  'first_observed',
  'last_attempt',
  'last_login',
  'last_observed',
  'last_received',
  'last_runtime',
  'last_scraped_time',
  'last_seen',
  'last_transition_time',
  'next_runtime',
  'resolved',
  'scheduled_time',
  'silenced_at',
  'start_time',
  'time',
  'time_end',
  'time_start',
  'updated_at',
]);

const SUFFIX = '.filter';
const quoteItem = (item: string): string => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function timestampFilter(column: string, raw: string, value: string, now: Date): [string, string] {
  let op = 'lt';
  let expression = value.trim();
  if (expression.startsWith('>')) {
    op = 'gt';
    expression = expression.slice(1);
  } else if (expression.startsWith('<')) {
    expression = expression.slice(1);
  } else if (expression.startsWith('=')) {
    op = 'eq';
    expression = expression.slice(1);
  }
  const instant = evaluateDateMath(expression, now);
  if (!instant) throw parseError('filter', `${raw}=${value}`, `invalid date math "${expression}"`);
  return [column, `${op}.${instant.toISOString()}`];
}

function listFilters(column: string, value: string): [string, string][] {
  const include: string[] = [];
  const exclude: string[] = [];
  const out: [string, string][] = [];
  for (const rawItem of value.split(',')) {
    const item = rawItem.trim();
    if (item === '' || item === '!') continue;
    const negated = item.startsWith('!');
    const text = negated ? item.slice(1) : item;
    if (text.includes('*')) {
      // mission-control drops negated wildcards; plain ones become like patterns
      if (!negated) out.push([column, `like.${text}`]);
    } else if (negated) {
      exclude.push(text);
    } else {
      include.push(text);
    }
  }
  if (include.length > 0) out.unshift([column, `in.(${include.map(quoteItem).join(',')})`]);
  if (exclude.length > 0) out.push([column, `not.in.(${exclude.map(quoteItem).join(',')})`]);
  return out;
}

/**
 * mission-control's `<col>.filter=<expr>` extension (reference 3.4), rewritten into ordinary
 * PostgREST filters before parsing, exactly as its middleware does before proxying.
 */
export function expandMissionControlFilters(pairs: [string, string][], now: Date = new Date()): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of pairs) {
    if (!key.endsWith(SUFFIX) || key.length === SUFFIX.length) {
      out.push([key, value]);
      continue;
    }
    const column = key.slice(0, -SUFFIX.length);
    if (TIMESTAMP_FILTER_COLUMNS.has(column)) out.push(timestampFilter(column, key, value, now));
    else out.push(...listFilters(column, value));
  }
  return out;
}
