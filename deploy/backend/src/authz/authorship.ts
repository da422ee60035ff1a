import { isAdmin } from '@opsdeck/contracts';
import { REFERENCE_TABLES } from '../db/reference-schema';
import { PgrstError } from '../postgrest/errors';
import type { Principal } from './types';

/**
 * `created_by` names who wrote a row: incidents, comments, evidence, canaries, playbooks, ... show
 * it as the author. Writers other than administrators cannot record someone else:
 *
 * - POST: an object that leaves `created_by` out gets the writer (the engine fills it in, as the
 *   upstream backend takes it from the session), whatever `?columns=` lists: a list naming the
 *   column without a value, or leaving it out, still records the writer;
 * - POST and PATCH: a body that names anyone else (or null) is refused with 403.
 *
 * Refusing rather than silently replacing the value keeps a client that sent someone else's id from
 * believing it was stored. A PATCH that re-sends a row's existing author unchanged is refused too:
 * clients leave the column out, and checking the body keeps every write one statement (comparing
 * with the stored value would need the rows first). Administrators may name anyone (imports,
 * clean-ups).
 */
export const AUTHOR_COLUMN = 'created_by';

/** Catalogue tables that record an author (the schema test keeps this list equal to the migrations). */
export const AUTHORED_TABLES: ReadonlySet<string> = new Set(
  Object.entries(REFERENCE_TABLES)
    .filter(([, columns]) => columns.some(([name]) => name === AUTHOR_COLUMN))
    .map(([name]) => name),
);

/** Values the engine fills into inserted objects that leave them out: the writer as author. */
export const authorDefaults = (writer: Principal): Readonly<Record<string, unknown>> | undefined =>
  writer.anonymous ? undefined : { [AUTHOR_COLUMN]: writer.id };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The 403 for a POST or PATCH body that records someone other than the writer, else null. */
export function authorshipRefusal(writer: Principal, table: string, body: unknown): PgrstError | null {
  if (isAdmin(writer.roles) || !AUTHORED_TABLES.has(table)) return null;
  for (const row of Array.isArray(body) ? body : [body]) {
    if (!isObject(row) || !Object.hasOwn(row, AUTHOR_COLUMN) || row[AUTHOR_COLUMN] === writer.id) continue;
    return new PgrstError(
      403,
      '42501',
      `permission denied: ${AUTHOR_COLUMN} must name you or be left out (only an admin may record another person)`,
      `${AUTHOR_COLUMN} was ${JSON.stringify(row[AUTHOR_COLUMN])}, you are "${writer.id}"`,
      `Leave ${AUTHOR_COLUMN} out: new rows record you.`,
    );
  }
  return null;
}
