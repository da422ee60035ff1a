import { parseError } from '../errors';
import type { EmbedItem, SelectItem } from './ast';
import { parseField } from './field';

/** Embeds nested deeper than this are refused. */
export const MAX_EMBED_DEPTH = 8;
/**
 * Items of one select parameter (columns, `*` and embeds, at every depth). The console's widest
 * select has a few dozen; thousands would only build a statement past PostgreSQL's target-list limit.
 */
export const MAX_SELECT_ITEMS = 200;

/**
 * Recursive-descent reader for the select parameter:
 *   items := item (',' item)*
 *   item  := '*' | [alias ':'] field ['::' cast]
 *          | [alias ':'] name ('!' hint | '!inner' | '!left')* '(' [items] ')' ['::' cast (ignored)]
 * Spaces around tokens are tolerated, as real clients send `agents(id, name)`.
 */
class SelectReader {
  private pos = 0;
  private count = 0;
  constructor(private readonly text: string) {}

  private fail(details: string): never {
    throw parseError('select parameter', this.text, details);
  }

  private skipSpaces(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t' || this.text[this.pos] === '\n') this.pos += 1;
  }

  /** A name: a quoted identifier, or characters up to a delimiter (JSON arrows kept for fields). */
  private name(allowArrows: boolean): string {
    this.skipSpaces();
    const start = this.pos;
    if (this.text[this.pos] === '"') {
      this.pos += 1;
      while (this.pos < this.text.length && this.text[this.pos] !== '"') {
        if (this.text[this.pos] === '\\') this.pos += 1;
        this.pos += 1;
      }
      if (this.pos >= this.text.length) this.fail('unterminated quoted name');
      this.pos += 1;
    }
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === undefined || ch === ',' || ch === '(' || ch === ')' || ch === '!' || ch === ' ') break;
      if (ch === ':') break;
      if (ch === '-' && this.text[this.pos + 1] === '>' && !allowArrows) break;
      this.pos += 1;
    }
    return this.text.slice(start, this.pos);
  }

  private cast(): string | undefined {
    this.skipSpaces();
    if (!this.text.startsWith('::', this.pos)) return undefined;
    this.pos += 2;
    this.skipSpaces();
    const start = this.pos;
    while (this.pos < this.text.length && /[A-Za-z0-9_ [\]]/.test(this.text[this.pos]!) && this.text[this.pos] !== ',') {
      this.pos += 1;
    }
    const cast = this.text.slice(start, this.pos).trim();
    if (cast === '') this.fail('empty cast');
    return cast;
  }

  items(depth: number): SelectItem[] {
    if (depth > MAX_EMBED_DEPTH) this.fail(`embedding deeper than ${MAX_EMBED_DEPTH} levels`);
    const items: SelectItem[] = [];
    for (;;) {
      items.push(this.item(depth));
      this.skipSpaces();
      if (this.text[this.pos] === ',') {
        this.pos += 1;
        continue;
      }
      return items;
    }
  }

  private item(depth: number): SelectItem {
    this.count += 1;
    if (this.count > MAX_SELECT_ITEMS) this.fail(`more than ${MAX_SELECT_ITEMS} items`);
    this.skipSpaces();
    if (this.text[this.pos] === '*') {
      this.pos += 1;
      return { type: 'star' };
    }
    let alias: string | undefined;
    let name = this.name(true);
    this.skipSpaces();
    if (this.text[this.pos] === ':' && this.text[this.pos + 1] !== ':') {
      this.pos += 1;
      alias = name.trim();
      if (alias === '') this.fail('empty alias');
      name = this.name(true);
      this.skipSpaces();
    }
    if (name === '') this.fail(`unexpected "${this.text[this.pos] ?? 'end of input'}"`);
    if (this.text[this.pos] === '!' || this.text[this.pos] === '(') return this.embed(name, alias, depth);
    const field = parseField(name, 'select parameter');
    const cast = this.cast();
    return { type: 'column', field, ...(alias !== undefined && { alias: unquoteAlias(alias) }), ...(cast && { cast }) };
  }

  private embed(rawName: string, alias: string | undefined, depth: number): EmbedItem {
    if (rawName.includes('->')) this.fail('an embedded resource cannot have a JSON path');
    let hint: string | undefined;
    let inner = false;
    while (this.text[this.pos] === '!') {
      this.pos += 1;
      const word = this.name(false).trim();
      if (word === 'inner') inner = true;
      else if (word === 'left') inner = false;
      else if (word === '') this.fail('empty embedding hint');
      else if (hint !== undefined) this.fail('more than one embedding hint');
      else hint = word;
      this.skipSpaces();
    }
    if (this.text[this.pos] !== '(') this.fail(`expected "(" after "${rawName}"`);
    this.pos += 1;
    this.skipSpaces();
    let select: SelectItem[] = [];
    if (this.text[this.pos] !== ')') select = this.items(depth + 1);
    this.skipSpaces();
    if (this.text[this.pos] !== ')') this.fail(`expected ")" to close "${rawName}"`);
    this.pos += 1;
    this.cast(); // `artifacts(*)::jsonb` is sent by real clients; a cast on an embed means nothing
    return {
      type: 'embed',
      name: unquoteAlias(rawName.trim()),
      ...(alias !== undefined && { alias: unquoteAlias(alias) }),
      ...(hint !== undefined && { hint }),
      inner,
      select,
    };
  }

  done(): boolean {
    this.skipSpaces();
    return this.pos >= this.text.length;
  }

  rest(): string {
    return this.text.slice(this.pos);
  }
}

const unquoteAlias = (text: string): string =>
  text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text;

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ type: 'star' }];
  const reader = new SelectReader(text);
  const items = reader.items(0);
  if (!reader.done()) throw parseError('select parameter', text, `unexpected "${reader.rest().slice(0, 20)}"`);
  return items;
}
