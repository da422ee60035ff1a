/**
 * Templates in playbook actions, as Mission Control writes them: Go template expressions such as
 * `{{.params.name}}`, `{{ .config.tags.namespace }}`, `{{ index .config.tags "app" }}` and pipes
 * (`{{ .params.x | default "none" | upper }}`). The data is the run's environment: params, config,
 * component, check, playbook, run, user and the results of earlier actions. Control structures
 * (`if`, `range`) are not supported: such a template is an error, never silently ignored.
 */

export type TemplateData = Record<string, unknown>;

export class TemplateError extends Error {}

const FUNCTIONS: Record<string, (args: unknown[], piped: unknown) => unknown> = {
  default: ([fallback], piped) => (piped === undefined || piped === null || piped === '' ? fallback : piped),
  upper: (_args, piped) => asText(piped).toUpperCase(),
  lower: (_args, piped) => asText(piped).toLowerCase(),
  trim: (_args, piped) => asText(piped).trim(),
  quote: (_args, piped) => JSON.stringify(asText(piped)),
  toJSON: (_args, piped) => JSON.stringify(piped ?? null),
  index: ([collection, ...keys]) => keys.reduce<unknown>((value, key) => lookup(value, String(key)), collection),
};

/** How a value prints in a template: strings as they are, objects as JSON, nothing as empty. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function lookup(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** Tokens of one expression: paths (.a.b), string and number literals, names, pipes. */
function tokenize(expression: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|\||[^\s|"`]+)/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(expression)) !== null) {
    tokens.push(match[1]!);
    end = pattern.lastIndex;
  }
  if (expression.slice(end).trim() !== '') throw new TemplateError(`cannot read template expression: ${expression}`);
  return tokens;
}

function operand(token: string, data: TemplateData): unknown {
  if (token.startsWith('"')) return JSON.parse(token) as string;
  if (token.startsWith('`')) return token.slice(1, -1);
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  if (token === 'true' || token === 'false') return token === 'true';
  if (token === '.') return data;
  if (token.startsWith('.'))
    return token
      .slice(1)
      .split('.')
      .reduce<unknown>((value, key) => lookup(value, key), data);
  throw new TemplateError(`unknown template value: ${token}`);
}

function evaluateCommand(tokens: string[], data: TemplateData, piped: unknown, hasPiped: boolean): unknown {
  const [head, ...rest] = tokens;
  if (head === undefined) throw new TemplateError('empty template command');
  const fn = Object.hasOwn(FUNCTIONS, head) ? FUNCTIONS[head] : undefined;
  if (fn) {
    const args = rest.map((token) => operand(token, data));
    return fn(hasPiped && head === 'index' ? [...args, piped] : args, piped);
  }
  if (['if', 'else', 'end', 'range', 'with', 'define', 'template', 'block'].includes(head)) {
    throw new TemplateError(`template control structures are not supported: {{${head}}}`);
  }
  if (rest.length > 0) throw new TemplateError(`unknown template function: ${head}`);
  return operand(head, data);
}

/** Evaluates the inside of one `{{ }}`. */
export function evaluateExpression(expression: string, data: TemplateData): unknown {
  const tokens = tokenize(expression);
  const commands: string[][] = [[]];
  for (const token of tokens) {
    if (token === '|') commands.push([]);
    else commands[commands.length - 1]!.push(token);
  }
  return commands.reduce<{ value: unknown; piped: boolean }>(
    (state, command) => ({ value: evaluateCommand(command, data, state.value, state.piped), piped: true }),
    { value: undefined, piped: false },
  ).value;
}

/** Fills every `{{ }}` of `text`; text without templates is returned unchanged. */
export function renderTemplate(text: string, data: TemplateData): string {
  if (!text.includes('{{')) return text;
  return text.replace(
    /(\s*)\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}(\s*)/g,
    (_all, before: string, trimLeft: string, expression: string, trimRight: string, after: string) => {
      const value = expression.startsWith('/*') ? '' : asText(evaluateExpression(expression, data));
      return `${trimLeft ? '' : before}${value}${trimRight ? '' : after}`;
    },
  );
}

/** Renders every string inside a JSON value (objects and arrays are walked). */
export function renderDeep<T>(value: T, data: TemplateData): T {
  if (typeof value === 'string') return renderTemplate(value, data) as T;
  if (Array.isArray(value)) return value.map((item) => renderDeep(item, data)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderDeep(item, data)])) as T;
  }
  return value;
}
