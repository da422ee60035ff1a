// Connections written and read through /connection: values checked against the type's description,
// secrets sealed before they are stored and never returned.
import {
  connectionTypeDescription,
  fromConnectionRow,
  isConnectionType,
  isUuid,
  secretTargets,
  toConnectionRow,
  validateConnectionValues,
  type ConnectionDetail,
  type ConnectionRowValues,
  type ConnectionTypeDescription,
  type ConnectionWrite,
} from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { sealSecret } from './sealing';

export interface ConnectionRow {
  id: string;
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, unknown> | null;
  source: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'id, name, namespace, type, url, username, password, certificate, insecure_tls, properties, source, created_at, updated_at';

/** Seals the static secrets of a row about to be stored (references and sealed values stay). */
export function sealConnectionRow<T extends Partial<ConnectionRowValues>>(description: ConnectionTypeDescription, row: T): T {
  const targets = secretTargets(description);
  const sealed: T = { ...row };
  for (const column of targets.columns) {
    const value = sealed[column];
    if (typeof value === 'string') (sealed as Record<string, unknown>)[column] = sealSecret(value);
  }
  if (row.properties && targets.properties.length) {
    const properties = { ...row.properties };
    for (const key of targets.properties) {
      const value = properties[key];
      if (typeof value === 'string') properties[key] = sealSecret(value) ?? '';
    }
    sealed.properties = properties;
  }
  return sealed;
}

/** The detail the form edits: values without any secret in clear. */
export function connectionDetail(row: ConnectionRow): ConnectionDetail {
  const values = isConnectionType(row.type) ? fromConnectionRow(connectionTypeDescription(row.type), row) : {};
  return {
    id: row.id,
    name: row.name,
    namespace: row.namespace,
    type: row.type,
    source: row.source,
    url: row.url,
    values,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function checkValues(write: ConnectionWrite): ConnectionTypeDescription {
  const description = connectionTypeDescription(write.type);
  const errors = Object.entries(validateConnectionValues(description, write.values));
  if (errors.length) {
    const [key, message] = errors[0]!;
    const label = description.fields.find((field) => field.key === key)?.label ?? key;
    throw badRequest('invalid connection', `${label}: ${message}`);
  }
  return description;
}

const sqlState = (err: unknown) => (err as { code?: string } | null)?.code;

function duplicate(err: unknown, write: ConnectionWrite): never {
  if (sqlState(err) === '23505') {
    throw conflict('connection exists', `a connection named ${write.name} already exists in namespace ${write.namespace}`);
  }
  throw err;
}

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow> {
  if (!isUuid(id)) throw badRequest('invalid id', `${id} is not a connection id`);
  const { rows } = await db.query<ConnectionRow>(`SELECT ${COLUMNS} FROM connections WHERE id = $1 AND deleted_at IS NULL`, [id]);
  if (!rows[0]) throw notFound('connection was not found');
  return rows[0];
}

export async function createConnection(db: Queryable, write: ConnectionWrite, createdBy: string): Promise<ConnectionRow> {
  const description = checkValues(write);
  const stored = Object.entries(write.values).find(([, value]) => typeof value === 'object' && value.kind === 'stored');
  if (stored) throw badRequest('invalid connection', `${stored[0]}: nothing is saved yet; enter a value`);
  const row = sealConnectionRow(description, toConnectionRow(description, write.values));
  try {
    const { rows } = await db.query<ConnectionRow>(
      `INSERT INTO connections (name, namespace, type, url, username, password, certificate, insecure_tls, properties, source, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'UI', $10) RETURNING ${COLUMNS}`,
      [
        write.name,
        write.namespace,
        write.type,
        row.url,
        row.username,
        row.password,
        row.certificate,
        row.insecure_tls,
        row.properties,
        createdBy,
      ],
    );
    return rows[0]!;
  } catch (err) {
    return duplicate(err, write);
  }
}

/** Replaces the connection's values; a secret sent as 'stored' keeps its saved (sealed) value. */
export async function updateConnection(db: Queryable, id: string, write: ConnectionWrite): Promise<ConnectionRow> {
  const existing = await findConnection(db, id);
  const description = checkValues(write);
  const keep = (field: { target: { column: string } | { property: string } }): string | null => {
    const value =
      'column' in field.target
        ? existing[field.target.column as keyof ConnectionRow]
        : existing.properties?.[field.target.property];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const row = sealConnectionRow(description, toConnectionRow(description, write.values, keep));
  const missing = description.fields.find(
    (field) => field.kind === 'secret' && field.required && write.values[field.key] !== undefined && keep(field) === null,
  );
  if (
    missing &&
    typeof write.values[missing.key] === 'object' &&
    (write.values[missing.key] as { kind: string }).kind === 'stored'
  ) {
    throw badRequest('invalid connection', `${missing.label}: nothing is saved yet; enter a value`);
  }
  try {
    const { rows } = await db.query<ConnectionRow>(
      `UPDATE connections SET name = $2, namespace = $3, type = $4, url = $5, username = $6, password = $7, certificate = $8,
         insecure_tls = $9, properties = $10, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [
        id,
        write.name,
        write.namespace,
        write.type,
        row.url,
        row.username,
        row.password,
        row.certificate,
        row.insecure_tls,
        row.properties,
      ],
    );
    if (!rows[0]) throw notFound('connection was not found');
    return rows[0];
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return duplicate(err, write);
  }
}

/** Soft delete: the row stays with deleted_at set, its name is free again. */
export async function deleteConnection(db: Queryable, id: string): Promise<ConnectionRow> {
  const existing = await findConnection(db, id);
  await db.query('UPDATE connections SET deleted_at = now() WHERE id = $1', [existing.id]);
  return existing;
}
