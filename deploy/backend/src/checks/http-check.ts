import { STATUS_CODES } from 'node:http';
import { durationField, numberField, numberList, stringField } from './spec-values';
import type { CheckOutcome } from './types';

/** Request timeout when the spec gives none (canary-checker's default is in the same range). */
export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;
/** Enough of the body to look for expected content without buffering huge responses. */
const MAX_BODY_BYTES = 1024 * 1024;

type Headers = Record<string, string>;

/** `headers` as a map or as canary-checker's [{name, value}] list. */
function headersOf(spec: Record<string, unknown>): Headers {
  const raw = spec.headers;
  const headers: Headers = {};
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const { name, value } = (item ?? {}) as { name?: unknown; value?: unknown };
      if (typeof name === 'string' && (typeof value === 'string' || typeof value === 'number')) headers[name] = String(value);
    }
  } else if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** An error's message, also for errors from another realm (undici's errors are not this realm's Error). */
function messageOf(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= MAX_BODY_BYTES) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One HTTP check: `url` (or `endpoint`), `method`, `headers`, `body`; it passes when the status
 * is in `responseCodes` (any 2xx when empty), the body contains `responseContent`, and the
 * response arrived within `thresholdMillis` / `maxResponseTime`. `timeout` aborts the request.
 */
export async function runHttpCheck(spec: Record<string, unknown>, signal?: AbortSignal): Promise<CheckOutcome> {
  const start = new Date();
  const began = performance.now();
  const elapsed = () => Math.round(performance.now() - began);
  const url = stringField(spec, 'url', 'endpoint');
  if (!url || !/^https?:\/\//i.test(url)) {
    return { start, pass: false, durationMs: 0, error: `invalid or missing url: ${url ?? '(none)'}` };
  }
  const timeoutMs = durationField(spec, 'timeout') ?? DEFAULT_HTTP_TIMEOUT_MS;
  const threshold = numberField(spec, 'thresholdMillis', 'maxResponseTime');
  const expectedCodes = numberList(spec, 'responseCodes');
  const expectedContent = stringField(spec, 'responseContent');
  const method = (stringField(spec, 'method') ?? 'GET').toUpperCase();
  const body = typeof spec.body === 'string' && method !== 'GET' && method !== 'HEAD' ? spec.body : undefined;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(url, { method, headers: headersOf(spec), body, signal: combined, redirect: 'follow' });
  } catch (err) {
    const durationMs = elapsed();
    if (timeout.aborted) return { start, pass: false, durationMs, error: `timeout after ${timeoutMs}ms`, details: { url } };
    const message = messageOf(err) ?? String(err);
    const cause = messageOf((err as { cause?: unknown } | null)?.cause);
    return { start, pass: false, durationMs, error: cause ? `${message}: ${cause}` : message, details: { url } };
  }
  let text = '';
  try {
    text = method === 'HEAD' ? '' : await readLimited(response);
  } catch {
    // The status line is what most checks judge; an interrupted body only matters for content checks.
  }
  const durationMs = elapsed();
  const statusText = response.statusText || STATUS_CODES[response.status] || '';
  const message = `HTTP ${response.status}${statusText ? ` ${statusText}` : ''}`;
  const details = { url, code: response.status, contentLength: Buffer.byteLength(text) };

  const codeOk =
    expectedCodes.length > 0 ? expectedCodes.includes(response.status) : response.status >= 200 && response.status < 300;
  const failures: string[] = [];
  if (!codeOk) {
    failures.push(
      `response code ${response.status} is not ${expectedCodes.length > 0 ? `one of [${expectedCodes.join(', ')}]` : '2xx'}`,
    );
  }
  if (expectedContent !== undefined && !text.includes(expectedContent))
    failures.push(`response does not contain "${expectedContent}"`);
  if (threshold !== undefined && threshold > 0 && durationMs > threshold)
    failures.push(`response time ${durationMs}ms exceeds ${threshold}ms`);
  return failures.length === 0
    ? { start, pass: true, durationMs, message, details }
    : { start, pass: false, durationMs, message, error: failures.join('; '), details };
}
