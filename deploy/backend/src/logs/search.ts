/**
 * POST /logs (reference 5.6): the lines of one of a component's log selectors. The selector names
 * its logging backend by `type` (a logging_backends row of that name, or `opsdeck`); a backend of
 * the database type is read from backend_log_lines here, filtered by the selector's and the
 * request's labels (source, level, ...), the query (a case-insensitive text match) and the time
 * range. Other backend types (loki, opensearch, ...) would be queried through apm-hub, which this
 * backend does not run: they answer 501 saying so.
 */
import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { evaluateDateMath } from '../postgrest/parse/datemath';

export const logsRequestSchema = z.object({
  id: z.string().refine(isUuid, 'id must be a component id (UUID)'),
  name: z.string().nullish(),
  query: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  start: z.string().nullish(),
  end: z.string().nullish(),
  limit: z.number().int().positive().max(5000).nullish(),
});
export type LogsRequest = z.infer<typeof logsRequestSchema>;

export class LogsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Selector {
  name?: string;
  type?: string;
  labels?: Record<string, string>;
}

/** The logging backend type served from this backend's own database. */
export const DATABASE_BACKEND_TYPE = 'opsdeck';
const DEFAULT_LIMIT = 500;

async function isDatabaseBackend(db: Queryable, type: string): Promise<boolean> {
  if (type === DATABASE_BACKEND_TYPE) return true;
  const { rows } = await db.query<{ database: boolean }>(
    `SELECT spec ? 'database' AS database FROM logging_backends WHERE name = $1 AND deleted_at IS NULL LIMIT 1`,
    [type],
  );
  return rows[0]?.database ?? false;
}

const bound = (value: string | null | undefined, name: string): Date | null => {
  if (!value) return null;
  const at = evaluateDateMath(value);
  if (!at) throw new LogsError(400, `invalid ${name}: expected date math such as now-1h`);
  return at;
};

export interface LogsResult {
  total: number;
  results: { id: string; timestamp: string; message: string; level: string; labels: Record<string, string> }[];
}

export async function searchLogs(db: Queryable, request: LogsRequest): Promise<LogsResult> {
  const { rows } = await db.query<{ log_selectors: unknown }>(
    `SELECT log_selectors FROM components WHERE id = $1::uuid AND deleted_at IS NULL`,
    [request.id],
  );
  if (!rows[0]) throw new LogsError(404, `component ${request.id} was not found`);
  const selectors = (Array.isArray(rows[0].log_selectors) ? rows[0].log_selectors : []) as Selector[];
  const selector = request.name ? selectors.find((entry) => entry.name === request.name) : selectors[0];
  if (!selector) {
    const names = selectors.map((entry) => entry.name).join(' ');
    throw new LogsError(404, `log selector with the name '${request.name ?? ''}' was not found. Available names: [${names}]`);
  }
  const type = selector.type ?? DATABASE_BACKEND_TYPE;
  if (!(await isDatabaseBackend(db, type))) {
    throw new LogsError(501, `logs of type ${type} are read through apm-hub, which this backend does not run`);
  }
  const labels = { ...(selector.labels ?? {}), ...(request.labels ?? {}) };
  const { source, level, ...rest } = labels;
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(clause(params.length));
  };
  if (source) add((n) => `source = $${n}`, source);
  if (level) add((n) => `level = ANY($${n}::text[])`, level.split(','));
  if (Object.keys(rest).length) add((n) => `labels @> $${n}::jsonb`, JSON.stringify(rest));
  const start = bound(request.start ?? 'now-1h', 'start');
  const end = bound(request.end, 'end');
  if (start) add((n) => `at >= $${n}::timestamptz`, start.toISOString());
  if (end) add((n) => `at <= $${n}::timestamptz`, end.toISOString());
  const text = request.query?.trim();
  if (text) add((n) => `message ILIKE $${n}`, `%${text.replace(/[%_\\]/g, '\\$&')}%`);
  const limit = request.limit ?? DEFAULT_LIMIT;
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const result = await db.query<{ total: number; lines: LogsResult['results'] | null }>(
    `SELECT (SELECT count(*) FROM backend_log_lines ${filter}) AS total,
            (SELECT jsonb_agg(jsonb_build_object('id', l.id, 'timestamp', l.at, 'message', l.message, 'level', l.level,
                      'labels', l.labels || jsonb_build_object('source', l.source, 'level', l.level, 'host', COALESCE(l.hostname, '')))
                      ORDER BY l.at DESC, l.id DESC)
               FROM (SELECT * FROM backend_log_lines ${filter} ORDER BY at DESC, id DESC LIMIT ${limit}) l) AS lines`,
    params,
  );
  return { total: Number(result.rows[0]?.total ?? 0), results: result.rows[0]?.lines ?? [] };
}
