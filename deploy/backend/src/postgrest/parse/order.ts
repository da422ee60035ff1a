import { parseError } from '../errors';
import type { OrderTerm } from './ast';
import { parseField, splitTopLevel } from './field';

const DIRECTIONS = new Set(['asc', 'desc']);
const NULLS = new Set(['nullsfirst', 'nullslast']);

/** `order=a.desc.nullslast,b,c->>k.asc` */
export function parseOrder(text: string): OrderTerm[] {
  // PostgREST requires at least one term: `order=` is a parse error, not "no order".
  if (text.trim() === '') throw parseError('order', text, 'expected a column to order by');
  return splitTopLevel(text, 'order').map((raw) => {
    const term = raw.trim();
    if (term === '') throw parseError('order', text, 'empty order term');
    const parts = term.split('.');
    const mods: Partial<OrderTerm> = {};
    // Modifiers are the trailing dot-separated words; everything before them is the field.
    while (parts.length > 1) {
      const last = parts[parts.length - 1]!;
      if (NULLS.has(last) && mods.nulls === undefined && mods.direction === undefined) {
        mods.nulls = last === 'nullsfirst' ? 'first' : 'last';
      } else if (DIRECTIONS.has(last) && mods.direction === undefined) {
        mods.direction = last as 'asc' | 'desc';
      } else {
        break;
      }
      parts.pop();
    }
    const fieldText = parts.join('.');
    if (fieldText.includes('(')) throw parseError('order', text, 'ordering by embedded resources is not supported');
    if (parts.length > 1 && !fieldText.includes('->')) throw parseError('order', text, `unexpected modifier in "${term}"`);
    return { field: parseField(fieldText, 'order'), ...mods };
  });
}
