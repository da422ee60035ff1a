/**
 * The HTTP scraper (Mission Control's `http:` entries): a JSON answer of a URL, with credentials
 * from a connection (`connection:`; basic auth from its username and password, or a bearer token
 * from its password when it has no username) or given inline (`username`, `password`, `bearer`).
 */
import type { Queryable } from '../../db/types';
import { resolveConnection } from '../connections';
import { extractItems, type BaseScraperFields, type ScrapedItem } from '../extract';

export interface HttpScraperEntry extends BaseScraperFields {
  url?: string;
  connection?: string;
  method?: string;
  body?: string;
  headers?: { name: string; value?: string }[] | Record<string, string>;
  username?: string;
  password?: string;
  bearer?: string;
}

const TIMEOUT_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** The request's URL and headers, credentials included. */
async function requestOf(db: Queryable, entry: HttpScraperEntry): Promise<{ url: string; headers: Record<string, string> }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const given = entry.headers ?? [];
  if (Array.isArray(given)) for (const header of given) headers[header.name.toLowerCase()] = header.value ?? '';
  else for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  let url = entry.url ?? '';
  let username = entry.username;
  let password = entry.password;
  let bearer = entry.bearer;
  if (entry.connection) {
    const connection = await resolveConnection(db, entry.connection);
    url = url || connection.url || '';
    username = username ?? connection.username ?? undefined;
    password = password ?? connection.password ?? undefined;
    const token = connection.properties?.bearer;
    if (!username && typeof token === 'string') bearer = bearer ?? token;
    if (!username && !bearer && password) bearer = password;
  }
  if (!url) throw new Error('http scraper: no url (set url, or a connection with a URL)');
  if (!/^https?:\/\//i.test(url)) throw new Error(`http scraper: ${url} is not an http(s) URL`);
  if (username) headers.authorization = `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`;
  else if (bearer) headers.authorization = `Bearer ${bearer}`;
  return { url, headers };
}

export async function scrapeHttp(
  db: Queryable,
  entry: HttpScraperEntry,
  signal?: AbortSignal,
): Promise<{ items: ScrapedItem[]; errors: string[] }> {
  const { url, headers } = await requestOf(db, entry);
  const method = (entry.method ?? 'GET').toUpperCase();
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, {
    method,
    headers: entry.body ? { 'content-type': 'application/json', ...headers } : headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : entry.body,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    redirect: 'follow',
  });
  const text = await response.text();
  const origin = `${method} ${new URL(url).origin}${new URL(url).pathname}`;
  if (!response.ok) throw new Error(`${origin} answered ${response.status} ${response.statusText}`);
  if (text.length > MAX_BYTES) throw new Error(`${origin}: the answer is larger than ${MAX_BYTES} bytes`);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new Error(`${origin} did not answer JSON`);
  }
  return extractItems(document, entry, origin);
}
