/**
 * The SQL scraper (Mission Control's `sql:` entries): every row of a query on a PostgreSQL
 * connection is one config item (the row as a JSON object). `connection` is a connection
 * reference or a postgres:// URL; the query runs in a read-only transaction with a time limit.
 */
import pg from 'pg';
import type { Queryable } from '../../db/types';
import { isConnectionReference, resolveConnection } from '../connections';
import { extractItems, type BaseScraperFields, type ScrapedItem } from '../extract';

export interface SqlScraperEntry extends BaseScraperFields {
  connection?: string;
  driver?: string;
  query?: string;
  auth?: { username?: { value?: string } | string; password?: { value?: string } | string };
}

const STATEMENT_TIMEOUT_MS = 30_000;
const MAX_ROWS = 50_000;

const secretValue = (value: { value?: string } | string | undefined) => (typeof value === 'string' ? value : value?.value);

async function connectionStringOf(db: Queryable, entry: SqlScraperEntry): Promise<string> {
  const reference = entry.connection ?? '';
  let url = reference;
  let username = secretValue(entry.auth?.username);
  let password = secretValue(entry.auth?.password);
  if (isConnectionReference(reference)) {
    const connection = await resolveConnection(db, reference);
    if (connection.type && !['postgres', 'postgresql'].includes(connection.type)) {
      throw new Error(
        `sql scraper: connection ${connection.name} is a ${connection.type} connection; this backend queries postgres only`,
      );
    }
    url = connection.url ?? '';
    username = username ?? connection.username ?? undefined;
    password = password ?? connection.password ?? undefined;
  }
  if (!/^postgres(ql)?:\/\//i.test(url))
    throw new Error('sql scraper: the connection must be a postgres:// URL or a postgres connection');
  if (entry.driver && !['postgres', 'postgresql', 'pgx'].includes(entry.driver))
    throw new Error(`sql scraper: driver ${entry.driver} is not supported here (postgres only)`);
  const parsed = new URL(url);
  if (username && !parsed.username) parsed.username = encodeURIComponent(username);
  if (password && !parsed.password) parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

export async function scrapeSql(db: Queryable, entry: SqlScraperEntry): Promise<{ items: ScrapedItem[]; errors: string[] }> {
  if (!entry.query?.trim()) throw new Error('sql scraper: no query');
  const client = new pg.Client({ connectionString: await connectionStringOf(db, entry), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const result = await client.query<Record<string, unknown>>(entry.query);
    await client.query('COMMIT');
    const rows = result.rows.slice(0, MAX_ROWS);
    const errors =
      result.rows.length > MAX_ROWS
        ? [`sql scraper: the query returned ${result.rows.length} rows; the first ${MAX_ROWS} were kept`]
        : [];
    const extracted = extractItems(JSON.parse(JSON.stringify(rows)) as unknown[], entry, 'sql query');
    return { items: extracted.items, errors: [...errors, ...extracted.errors] };
  } finally {
    await client.end().catch(() => undefined);
  }
}
