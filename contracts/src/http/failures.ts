// Classifies failed requests so the client can show the spec's timeout / network / offline texts.
import { isAxiosError, isCancel } from 'axios';
import { NETWORK_ERROR, NO_INTERNET_CONNECTION, REQUEST_TIMED_OUT } from '../errors/messages';

export type RequestFailureKind = 'timeout' | 'offline' | 'network' | 'cancelled' | 'http' | 'unknown';

/** Reads navigator.onLine where a browser-like navigator exists; Node (no navigator) counts as online. */
export function defaultIsOnline(): boolean {
  const navigatorLike = (globalThis as { navigator?: { onLine?: unknown } }).navigator;
  return typeof navigatorLike?.onLine === 'boolean' ? navigatorLike.onLine : true;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

export function classifyRequestFailure(error: unknown, isOnline: () => boolean = defaultIsOnline): RequestFailureKind {
  if (isCancel(error)) return 'cancelled';
  if (!isAxiosError(error)) return 'unknown';
  if (error.code === 'ERR_CANCELED') return 'cancelled';
  if (error.response) return 'http';
  // Timeouts come first: a timed-out request also has no response.
  if ((error.code && TIMEOUT_CODES.has(error.code)) || /timeout/i.test(error.message)) return 'timeout';
  if (!isOnline()) return 'offline';
  return 'network';
}

const FAILURE_MESSAGES: Partial<Record<RequestFailureKind, string>> = {
  timeout: REQUEST_TIMED_OUT,
  offline: NO_INTERNET_CONNECTION,
  network: NETWORK_ERROR,
};

/** The user-facing text of a transport failure, or undefined when the caller handles it (HTTP errors, cancels). */
export function failureMessage(kind: RequestFailureKind): string | undefined {
  return FAILURE_MESSAGES[kind];
}
