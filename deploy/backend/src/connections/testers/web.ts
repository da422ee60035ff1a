// HTTP, Prometheus and generic webhook connection tests.
import type { ConnectionRow } from '../store';
import { httpFailure, sendTestRequest } from './http-request';
import { ConnectionTestError, openSecret, property } from './resolve';

export async function testHttp(row: ConnectionRow): Promise<string> {
  const response = await sendTestRequest({
    url: row.url ?? '',
    username: openSecret(row.username),
    password: openSecret(row.password),
    insecureTls: row.insecure_tls === true,
  });
  if (response.status >= 400) throw httpFailure(response);
  return `HTTP ${response.status} ${response.statusText}`.trim();
}

/** Runs an instant query through the query API: the server must answer status "success". */
export async function testPrometheus(row: ConnectionRow): Promise<string> {
  const base = (row.url ?? '').replace(/\/+$/, '');
  const response = await sendTestRequest({
    url: `${base}/api/v1/query?query=${encodeURIComponent('vector(1)')}`,
    username: openSecret(row.username),
    password: openSecret(row.password),
    insecureTls: row.insecure_tls === true,
  });
  let parsed: { status?: string; error?: string } | undefined;
  try {
    parsed = JSON.parse(response.body) as { status?: string; error?: string };
  } catch {
    parsed = undefined;
  }
  if (response.status >= 400 && parsed?.error) throw new ConnectionTestError(`Prometheus: ${parsed.error}`);
  if (response.status >= 400) throw httpFailure(response);
  if (parsed?.status !== 'success') throw new ConnectionTestError('the server did not answer like the Prometheus query API');
  return 'Prometheus answered the query';
}

/** Sends a test message the way notifications are sent: the message and title under their keys. */
export async function testGenericWebhook(row: ConnectionRow): Promise<string> {
  const target = property(row, 'webhookURL');
  if (!target) throw new ConnectionTestError('the connection has no URL');
  const method = property(row, 'requestMethod') ?? 'POST';
  const contentType = property(row, 'contentType') ?? 'application/json';
  const message = {
    [property(row, 'messageKey') ?? 'message']: 'Connection test',
    [property(row, 'titleKey') ?? 'title']: 'Opsdeck',
  };
  const url = new URL(target);
  if (method === 'GET') for (const [key, value] of Object.entries(message)) url.searchParams.set(key, value);
  const response = await sendTestRequest({
    url: url.toString(),
    method,
    headers: method === 'GET' ? {} : { 'Content-Type': contentType },
    ...(method === 'GET' ? {} : { body: JSON.stringify(message) }),
    insecureTls: row.insecure_tls === true,
  });
  if (response.status >= 400) throw httpFailure(response);
  return `the webhook answered HTTP ${response.status}`;
}
