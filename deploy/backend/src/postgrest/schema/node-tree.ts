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

interface Token {
  text: string;
  /** True when any character was backslash-escaped: the token is then always a plain atom. */
  literal: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i += 1;
      continue;
    }
    if (SPECIAL.has(ch)) {
      tokens.push({ text: ch, literal: false });
      i += 1;
      continue;
    }
    let token = '';
    let literal = false;
    while (i < text.length) {
      const c = text[i]!;
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || SPECIAL.has(c)) break;
      if (c === '\\' && i + 1 < text.length) {
        token += text[i + 1];
        literal = true;
        i += 2;
        continue;
      }
      token += c;
      i += 1;
    }
    tokens.push({ text: token, literal });
  }
  return tokens;
}

const isFieldName = (token: Token | undefined): boolean =>
  token !== undefined && !token.literal && token.text.startsWith(':') && token.text.length > 1;
const is = (token: Token | undefined, text: string): boolean => token !== undefined && !token.literal && token.text === text;

class Reader {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private next(): Token {
    const token = this.tokens[this.pos];
    if (token === undefined) throw new Error('unexpected end of node tree');
    this.pos += 1;
    return token;
  }

  value(): NodeValue {
    const token = this.next();
    if (is(token, '{')) return this.node();
    if (is(token, '(')) return this.list();
    if (is(token, '<>')) return null;
    if (is(token, '[')) {
      // Datum bytes: `[ 4 0 0 0 ]`; kept as one atom, never interpreted.
      const bytes: string[] = [];
      while (this.peek() !== undefined && !is(this.peek(), ']')) bytes.push(this.next().text);
      this.next();
      return bytes.join(' ');
    }
    return token.text;
  }

  private list(): NodeValue[] {
    const items: NodeValue[] = [];
    while (!is(this.peek(), ')')) {
      if (this.peek() === undefined) throw new Error('unterminated list in node tree');
      items.push(this.value());
    }
    this.next();
    return items;
  }

  private node(): TreeNode {
    const name = this.next().text;
    const fields: Record<string, NodeValue> = {};
    for (;;) {
      const token = this.peek();
      if (token === undefined) throw new Error('unterminated node in node tree');
      if (is(token, '}')) {
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
      fields[token.text.slice(1)] = next === undefined || is(next, '}') || isFieldName(next) ? null : this.value();
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
