/**
 * Connection references of scraper specs, as Mission Control resolves them: `connection://<namespace>/<name>`,
 * `connection://<name>` (namespace default), or a connection's id. Anything else is not a reference.
 */
import { isUuid } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';

export interface ResolvedConnection {
  id: string;
  name: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, unknown> | null;
}

const PREFIX = 'connection://';

export const isConnectionReference = (value: string): boolean => value.startsWith(PREFIX) || isUuid(value);

/** The connection a reference names; an Error saying which one is missing otherwise. */
export async function resolveConnection(db: Queryable, reference: string): Promise<ResolvedConnection> {
  const columns = 'id::text AS id, name, type, url, username, password, properties';
  if (isUuid(reference)) {
    const { rows } = await db.query<ResolvedConnection>(
      `SELECT ${columns} FROM connections WHERE id = $1::uuid AND deleted_at IS NULL`,
      [reference],
    );
    if (!rows[0]) throw new Error(`connection ${reference} was not found`);
    return rows[0];
  }
  const rest = reference.slice(PREFIX.length).replace(/^\/+/, '');
  const [first, second] = rest.split('/');
  const namespace = second ? first! : 'default';
  const name = second ?? first ?? '';
  const { rows } = await db.query<ResolvedConnection>(
    `SELECT ${columns} FROM connections WHERE name = $1 AND namespace = $2 AND deleted_at IS NULL`,
    [name, namespace],
  );
  if (!rows[0]) throw new Error(`connection ${namespace}/${name} was not found`);
  return rows[0];
}
