import { parseError } from '../errors';
import type { Field, JsonStep } from './ast';

/** JSON path steps of one field (`data->a->b->...`); documents nest far less than this. */
export const MAX_JSON_PATH_DEPTH = 16;

/**
 * `col`, `col->key`, `col->>key`, `col->0->>name`. Column names and keys are taken verbatim
 * (they are checked against the schema, or bound as parameters, later).
 */
export function parseField(text: string, what = 'field'): Field {
  const trimmed = text.trim();
  const first = trimmed.search(/->/);
  const column = (first === -1 ? trimmed : trimmed.slice(0, first)).trim();
  if (column === '' || /[(),:!]/.test(column)) {
    throw parseError(what, text, `invalid column name "${column}"`);
  }
  const path: JsonStep[] = [];
  let rest = first === -1 ? '' : trimmed.slice(first);
  while (rest !== '') {
    const arrow: JsonStep['arrow'] = rest.startsWith('->>') ? '->>' : '->';
    rest = rest.slice(arrow.length);
    const next = rest.search(/->/);
    const key = (next === -1 ? rest : rest.slice(0, next)).trim();
    if (key === '') throw parseError(what, text, 'empty JSON path key');
    if (path.length === MAX_JSON_PATH_DEPTH) throw parseError(what, text, `JSON path deeper than ${MAX_JSON_PATH_DEPTH} steps`);
    path.push({ arrow, key: unquote(key) });
    rest = next === -1 ? '' : rest.slice(next);
  }
  return { column: unquote(column), path };
}

/** `"quoted name"` -> `quoted name` (backslash escapes allowed inside), else unchanged. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * Splits on commas that are outside double quotes and outside (), {} and [] nesting - the list
 * separator of logic trees, `in` lists and select/order parameters.
 */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth += 1;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth -= 1;
      if (depth < 0) throw parseError(what, text, `unexpected "${ch}"`);
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, text, 'unterminated quoted value');
  if (depth !== 0) throw parseError(what, text, 'unbalanced parentheses');
  parts.push(text.slice(start));
  return parts;
}
