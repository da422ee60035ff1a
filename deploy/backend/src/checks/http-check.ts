import { STATUS_CODES } from 'node:http';
import { jsonValueText, parseJsonPath, selectJsonPath, type JsonPathStep } from './json-path';
import { durationField, numberField, numberList, stringField, unsupportedFields, unsupportedFieldsError } from './spec-values';
import { certificateDaysLeft } from './tls-expiry';
import type { CheckOutcome } from './types';

/** Request timeout when the spec gives none (canary-checker's default is in the same range). */
export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;
/** Enough of the body to look for expected content without buffering huge responses. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The HTTP check fields this backend acts on; any other (non-descriptive) field makes the check invalid. */
export const HTTP_CHECK_FIELDS = [
  'url',
  'endpoint',
  'method',
  'headers',
  'body',
  'responseCodes',
  'responseContent',
  'responseJSONContent',
  'jsonPath',
  'maxSSLExpiry',
  'timeout',
  'thresholdMillis',
  'maxResponseTime',
] as const;

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

/** What the response's JSON must hold: `responseJSONContent: {path, value}`, or `jsonPath` (the path must resolve). */
interface JsonExpectation {
  path: string;
  steps: JsonPathStep[];
  value?: string;
}

/** The JSON expectation of the spec; a string error when it is malformed. */
function jsonExpectation(spec: Record<string, unknown>): JsonExpectation | string | undefined {
  const content = spec.responseJSONContent;
  let path: string | undefined;
  let value: string | undefined;
  if (content !== undefined && content !== null) {
    const { path: p, value: v } = (typeof content === 'object' ? content : {}) as { path?: unknown; value?: unknown };
    if (typeof p !== 'string') return 'responseJSONContent needs a path';
    path = p;
    if (v !== undefined && v !== null) value = jsonValueText(v);
  } else {
    path = stringField(spec, 'jsonPath');
  }
  if (path === undefined) return undefined;
  const steps = parseJsonPath(path);
  if (!steps) return `unsupported JSONPath "${path}" (only $, .key, ['key'] and [index] are)`;
  return { path, steps, ...(value !== undefined && { value }) };
}

/** Checks the body against the JSON expectation: a failure text, or undefined when it holds. */
function judgeJson(text: string, expectation: JsonExpectation, details: Record<string, unknown>): string | undefined {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'response is not JSON';
  }
  const found = selectJsonPath(document, expectation.steps);
  if (found === undefined || found === null) return `${expectation.path} not found in the response`;
  const actual = jsonValueText(found);
  details.jsonValue = actual;
  if (expectation.value !== undefined && actual !== expectation.value) {
    return `${expectation.path} is "${actual}", expected "${expectation.value}"`;
  }
  return undefined;
}

/**
 * One HTTP check: `url` (or `endpoint`), `method`, `headers`, `body`; it passes when the status
 * is in `responseCodes` (any 2xx when empty), the body contains `responseContent`, the JSON at
 * `responseJSONContent.path` equals its `value` (or the `jsonPath` resolves), the certificate is
 * valid for at least `maxSSLExpiry` days, and the response arrived within `thresholdMillis` /
 * `maxResponseTime`. `timeout` aborts the request. Redirects are not followed, as canary-checker
 * does not: a 301 or 302 is the answer that is judged. A spec asking for anything else is invalid.
 */
export async function runHttpCheck(spec: Record<string, unknown>, signal?: AbortSignal): Promise<CheckOutcome> {
  const start = new Date();
  const began = performance.now();
  const elapsed = () => Math.round(performance.now() - began);
  const invalid = (error: string, details?: Record<string, unknown>): CheckOutcome => ({
    start,
    pass: false,
    invalid: true,
    durationMs: 0,
    error,
    ...(details && { details }),
  });
  const unsupported = unsupportedFields(spec, HTTP_CHECK_FIELDS);
  if (unsupported.length > 0) return invalid(unsupportedFieldsError(unsupported));
  const url = stringField(spec, 'url', 'endpoint');
  if (!url || !/^https?:\/\//i.test(url)) {
    return { start, pass: false, durationMs: 0, error: `invalid or missing url: ${url ?? '(none)'}` };
  }
  const json = jsonExpectation(spec);
  if (typeof json === 'string') return invalid(json, { url });
  const minCertDays = numberField(spec, 'maxSSLExpiry');
  const target = new URL(url);
  if (minCertDays !== undefined && target.protocol !== 'https:') return invalid('maxSSLExpiry needs an https url', { url });
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
    response = await fetch(url, { method, headers: headersOf(spec), body, signal: combined, redirect: 'manual' });
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
  const details: Record<string, unknown> = { url, code: response.status, contentLength: Buffer.byteLength(text) };
  const location = response.headers.get('location');
  if (location) details.location = location;

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
  if (json) {
    const failure = judgeJson(text, json, details);
    if (failure) failures.push(failure);
  }
  if (threshold !== undefined && threshold > 0 && durationMs > threshold)
    failures.push(`response time ${durationMs}ms exceeds ${threshold}ms`);
  if (minCertDays !== undefined) {
    try {
      const port = target.port ? Number(target.port) : 443;
      const cert = await certificateDaysLeft(target.hostname.replace(/^\[|\]$/g, ''), port, timeoutMs, signal);
      details.sslExpiryDays = cert.days;
      details.sslValidTo = cert.validTo;
      if (cert.days < minCertDays) failures.push(`certificate expires in ${cert.days} days (less than ${minCertDays})`);
    } catch (err) {
      failures.push(`could not read the certificate: ${messageOf(err) ?? String(err)}`);
    }
  }
  return failures.length === 0
    ? { start, pass: true, durationMs, message, details }
    : { start, pass: false, durationMs, message, error: failures.join('; '), details };
}
