/**
 * The backend's own logs in the database (backend_log_lines): lines are buffered and written in
 * one INSERT per flush (every second, or at 500 lines), so logging adds no statement per request;
 * lines older than the retention are deleted hourly, one job_history row per trim.
 */
import { hostname } from 'node:os';
import type { Database } from '../db/types';
import { runJob } from '../jobs/job-history';
import { parseDuration } from '../notifications/rules';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogLine {
  /** ISO time with microseconds, strictly increasing per process so lines of one millisecond keep their order. */
  at: string;
  source: string;
  level: LogLevel;
  message: string;
  labels: Record<string, string>;
}

export interface LogStoreOptions {
  /** How long lines are kept (OPSDECK_LOG_RETENTION, default 7d). */
  retentionMs?: number;
  flushMs?: number;
  maxBuffered?: number;
  trimEveryMs?: number;
  onError?: (error: unknown) => void;
}

const DEFAULT_RETENTION_MS = 7 * 86_400_000;
/** Lines kept in memory while the database is unreachable; older ones are dropped. */
const BUFFER_LIMIT = 10_000;
const MAX_MESSAGE = 4_000;

export class LogStore {
  private buffer: LogLine[] = [];
  private readonly flushTimer: NodeJS.Timeout;
  private readonly trimTimer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  private readonly host = hostname();
  readonly retentionMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: LogStoreOptions = {},
  ) {
    this.retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
    this.flushTimer = setInterval(() => void this.flush(), options.flushMs ?? 1_000);
    this.trimTimer = setInterval(
      () => void this.trim().catch((error) => options.onError?.(error)),
      options.trimEveryMs ?? 3_600_000,
    );
    this.flushTimer.unref();
    this.trimTimer.unref();
  }

  write(source: string, level: LogLevel, message: string, labels: Record<string, string> = {}): void {
    this.buffer.push({ at: this.nextTime(), source, level, message: message.slice(0, MAX_MESSAGE), labels });
    if (this.buffer.length > BUFFER_LIMIT) this.buffer.splice(0, this.buffer.length - BUFFER_LIMIT);
    if (this.buffer.length >= (this.options.maxBuffered ?? 500)) void this.flush();
  }

  private lastMs = 0;
  private sameMs = 0;

  /** Now, with a microsecond count added to tell apart lines written in the same millisecond. */
  private nextTime(): string {
    const ms = Date.now();
    this.sameMs = ms === this.lastMs ? Math.min(this.sameMs + 1, 999) : 0;
    this.lastMs = ms;
    return new Date(ms).toISOString().replace('Z', `${String(this.sameMs).padStart(3, '0')}Z`);
  }

  /** Writes what is buffered; resolves when it is stored. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const lines = this.buffer;
    this.buffer = [];
    this.flushing = this.db
      .query(
        `INSERT INTO backend_log_lines (at, source, level, message, labels, hostname)
         SELECT l.at, l.source, l.level, l.message, COALESCE(l.labels, '{}'::jsonb), $2
         FROM jsonb_to_recordset($1::jsonb) AS l(at timestamptz, source text, level text, message text, labels jsonb)`,
        [JSON.stringify(lines), this.host],
      )
      .then(() => undefined)
      .catch((error) => this.options.onError?.(error))
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  /** Deletes lines past the retention. */
  async trim(): Promise<number> {
    let deleted = 0;
    await runJob(this.db, { name: 'LogRetention', resourceType: 'logs' }, async () => {
      const result = await this.db.query(`DELETE FROM backend_log_lines WHERE at < now() - make_interval(secs => $1 / 1000.0)`, [
        this.retentionMs,
      ]);
      deleted = result.affectedRows ?? 0;
      return { successCount: deleted, errorCount: 0, details: { retention_ms: this.retentionMs } };
    });
    return deleted;
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.trimTimer);
    await this.flush();
  }
}

export const retentionFromEnv = (env: NodeJS.ProcessEnv): number | undefined =>
  parseDuration(env.OPSDECK_LOG_RETENTION ?? null) ?? undefined;

const REQUEST_LINE = /^(\S+) ([A-Z]+) (\S+) (\d{3}) (\d+(?:\.\d+)?)ms$/;

/** A request log line as a log line: its level from the status, method, status and path as labels. */
export function requestLogLine(line: string): { level: LogLevel; labels: Record<string, string> } | null {
  const match = REQUEST_LINE.exec(line);
  if (!match) return null;
  const status = Number(match[4]);
  return {
    level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
    labels: { method: match[2]!, status: match[4]!, path: match[3]!.split('?')[0]!, duration_ms: match[5]! },
  };
}

/** The level a free-form line reads as. */
export const levelOfLine = (line: string): LogLevel =>
  /\b(error|failed|cannot|refused)\b/i.test(line) ? 'error' : /\b(warn|warning|retry|timed out)\b/i.test(line) ? 'warn' : 'info';
