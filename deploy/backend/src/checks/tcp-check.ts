import { connect } from 'node:net';
import { durationField, numberField, stringField, unsupportedFields, unsupportedFieldsError } from './spec-values';
import type { CheckOutcome } from './types';

export const DEFAULT_TCP_TIMEOUT_MS = 10_000;

/** The TCP check fields this backend acts on; any other (non-descriptive) field makes the check invalid. */
export const TCP_CHECK_FIELDS = ['host', 'port', 'endpoint', 'timeout', 'thresholdMillis'] as const;

/** host and port from `host`+`port`, or an `endpoint` of the form host:port (tcp:// allowed). */
export function tcpTarget(spec: Record<string, unknown>): { host: string; port: number } | null {
  const host = stringField(spec, 'host');
  const port = numberField(spec, 'port');
  if (host && port !== undefined) return Number.isInteger(port) && port > 0 && port < 65536 ? { host, port } : null;
  const endpoint = stringField(spec, 'endpoint');
  if (!endpoint) return null;
  const match = /^(?:tcp:\/\/)?(\[[^\]]+\]|[^:/]+):(\d+)\/?$/.exec(endpoint);
  if (!match) return null;
  const parsedPort = Number(match[2]);
  if (parsedPort < 1 || parsedPort > 65535) return null;
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port: parsedPort };
}

/** One TCP check: it passes when a connection opens within `timeout` (and `thresholdMillis`, when given). */
export function runTcpCheck(spec: Record<string, unknown>, signal?: AbortSignal): Promise<CheckOutcome> {
  const start = new Date();
  const unsupported = unsupportedFields(spec, TCP_CHECK_FIELDS);
  if (unsupported.length > 0) {
    return Promise.resolve({ start, pass: false, invalid: true, durationMs: 0, error: unsupportedFieldsError(unsupported) });
  }
  const target = tcpTarget(spec);
  if (!target) {
    return Promise.resolve({
      start,
      pass: false,
      durationMs: 0,
      error: 'missing or invalid endpoint (host:port, or host and port)',
    });
  }
  const timeoutMs = durationField(spec, 'timeout') ?? DEFAULT_TCP_TIMEOUT_MS;
  const threshold = numberField(spec, 'thresholdMillis');
  const address = `${target.host}:${target.port}`;
  const began = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host: target.host, port: target.port });
    let settled = false;
    const finish = (outcome: Omit<CheckOutcome, 'start' | 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve({ start, durationMs: Math.round(performance.now() - began), details: { endpoint: address }, ...outcome });
    };
    const onAbort = () => finish({ pass: false, error: 'check cancelled' });
    const timer = setTimeout(
      () => finish({ pass: false, error: `timeout after ${timeoutMs}ms connecting to ${address}` }),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => {
      const ms = Math.round(performance.now() - began);
      if (threshold !== undefined && threshold > 0 && ms > threshold) {
        finish({ pass: false, message: `connected to ${address}`, error: `connect time ${ms}ms exceeds ${threshold}ms` });
      } else {
        finish({ pass: true, message: `connected to ${address}` });
      }
    });
    socket.once('error', (err) => finish({ pass: false, error: `${address}: ${err.message}` }));
  });
}
