/**
 * The text syntaxes of duty's resource selectors (reference 5.4), parsed into plain data; SQL is
 * built from it elsewhere (sql.ts), with every value bound as a parameter.
 *
 * Filter values (selector fields `name`, `namespace`, `health`, items of `types`/`statuses`, and
 * the value of a search term): a comma list means any of; `!x` excludes x; `x*` is a prefix and
 * `*x` a suffix match (case-insensitive); anything else is an exact, case-sensitive match.
 *
 * Search (duty's query language): space-separated terms, all of which must hold; `;` (or a lone
 * `|`) separates alternatives, any of which may hold. A term is `field=value`, `field!=value`,
 * `field<value` (also `>`, `<=`, `>=`, for timestamps), with the value optionally in double
 * quotes. A bare word matches the start of the name, case-insensitively (`web` = `name=web*`);
 * `-word` excludes names starting with it. A term whose value is still empty (`name=` while
 * typing) is ignored.
 *
 * Label selectors (`labelSelector`, `tagSelector`, `fieldSelector`), as in Kubernetes:
 * `k=v`, `k==v`, `k!=v`, `k in (a,b)`, `k notin (a,b)`, `k` (present), `!k` (absent), comma-separated.
 */

export class SearchSyntaxError extends Error {
  override name = 'SearchSyntaxError';
}

export interface Patterns {
  exact: string[];
  prefix: string[];
  suffix: string[];
}

export interface FilterValue {
  /** Any of these (no entries: no restriction). */
  include: Patterns;
  /** None of these. */
  exclude: Patterns;
}

const emptyPatterns = (): Patterns => ({ exact: [], prefix: [], suffix: [] });
export const hasPatterns = (p: Patterns): boolean => p.exact.length + p.prefix.length + p.suffix.length > 0;

/** Parses `a,b,!c,d*,*e` (see the file comment). Empty items are skipped. */
export function parseFilterValue(value: string): FilterValue {
  const result: FilterValue = { include: emptyPatterns(), exclude: emptyPatterns() };
  for (const raw of value.split(',')) {
    let item = raw.trim();
    if (item === '') continue;
    let target = result.include;
    if (item.startsWith('!')) {
      target = result.exclude;
      item = item.slice(1);
      if (item === '') continue;
    }
    if (item === '*') target.prefix.push('');
    else if (item.startsWith('*')) target.suffix.push(item.slice(1));
    else if (item.endsWith('*')) target.prefix.push(item.slice(0, -1));
    else target.exact.push(item);
  }
  return result;
}

export type Operator = '=' | '!=' | '<' | '>' | '<=' | '>=';

export interface Term {
  /** Field name as written (`name`, `type`, `tag.cluster`...); fields match case-insensitively, map keys exactly. */
  field: string;
  op: Operator;
  value: string;
}

/** Alternatives (OR) of conjunctions (AND) of terms. */
export type SearchQuery = Term[][];

const TERM = /^([A-Za-z_][\w.\-/]*?)(!=|<=|>=|==|=|<|>)(.*)$/s;

const unquote = (value: string): string =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** Splits on whitespace and on `;` outside double quotes; `;` is returned as its own token. */
function tokenize(search: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quoted = false;
  const flush = () => {
    if (current !== '') tokens.push(current);
    current = '';
  };
  for (const char of search) {
    if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (!quoted && /\s/.test(char)) {
      flush();
    } else if (!quoted && char === ';') {
      flush();
      tokens.push(';');
    } else {
      current += char;
    }
  }
  flush();
  return tokens;
}

function parseTerm(token: string): Term | null {
  const match = TERM.exec(token);
  if (match) {
    const value = unquote(match[3]!);
    if (value === '') return null;
    const op = match[2] === '==' ? '=' : (match[2] as Operator);
    return { field: match[1]!, op, value };
  }
  let word = unquote(token);
  let op: Operator = '=';
  if (word.startsWith('-') && word.length > 1) {
    op = '!=';
    word = word.slice(1);
  }
  if (word === '') return null;
  return { field: 'name', op, value: word.includes('*') ? word : `${word}*` };
}

/** Parses a search string; an empty or blank one gives no alternatives. */
export function parseSearch(search: string): SearchQuery {
  const alternatives: SearchQuery = [];
  let terms: Term[] = [];
  for (const token of tokenize(search)) {
    if (token === ';' || token === '|') {
      if (terms.length > 0) alternatives.push(terms);
      terms = [];
      continue;
    }
    const term = parseTerm(token);
    if (term) terms.push(term);
  }
  if (terms.length > 0) alternatives.push(terms);
  return alternatives;
}

export type Requirement = { key: string; op: 'in' | 'notin'; values: string[] } | { key: string; op: 'exists' | 'absent' };

/** Commas outside parentheses separate requirements. */
function splitRequirements(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) throw new SearchSyntaxError(`unbalanced ")" in "${selector}"`);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (depth !== 0) throw new SearchSyntaxError(`unbalanced "(" in "${selector}"`);
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const KEY = /^[A-Za-z0-9_.\-/]+$/;

function checkKey(key: string, selector: string): string {
  if (!KEY.test(key)) throw new SearchSyntaxError(`invalid key "${key}" in "${selector}"`);
  return key;
}

/** Parses a Kubernetes-style label selector (see the file comment). */
export function parseLabelSelector(selector: string): Requirement[] {
  return splitRequirements(selector).map((part): Requirement => {
    const set = /^(\S+)\s+(in|notin)\s*\((.*)\)$/.exec(part);
    if (set) {
      const values = set[3]!
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== '');
      return { key: checkKey(set[1]!, selector), op: set[2] as 'in' | 'notin', values };
    }
    const pair = /^([^=!\s]+)\s*(==|!=|=)\s*(.*)$/.exec(part);
    if (pair) {
      const op = pair[2] === '!=' ? 'notin' : 'in';
      return { key: checkKey(pair[1]!, selector), op, values: [pair[3]!.trim()] };
    }
    if (part.startsWith('!')) return { key: checkKey(part.slice(1).trim(), selector), op: 'absent' };
    return { key: checkKey(part, selector), op: 'exists' };
  });
}
