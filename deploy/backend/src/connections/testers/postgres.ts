// Postgres connection test: connect with the stored URL and credentials, then SELECT version().
import { Client } from 'pg';
import type { ConnectionRow } from '../store';
import { ConnectionTestError, openSecret, withTimeout } from './resolve';

/** The stored username and password go into the URL (pg lets the URL win over separate options). */
function withCredentials(raw: string, user: string | undefined, password: string | undefined): string {
  try {
    const url = new URL(raw);
    if (user !== undefined) url.username = encodeURIComponent(user);
    if (password !== undefined) url.password = encodeURIComponent(password);
    return url.toString();
  } catch {
    throw new ConnectionTestError('the URL is not a postgres:// URL');
  }
}

export async function testPostgres(row: ConnectionRow): Promise<string> {
  const user = openSecret(row.username);
  const password = openSecret(row.password);
  const client = new Client({
    connectionString: withCredentials(row.url ?? '', user, password),
    connectionTimeoutMillis: 10_000,
    statement_timeout: 10_000,
  });
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), 12_000, 'the database');
    const { rows } = await client.query<{ version: string }>('SELECT version() AS version');
    return `connected: ${rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL'}`;
  } catch (err) {
    throw err instanceof ConnectionTestError ? err : new ConnectionTestError(err instanceof Error ? err.message : String(err));
  } finally {
    await client.end().catch(() => undefined);
  }
}
