/**
 * The part of CEL that notification rules and silences filter with (`check.severity in
 * ['critical', 'high']`, `config.tags.namespace == 'payments' && config.type.startsWith('AWS')`):
 * literals (strings, numbers, booleans, null, lists), field access and indexing, `!`, unary `-`,
 * `* / %`, `+ -`, comparisons, `in`, `&&`, `||`, `?:`, the string methods `startsWith`,
 * `endsWith`, `contains`, `matches`, `lowerAscii`, `upperAscii`, `size()` and `has()`.
 * A missing field is null rather than an error, so a filter on a tag a resource lacks is false.
 */

export class CelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CelError';
  }
}

type Token =
  | { kind: 'num'; value: number }
  | { kind: 'str'; value: string }
  | { kind: 'id'; value: string }
  | { kind: 'op'; value: string }
  | { kind: 'end' };

const OPERATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '?',
  ':',
];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '"' || ch === "'") {
      let value = '';
      i += 1;
      while (i < source.length && source[i] !== ch) {
        if (source[i] === '\\' && i + 1 < source.length) {
          const next = source[i + 1]!;
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else {
          value += source[i];
          i += 1;
        }
      }
      if (i >= source.length) throw new CelError('unterminated string');
      i += 1;
      tokens.push({ kind: 'str', value });
    } else if (/[0-9]/.test(ch)) {
      const match = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(i))!;
      tokens.push({ kind: 'num', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ kind: 'id', value: match[0] });
      i += match[0].length;
    } else {
      const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
      if (!op) throw new CelError(`unexpected character '${ch}' at ${i}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  tokens.push({ kind: 'end' });
  return tokens;
}

export type CelNode =
  | { type: 'literal'; value: unknown }
  | { type: 'ident'; name: string }
  | { type: 'member'; object: CelNode; name: string }
  | { type: 'index'; object: CelNode; index: CelNode }
  | { type: 'call'; target: CelNode | null; name: string; args: CelNode[] }
  | { type: 'list'; items: CelNode[] }
  | { type: 'unary'; op: string; operand: CelNode }
  | { type: 'binary'; op: string; left: CelNode; right: CelNode }
  | { type: 'conditional'; test: CelNode; then: CelNode; otherwise: CelNode };

const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 3,
  '<=': 3,
  '>': 3,
  '>=': 3,
  in: 3,
  '+': 4,
  '-': 4,
  '*': 5,
  '/': 5,
  '%': 5,
};

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.position]!;
  }
  private next(): Token {
    return this.tokens[this.position++]!;
  }
  private isOp(value: string): boolean {
    const token = this.peek();
    return token.kind === 'op' && token.value === value;
  }
  private expect(value: string): void {
    if (!this.isOp(value)) throw new CelError(`expected '${value}'`);
    this.position += 1;
  }

  parseExpression(): CelNode {
    const test = this.parseBinary(1);
    if (!this.isOp('?')) return test;
    this.position += 1;
    const then = this.parseExpression();
    this.expect(':');
    return { type: 'conditional', test, then, otherwise: this.parseExpression() };
  }

  private binaryOperator(): string | null {
    const token = this.peek();
    if (token.kind === 'op' && PRECEDENCE[token.value]) return token.value;
    if (token.kind === 'id' && token.value === 'in') return 'in';
    return null;
  }

  private parseBinary(minimum: number): CelNode {
    let left = this.parseUnary();
    for (let op = this.binaryOperator(); op && PRECEDENCE[op]! >= minimum; op = this.binaryOperator()) {
      this.position += 1;
      const right = this.parseBinary(PRECEDENCE[op]! + 1);
      left = { type: 'binary', op, left, right };
    }
    return left;
  }

  private parseUnary(): CelNode {
    if (this.isOp('!') || this.isOp('-')) {
      const op = (this.next() as { value: string }).value;
      return { type: 'unary', op, operand: this.parseUnary() };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parseArguments(): CelNode[] {
    const args: CelNode[] = [];
    this.expect('(');
    while (!this.isOp(')')) {
      args.push(this.parseExpression());
      if (!this.isOp(')')) this.expect(',');
    }
    this.expect(')');
    return args;
  }

  private parsePostfix(node: CelNode): CelNode {
    for (;;) {
      if (this.isOp('.')) {
        this.position += 1;
        const name = this.next();
        if (name.kind !== 'id') throw new CelError('expected a field name after "."');
        node = this.isOp('(')
          ? { type: 'call', target: node, name: name.value, args: this.parseArguments() }
          : { type: 'member', object: node, name: name.value };
      } else if (this.isOp('[')) {
        this.position += 1;
        const index = this.parseExpression();
        this.expect(']');
        node = { type: 'index', object: node, index };
      } else {
        return node;
      }
    }
  }

  private parsePrimary(): CelNode {
    const token = this.next();
    if (token.kind === 'num' || token.kind === 'str') return { type: 'literal', value: token.value };
    if (token.kind === 'id') {
      if (token.value === 'true' || token.value === 'false') return { type: 'literal', value: token.value === 'true' };
      if (token.value === 'null') return { type: 'literal', value: null };
      if (this.isOp('(')) return { type: 'call', target: null, name: token.value, args: this.parseArguments() };
      return { type: 'ident', name: token.value };
    }
    if (token.kind === 'op' && token.value === '(') {
      const inner = this.parseExpression();
      this.expect(')');
      return inner;
    }
    if (token.kind === 'op' && token.value === '[') {
      const items: CelNode[] = [];
      while (!this.isOp(']')) {
        items.push(this.parseExpression());
        if (!this.isOp(']')) this.expect(',');
      }
      this.expect(']');
      return { type: 'list', items };
    }
    throw new CelError(token.kind === 'end' ? 'unexpected end of expression' : 'unexpected token');
  }

  parseAll(): CelNode {
    const node = this.parseExpression();
    if (this.peek().kind !== 'end') throw new CelError('unexpected input after the expression');
    return node;
  }
}

/** Parses an expression; throws CelError with a readable reason. */
export function parseCel(source: string): CelNode {
  return new Parser(tokenize(source)).parseAll();
}

const fieldOf = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? ((value as Record<string, unknown>)[name] ?? null)
    : null;

const equal = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
};

const compare = (op: string, a: unknown, b: unknown): boolean => {
  if (a === null || b === null || typeof a !== typeof b) return false;
  const [x, y] = [a as number | string, b as number | string];
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null ? '' : String(value));

function callMethod(name: string, target: unknown, args: unknown[]): unknown {
  switch (name) {
    case 'startsWith':
      return text(target).startsWith(text(args[0]));
    case 'endsWith':
      return text(target).endsWith(text(args[0]));
    case 'contains':
      return text(target).includes(text(args[0]));
    case 'matches':
      return new RegExp(text(args[0])).test(text(target));
    case 'lowerAscii':
      return text(target).toLowerCase();
    case 'upperAscii':
      return text(target).toUpperCase();
    case 'size':
      return sizeOf(target);
    default:
      throw new CelError(`unknown function ${name}`);
  }
}

function sizeOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

function evaluate(node: CelNode, env: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'ident':
      return env[node.name] ?? null;
    case 'member':
      return fieldOf(evaluate(node.object, env), node.name);
    case 'index': {
      const target = evaluate(node.object, env);
      const index = evaluate(node.index, env);
      if (Array.isArray(target) && typeof index === 'number') return target[index] ?? null;
      return fieldOf(target, text(index));
    }
    case 'list':
      return node.items.map((item) => evaluate(item, env));
    case 'call': {
      if (node.target === null && node.name === 'has') {
        const arg = node.args[0];
        if (arg?.type !== 'member') throw new CelError('has() takes a field, e.g. has(config.tags.team)');
        const parent = evaluate(arg.object, env);
        return parent !== null && typeof parent === 'object' && arg.name in (parent as object);
      }
      const args = node.args.map((arg) => evaluate(arg, env));
      if (node.target === null) {
        if (node.name === 'size') return sizeOf(args[0]);
        if (node.name === 'string') return text(args[0]);
        throw new CelError(`unknown function ${node.name}`);
      }
      return callMethod(node.name, evaluate(node.target, env), args);
    }
    case 'unary': {
      const value = evaluate(node.operand, env);
      return node.op === '!' ? !truthy(value) : -Number(value);
    }
    case 'conditional':
      return truthy(evaluate(node.test, env)) ? evaluate(node.then, env) : evaluate(node.otherwise, env);
    case 'binary':
      return binary(node, env);
  }
}

const truthy = (value: unknown): boolean => value === true;

function binary(node: Extract<CelNode, { type: 'binary' }>, env: Record<string, unknown>): unknown {
  if (node.op === '&&') return truthy(evaluate(node.left, env)) && truthy(evaluate(node.right, env));
  if (node.op === '||') return truthy(evaluate(node.left, env)) || truthy(evaluate(node.right, env));
  const left = evaluate(node.left, env);
  const right = evaluate(node.right, env);
  switch (node.op) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(node.op, left, right);
    case 'in':
      if (Array.isArray(right)) return right.some((item) => equal(item, left));
      if (right && typeof right === 'object') return text(left) in right;
      return false;
    case '+':
      return typeof left === 'number' && typeof right === 'number' ? left + right : text(left) + text(right);
    case '-':
      return Number(left) - Number(right);
    case '*':
      return Number(left) * Number(right);
    case '/':
      return Number(left) / Number(right);
    default:
      return Number(left) % Number(right);
  }
}

const cache = new Map<string, CelNode>();

/** True when `source` evaluates to true over `env`; a parse error throws CelError. */
export function celMatches(source: string, env: Record<string, unknown>): boolean {
  let node = cache.get(source);
  if (!node) {
    node = parseCel(source);
    if (cache.size > 500) cache.clear();
    cache.set(source, node);
  }
  return evaluate(node, env) === true;
}

/** The reason an expression does not parse, or null when it does. */
export function celSyntaxError(source: string): string | null {
  try {
    parseCel(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
