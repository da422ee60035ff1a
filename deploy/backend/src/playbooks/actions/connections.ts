import type { Queryable } from '../../db/types';

export interface ConnectionRow {
  id: string;
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A connection named as Mission Control names them: `connection://namespace/name`,
 * `connection://name`, `namespace/name`, a bare name or an id.
 */
export async function findConnection(db: Queryable, reference: string): Promise<ConnectionRow> {
  const ref = reference.trim().replace(/^connection:\/\//, '');
  const [namespace, name] = ref.includes('/') ? (ref.split('/', 2) as [string, string]) : [undefined, ref];
  const { rows } = UUID.test(ref)
    ? await db.query<ConnectionRow>(
        'SELECT id, name, namespace, type, url, username, password, properties FROM connections WHERE id = $1::uuid AND deleted_at IS NULL',
        [ref],
      )
    : await db.query<ConnectionRow>(
        `SELECT id, name, namespace, type, url, username, password, properties FROM connections
          WHERE name = $1 AND ($2::text IS NULL OR namespace = $2) AND deleted_at IS NULL ORDER BY namespace LIMIT 1`,
        [name, namespace ?? null],
      );
  if (!rows[0]) throw new Error(`connection ${reference} was not found`);
  return rows[0];
}
