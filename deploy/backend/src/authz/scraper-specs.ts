import { validateScraperSpec } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck } from '../postgrest/guard';

/**
 * Scraper specs written through /db keep the spec's rules (a JSON object; a cluster name for
 * kubernetes entries; type, id, connection and query for SQL ones): a write that breaks them is
 * 400 with the rule's message and rolls back. A PATCH that leaves the spec as it was (a soft
 * delete, a rename) is not checked, so older rows stay deletable.
 */
export const scraperSpecCheck: WriteCheck = {
  after: async (change) => {
    const before = new Map(change.before.map((row) => [String(row.id), JSON.stringify(row.spec)]));
    for (const row of change.after) {
      if (change.method === 'PATCH' && before.get(String(row.id)) === JSON.stringify(row.spec)) continue;
      const spec = row.spec;
      if (!spec || typeof spec !== 'object' || Array.isArray(spec))
        throw new PgrstError(400, '22023', 'the scraper spec must be a JSON object');
      const errors = validateScraperSpec(spec as Record<string, unknown>);
      if (errors.length) throw new PgrstError(400, '22023', errors.join('. '));
    }
  },
};
