import { readFileSync } from 'node:fs';
import { canReadRelations } from '../authz/route-relations';
import type { Principal } from '../authz/types';
import type { Queryable } from '../db/types';

/** One entry of GET /properties (reference 5.1); type and description are always empty, as there. */
export interface PropertyEntry {
  name: string;
  value: string;
  source: 'local' | 'db';
  type: '';
  description: '';
}

/**
 * Runtime properties: the `key=value` lines of the file named by OPSDECK_PROPERTIES_FILE, read
 * like Mission Control reads `mission-control.properties` (`#` and `!` start comments, blank lines
 * are skipped, the first `=` separates key and value, both trimmed). Read at each request so an
 * edited file needs no restart; an unset variable means none.
 */
export function readRuntimeProperties(file = process.env.OPSDECK_PROPERTIES_FILE): Map<string, string> {
  const properties = new Map<string, string>();
  if (!file) return properties;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`cannot read OPSDECK_PROPERTIES_FILE ${file}: ${(err as Error).message}`, { cause: err });
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    properties.set(line.slice(0, eq).trim(), line.slice(eq + 1).trim());
  }
  return properties;
}

const entry = (name: string, value: string, source: PropertyEntry['source']): PropertyEntry => ({
  name,
  value,
  source,
  type: '',
  description: '',
});

/**
 * Runtime properties (source `local`, sorted by name) followed by the rows of the `properties`
 * table whose name no runtime property already has (source `db`). The rows are data of the
 * `properties` relation: a caller who may not read it gets the runtime properties alone.
 */
export async function listProperties(
  db: Queryable,
  principal: Principal,
  runtime = readRuntimeProperties(),
): Promise<PropertyEntry[]> {
  const output = [...runtime.keys()].sort().map((name) => entry(name, runtime.get(name)!, 'local'));
  if (!canReadRelations(principal, ['properties'])) return output;
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
  );
  for (const row of rows) if (!runtime.has(row.name)) output.push(entry(row.name, row.value, 'db'));
  return output;
}
