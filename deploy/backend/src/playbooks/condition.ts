/**
 * An action's `if`: Mission Control evaluates it as a CEL expression (a Go template when it holds
 * `{{ }}`). Supported here: the status functions always(), success() (the default), failure(),
 * timeout() and skip(); literals; paths into the run's data (params.x, config.name, check.status);
 * ==, !=, <, <=, >, >=, !, &&, || and parentheses. Anything else is an error that fails the action.
 */
import { renderTemplate, TemplateError, type TemplateData } from './template';

export interface RunState {
  /** An earlier action failed. */
  failed: boolean;
  /** An earlier action timed out. */
  timedOut: boolean;
}

export type ConditionResult = 'run' | 'skip';

const TOKEN = /\s*(\|\||&&|==|!=|<=|>=|[<>!()?:,]|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|[A-Za-z_][\w.]*)/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  let end = 0;
  while (end < text.length && (match = TOKEN.exec(text)) !== null) {
    tokens.push(match[1]!);
    end = TOKEN.lastIndex;
  }
  if (text.slice(end).trim() !== '') throw new TemplateError(`cannot read condition: ${text}`);
  return tokens;
}

class Parser {
  private position = 0;
  /** Whether a status function was used: without one, success() is implied. */
  usedStatusFunction = false;
  constructor(
    private readonly tokens: string[],
    private readonly data: TemplateData,
    private readonly state: RunState,
  ) {}

  parse(): unknown {
    const value = this.or();
    if (this.position < this.tokens.length) throw new TemplateError(`unexpected "${this.tokens[this.position]}" in condition`);
    return value;
  }
  private peek = () => this.tokens[this.position];
  private next = () => this.tokens[this.position++];
  private expect(token: string) {
    if (this.next() !== token) throw new TemplateError(`expected "${token}" in condition`);
  }
  private or(): unknown {
    let left = this.and();
    while (this.peek() === '||') {
      this.next();
      const right = this.and();
      left = truthy(left) || truthy(right);
    }
    return left;
  }
  private and(): unknown {
    let left = this.comparison();
    while (this.peek() === '&&') {
      this.next();
      const right = this.comparison();
      left = truthy(left) && truthy(right);
    }
    return left;
  }
  private comparison(): unknown {
    const left = this.unary();
    const op = this.peek();
    if (op && ['==', '!=', '<', '<=', '>', '>='].includes(op)) {
      this.next();
      const right = this.unary();
      return compare(op, left, right);
    }
    return left;
  }
  private unary(): unknown {
    if (this.peek() === '!') {
      this.next();
      return !truthy(this.unary());
    }
    return this.primary();
  }
  private primary(): unknown {
    const token = this.next();
    if (token === undefined) throw new TemplateError('condition ends too early');
    if (token === '(') {
      const value = this.or();
      this.expect(')');
      return value;
    }
    if (token.startsWith('"') || token.startsWith("'")) return token.slice(1, -1).replace(/\\(.)/g, '$1');
    if (/^-?\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (this.peek() === '(') {
      this.next();
      this.expect(')');
      return this.call(token);
    }
    return token
      .split('.')
      .reduce<unknown>(
        (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
        this.data,
      );
  }
  private call(name: string): boolean {
    this.usedStatusFunction = true;
    switch (name) {
      case 'always':
        return true;
      case 'success':
        return !this.state.failed && !this.state.timedOut;
      case 'failure':
        return this.state.failed;
      case 'timeout':
        return this.state.timedOut;
      case 'skip':
        return false;
      default:
        throw new TemplateError(`unknown function ${name}() in condition`);
    }
  }
}

const truthy = (value: unknown): boolean => value === true || value === 'true' || (typeof value === 'number' && value !== 0);

function compare(op: string, left: unknown, right: unknown): boolean {
  const bothNumbers = typeof left === 'number' && typeof right === 'number';
  const a = bothNumbers ? left : String(left ?? '');
  const b = bothNumbers ? right : String(right ?? '');
  switch (op) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

/**
 * Whether an action runs. Without an `if`, or with one that names no status function, it runs
 * only while no earlier action failed (success() is implied, as in the reference).
 */
export function evaluateCondition(condition: string | undefined, data: TemplateData, state: RunState): ConditionResult {
  const succeeded = !state.failed && !state.timedOut;
  const text = condition?.trim() ?? '';
  if (text === '') return succeeded ? 'run' : 'skip';
  if (text.includes('{{')) {
    const rendered = renderTemplate(text, data).trim();
    return succeeded && rendered === 'true' ? 'run' : 'skip';
  }
  const parser = new Parser(tokenize(text), data, state);
  const value = truthy(parser.parse());
  return value && (parser.usedStatusFunction || succeeded) ? 'run' : 'skip';
}
