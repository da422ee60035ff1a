import type { Queryable } from '../db/types';

export type Row = Record<string, unknown>;

/** JSON for a json/jsonb column (arrays included: a bare JS array would bind as a SQL array). */
export const json = (value: unknown): string => JSON.stringify(value);

// PostgreSQL allows 65535 bind parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

/**
 * Multi-row INSERT with every value bound. All rows must have the same keys; the column names are
 * code constants, never data. Returns the number of rows written.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[], suffix = ''): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0] as Row);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const columnList = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        if (!(column in row)) throw new Error(`${table}: row is missing column ${column}`);
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columnList}) VALUES ${tuples.join(', ')} ${suffix}`, params);
  }
  return rows.length;
}
