/**
 * Reader for PostgreSQL's stored node-tree text (pg_rewrite.ev_action, pg_node_tree): nodes
 * `{NAME :field value ...}`, lists `(...)`, `<>` for NULL, datum bytes in `[ ... ]`, and
 * backslash-escaped atoms. Only the structure is interpreted; atoms stay strings.
 */
export type NodeValue = string | null | NodeValue[] | TreeNode;
export interface TreeNode {
  readonly node: string;
  readonly fields: Record<string, NodeValue>;
}

const SPECIAL = new Set(['(', ')', '{', '}']);

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i += 1;
      continue;
    }
    if (SPECIAL.has(ch)) {
      tokens.push(ch);
      i += 1;
      continue;
    }
    let token = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || SPECIAL.has(c)) break;
      if (c === '\\' && i + 1 < text.length) {
        // Escaped characters are literal; mark the token so `<>` or `:x` written escaped stays an atom.
        token += `\u0000${text[i + 1]}`;
        i += 2;
        continue;
      }
      token += c;
      i += 1;
    }
    tokens.push(token);
  }
  return tokens;
}

const isFieldName = (token: string): boolean => token.startsWith(':') && token.length > 1;
const unescape = (token: string): string => token.replace(/\u0000(.)/g, '$1');

class Reader {
  private pos = 0;
  constructor(private readonly tokens: string[]) {}

  private peek(): string | undefined {
    return this.tokens[this.pos];
  }

  private next(): string {
    const token = this.tokens[this.pos];
    if (token === undefined) throw new Error('unexpected end of node tree');
    this.pos += 1;
    return token;
  }

  value(): NodeValue {
    const token = this.next();
    if (token === '{') return this.node();
    if (token === '(') return this.list();
    if (token === '<>') return null;
    if (token === '[') {
      // Datum bytes: `[ 4 0 0 0 ]`; kept as one atom, never interpreted.
      const bytes: string[] = [];
      while (this.peek() !== undefined && this.peek() !== ']') bytes.push(this.next());
      this.next();
      return bytes.join(' ');
    }
    return unescape(token);
  }

  private list(): NodeValue[] {
    const items: NodeValue[] = [];
    while (this.peek() !== ')') {
      if (this.peek() === undefined) throw new Error('unterminated list in node tree');
      items.push(this.value());
    }
    this.next();
    return items;
  }

  private node(): TreeNode {
    const name = this.next();
    const fields: Record<string, NodeValue> = {};
    for (;;) {
      const token = this.peek();
      if (token === undefined) throw new Error('unterminated node in node tree');
      if (token === '}') {
        this.next();
        return { node: name, fields };
      }
      if (!isFieldName(token)) {
        // A value without a field name (e.g. the second part of `:constvalue 4 [ .. ]`): skip it.
        this.value();
        continue;
      }
      this.next();
      const next = this.peek();
      fields[token.slice(1)] = next === undefined || next === '}' || isFieldName(next) ? null : this.value();
    }
  }
}

export function parseNodeTree(text: string): NodeValue {
  return new Reader(tokenize(text)).value();
}

/** One output column of a view's defining query and the table column it passes through, if any. */
export interface TargetOrigin {
  name: string;
  /** OID of the relation the column is a plain reference to (0 for expressions). */
  originRelid: number;
  originAttnum: number;
}

const asNode = (value: NodeValue | undefined): TreeNode | null =>
  value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : null;

/**
 * The non-junk target list of a view's top-level query. `resorigtbl/resorigcol` are set by the
 * parser only for plain column references (also through subqueries and joins), never for
 * expressions, and are 0 for set operations - exactly the pass-through lineage we need.
 */
export function viewTargets(evAction: string): TargetOrigin[] {
  const tree = parseNodeTree(evAction);
  const query = Array.isArray(tree) ? asNode(tree[0]) : asNode(tree);
  if (!query || query.node !== 'QUERY') throw new Error('view rule is not a query');
  const targetList = query.fields.targetList;
  if (!Array.isArray(targetList)) return [];
  const out: TargetOrigin[] = [];
  for (const item of targetList) {
    const entry = asNode(item);
    if (!entry || entry.node !== 'TARGETENTRY') continue;
    if (entry.fields.resjunk === 'true') continue;
    const name = entry.fields.resname;
    if (typeof name !== 'string') continue;
    out.push({
      name,
      originRelid: Number(entry.fields.resorigtbl ?? 0) || 0,
      originAttnum: Number(entry.fields.resorigcol ?? 0) || 0,
    });
  }
  return out;
}
