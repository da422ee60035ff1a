// Checks chart values against the chart's values schema (JSON Schema draft 07): the subset the
// registry's charts use. References to other hosts cannot be fetched at run time, so what they
// describe is accepted as it is; local references (#/...) are followed.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  $ref?: string;
  [key: string]: unknown;
}

export interface SchemaProblem {
  /** The path as text ("image.tag", "hosts[0]"); "values" at the root. */
  path: string;
  /** The same path as keys and indexes, to find its line in the YAML. */
  at: (string | number)[];
  message: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const matchesType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

function resolve(root: JsonSchema, ref: string): JsonSchema | null {
  if (!ref.startsWith('#/')) return null;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/'))
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return (node as JsonSchema | undefined) ?? null;
}

type Path = (string | number)[];

const pathText = (path: Path) =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '') ||
  'values';

const problem = (path: Path, message: string): SchemaProblem => ({ path: pathText(path), at: path, message });

function check(root: JsonSchema, schema: JsonSchema, value: unknown, path: Path, out: SchemaProblem[]): void {
  if (schema.$ref) {
    const target = resolve(root, schema.$ref);
    if (target) check(root, target, value, path, out);
    return;
  }
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => matchesType(value, type))) {
      out.push(problem(path, `must be ${types.join(' or ')}, not ${typeOf(value)}`));
      return;
    }
  }
  if (schema.enum && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
    out.push(problem(path, `must be one of ${schema.enum.map((option) => JSON.stringify(option)).join(', ')}`));
  }
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value))
    out.push(problem(path, `must be ${JSON.stringify(schema.const)}`));
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) out.push(problem(path, `must be at least ${schema.minimum}`));
    if (schema.maximum !== undefined && value > schema.maximum) out.push(problem(path, `must be at most ${schema.maximum}`));
  }
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
    out.push(problem(path, `must match ${schema.pattern}`));
  }
  for (const part of schema.allOf ?? []) check(root, part, value, path, out);
  for (const [keyword, parts] of [
    ['anyOf', schema.anyOf],
    ['oneOf', schema.oneOf],
  ] as const) {
    if (!parts) continue;
    const passing = parts.filter((part) => validate(part, value, root).length === 0).length;
    if (keyword === 'anyOf' ? passing === 0 : passing !== 1)
      out.push(problem(path, `does not match ${keyword === 'anyOf' ? 'any' : 'exactly one'} of the allowed shapes`));
  }
  if (typeOf(value) === 'object') checkObject(root, schema, value as Record<string, unknown>, path, out);
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => {
      const itemSchema = Array.isArray(schema.items) ? schema.items[index] : schema.items;
      if (itemSchema) check(root, itemSchema as JsonSchema, item, [...path, index], out);
    });
  }
}

function checkObject(
  root: JsonSchema,
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: Path,
  out: SchemaProblem[],
): void {
  for (const key of schema.required ?? []) {
    if (!(key in value)) out.push(problem([...path, key], 'is required'));
  }
  for (const [key, child] of Object.entries(value)) {
    const known = schema.properties?.[key];
    if (known) check(root, known, child, [...path, key], out);
    else if (schema.additionalProperties === false) out.push(problem([...path, key], 'is not a value of this chart'));
    else if (typeof schema.additionalProperties === 'object')
      check(root, schema.additionalProperties, child, [...path, key], out);
  }
}

/** Every problem of `value` against `schema`, in document order; empty when it is valid. */
export function validate(schema: JsonSchema, value: unknown, root: JsonSchema = schema): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  check(root, schema, value, [], out);
  return out;
}
