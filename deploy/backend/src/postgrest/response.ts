import { PgrstError } from './errors';

export interface EngineResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body (204, HEAD, return=minimal). */
  body: string | null;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(status: number, body: string | null, headers: Record<string, string> = {}): EngineResponse {
  return { status, headers: { 'Content-Type': JSON_CONTENT_TYPE, ...headers }, body };
}

export function errorResponse(error: PgrstError): EngineResponse {
  return jsonResponse(error.status, JSON.stringify(error.toJSON()), { ...error.headers });
}

/** The single row every engine statement returns. */
export interface StatementRow {
  total: number | string | null;
  page_count: number | string;
  body: string | null;
  /** Reads with a response cap: the size of the body in bytes (the body is NULL past the cap). */
  bytes?: number | string | null;
  /** Write statements inspected by a WriteCheck: the changed rows as JSON text. */
  written?: string | null;
}

export const toCount = (value: number | string | null): number | null => (value === null ? null : Number(value));
