/**
 * A small JSON Schema (draft 2020-12 subset) validator: the keywords the playbook spec schema
 * uses. Shared by the browser (errors in the YAML editor) and the backend (400 on a bad spec).
 */

export interface JsonSchema {
  type?: JsonType | readonly JsonType[];
  description?: string;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  minLength?: number;
  minItems?: number;
  pattern?: string;
  minimum?: number;
  /** Exactly one of the listed property names must be present (an action has one kind). */
  oneOfRequired?: readonly string[];
  /** Anything: no checks below this point. */
  $comment?: string;
}
export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface SchemaError {
  /** Where in the document: ['actions', 0, 'exec', 'script']. */
  path: (string | number)[];
  message: string;
}

const typeOf = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : (typeof value as JsonType);

const matchesType = (value: unknown, expected: JsonType): boolean => {
  const actual = typeOf(value);
  return actual === expected || (expected === 'number' && actual === 'integer');
};

/** Renders a path as spec.actions[0].exec for messages. */
export function formatSchemaPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** Every violation of `schema` by `value`, with its path. */
export function validateJsonSchema(schema: JsonSchema, value: unknown, path: (string | number)[] = []): SchemaError[] {
  const errors: SchemaError[] = [];
  const at = (message: string) => errors.push({ path, message });
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[];
    if (!types.some((type) => matchesType(value, type))) {
      at(`must be ${types.join(' or ')}, not ${typeOf(value)}`);
      return errors;
    }
  }
  if (schema.enum && !schema.enum.includes(value))
    at(`must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}`);
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      at(schema.minLength === 1 ? 'must not be empty' : `must have at least ${schema.minLength} characters`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) at(`must match ${schema.pattern}`);
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum)
    at(`must be at least ${schema.minimum}`);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      at(`must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
    if (schema.items) value.forEach((item, index) => errors.push(...validateJsonSchema(schema.items!, item, [...path, index])));
  }
  if (typeOf(value) === 'object') errors.push(...validateObject(schema, value as Record<string, unknown>, path));
  return errors;
}

function validateObject(schema: JsonSchema, value: Record<string, unknown>, path: (string | number)[]): SchemaError[] {
  const errors: SchemaError[] = [];
  for (const name of schema.required ?? []) {
    if (value[name] === undefined || value[name] === null) errors.push({ path: [...path, name], message: 'is required' });
  }
  if (schema.oneOfRequired) {
    const present = schema.oneOfRequired.filter((name) => value[name] !== undefined && value[name] !== null);
    if (present.length !== 1) {
      errors.push({
        path,
        message:
          present.length === 0
            ? `needs one of ${schema.oneOfRequired.join(', ')}`
            : `must have only one of ${present.join(', ')}`,
      });
    }
  }
  for (const [name, child] of Object.entries(value)) {
    const known = schema.properties?.[name];
    if (known) {
      if (child !== undefined) errors.push(...validateJsonSchema(known, child, [...path, name]));
    } else if (schema.additionalProperties === false) {
      errors.push({ path: [...path, name], message: 'is not a known field' });
    } else if (typeof schema.additionalProperties === 'object') {
      errors.push(...validateJsonSchema(schema.additionalProperties, child, [...path, name]));
    }
  }
  return errors;
}
