// Sealing a connection row's secrets before it is stored, and reading one row for Test connection.
import { isUuid, secretTargets, type ConnectionRowValues, type ConnectionTypeDescription } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { badRequest, notFound } from '../http/errors';
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

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow> {
  if (!isUuid(id)) throw badRequest('invalid id', `${id} is not a connection id`);
  const { rows } = await db.query<ConnectionRow>(`SELECT ${COLUMNS} FROM connections WHERE id = $1 AND deleted_at IS NULL`, [id]);
  if (!rows[0]) throw notFound('connection was not found');
  return rows[0];
}
