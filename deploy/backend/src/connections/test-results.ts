// The outcome of the last Test connection of each connection (migration 0800), its health dot.
import type { ConnectionHealth } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';

export async function recordTestResult(
  db: Queryable,
  id: string,
  health: 'healthy' | 'unhealthy',
  message: string,
): Promise<void> {
  await db.query(
    `INSERT INTO opsdeck_connections.test_results (connection_id, health, message, tested_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (connection_id) DO UPDATE SET health = EXCLUDED.health, message = EXCLUDED.message, tested_at = EXCLUDED.tested_at`,
    [id, health, message.slice(0, 1000)],
  );
}

export async function connectionHealth(db: Queryable): Promise<ConnectionHealth> {
  const { rows } = await db.query<ConnectionHealth[number]>(
    `SELECT r.connection_id AS id, r.health, r.message, r.tested_at FROM opsdeck_connections.test_results r
     JOIN connections c ON c.id = r.connection_id WHERE c.deleted_at IS NULL`,
  );
  return rows;
}
