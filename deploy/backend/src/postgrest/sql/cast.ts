import { PgrstError } from '../errors';
import type { SchemaModel } from '../schema/types';

// Spellings clients use for built-in types -> the SQL written after `::`. Anything else must be a
// type of the exposed schema (enum, domain), so no free text ever reaches the SQL.
const BUILTIN: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  'character varying': 'varchar',
  char: 'char',
  character: 'char',
  name: 'name',
  int: 'integer',
  integer: 'integer',
  int2: 'smallint',
  smallint: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float: 'double precision',
  float8: 'double precision',
  'double precision': 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timetz: 'timetz',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  interval: 'interval',
  bytea: 'bytea',
  inet: 'inet',
  cidr: 'cidr',
  money: 'money',
  oid: 'oid',
};

/** The SQL type for a client-written `::cast`, or a 400 when the type is unknown. */
export function resolveCast(model: SchemaModel, written: string): string {
  const text = written.trim().toLowerCase().replace(/\s+/g, ' ');
  const isArray = text.endsWith('[]');
  const base = isArray ? text.slice(0, -2).trim() : text;
  // Own properties only: `::constructor` must not find Object.prototype members.
  const sql = (Object.hasOwn(BUILTIN, base) ? BUILTIN[base] : undefined) ?? model.schemaTypes.get(base);
  if (!sql) throw new PgrstError(400, '42704', `type "${written.trim()}" does not exist`);
  return isArray ? `${sql}[]` : sql;
}
