import type { Queryable } from './types';

export interface ForeignKeyViolation {
  constraint: string;
  table: string;
  orphans: number;
}

/**
 * Counts rows that break a foreign key of the public schema. Normally always empty; used after
 * bulk loads that skip foreign-key triggers (session_replication_role=replica) to prove the
 * generated references are sound. Single-column keys only (all of this schema's are).
 */
export async function findForeignKeyViolations(db: Queryable): Promise<ForeignKeyViolation[]> {
  const { rows: keys } = await db.query<{
    constraint: string;
    child: string;
    column: string;
    parent: string;
    parent_column: string;
  }>(`
    SELECT c.conname::text AS constraint, c.conrelid::regclass::text AS child, a.attname::text AS column,
           c.confrelid::regclass::text AS parent, pa.attname::text AS parent_column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1
     ORDER BY 1, 2`);
  const violations: ForeignKeyViolation[] = [];
  for (const key of keys) {
    // Identifiers come from the catalog, quoted; no values are spliced.
    const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${key.child} c
        WHERE c.${q(key.column)} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE p.${q(key.parent_column)} = c.${q(key.column)})`,
    );
    const orphans = rows[0]?.n ?? 0;
    if (orphans > 0) violations.push({ constraint: key.constraint, table: key.child, orphans });
  }
  return violations;
}
