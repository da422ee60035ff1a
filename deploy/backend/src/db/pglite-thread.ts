import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER_SOURCE } from './pglite-worker-source';
import { currentRequestScope, type RequestScope } from './request-scope';
import type { QueryResult } from './types';
import { SESSION_SETTINGS, TEXT_PARSERS } from './value-format';

/**
 * The embedded database's session: the parsers' settings, and no synchronised sequential scans.
 * With one session there is no other scan to share reads with, and a synchronised scan starts
 * where the previous one stopped: a capped count (`LIMIT n` without order) walked further into
 * the table on each run until one run read the rest of it from disk (a send history page filtered
 * by status took 400 ms every 19th time instead of 30 ms).
 */
const PGLITE_SESSION_SETTINGS: Readonly<Record<string, string>> = Object.freeze({
  ...SESSION_SETTINGS,
  synchronize_seqscans: 'off',
});

/**
 * `begin`: a statement (BEGIN) the thread runs first, in the same round trip; `commit`: COMMIT
 * after the statement (ROLLBACK if it fails), so a one-statement transaction is one round trip.
 */
export type ThreadRequest =
  | { op: 'query'; sql: string; params: unknown[]; begin?: string; commit?: boolean }
  | { op: 'exec'; sql: string; begin?: string }
  | { op: 'dump' }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

export interface ThreadInit {
  /** Data directory; omitted = in memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start an in-memory database from. */
  loadDataDir?: ArrayBuffer;
}

interface ErrorFields {
  name: string;
  message: string;
  fatal?: boolean;
  [field: string]: unknown;
}

type Reply =
  | { ready: true }
  | { ready: false; error: ErrorFields }
  | { id: number; ok: true; value: unknown; ms?: number }
  | { id: number; ok: false; error: ErrorFields; ms?: number }
  | { notification: { channel: string; payload: string } };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
  /** Its caller has been answered (timeout); the statement runs on and its result is dropped. */
  abandoned?: boolean;
  /** The request it serves, which counts its statements and the thread's time. */
  scope?: RequestScope;
  /** Its deadline, armed once the thread starts on it (the requests before it have answered). */
  deadline?: Deadline;
}

interface Deadline {
  ms: number;
  error: () => Error;
  onExpire: () => void;
}

/**
 * The error of a statement whose database thread is gone (stopped, crashed or closed): the
 * SQLSTATE of a lost connection (class 08, which the engine answers with 503).
 */
export class DatabaseGoneError extends Error {
  readonly code = '08006';
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseGoneError';
  }
}

/** The error of a request queued behind the one the thread was running when it ended. */
export class NotStartedError extends DatabaseGoneError {
  readonly notStarted = true;
}

/** A server error as the worker described it: an Error with the server's fields (code, detail, ...). */
function toError(fields: ErrorFields): Error {
  const { name, message, fatal: _fatal, ...rest } = fields;
  return Object.assign(new Error(message), rest, { name });
}

export type RawResult = Omit<QueryResult, 'rows'> & { rows: Record<string, unknown>[] };

/** Applies value-format's text parsers to the columns the thread sent as text. */
export function parseResult<Row>(raw: RawResult): QueryResult<Row> {
  const parsed = raw.fields.flatMap((field) => {
    const parse = TEXT_PARSERS[field.dataTypeID];
    return parse ? [{ name: field.name, parse }] : [];
  });
  if (parsed.length > 0) {
    for (const row of raw.rows) {
      for (const { name, parse } of parsed) {
        const value = row[name];
        if (typeof value === 'string') row[name] = parse(value);
      }
    }
  }
  return {
    rows: raw.rows as Row[],
    fields: raw.fields,
    ...(raw.affectedRows !== undefined && { affectedRows: raw.affectedRows }),
  };
}

interface CompiledPrograms {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<CompiledPrograms> | null = null;

/**
 * PGlite's WebAssembly programs, compiled once per process and shared with every database thread
 * (a compiled module crosses to a worker without being compiled again): each open and each reopen
 * after a statement timeout would otherwise compile the 9 MB program anew.
 */
function compiledPrograms(entry: string): Promise<CompiledPrograms> {
  if (!compiled) {
    const compile = async (file: string) =>
      WebAssembly.compile(new Uint8Array(await readFile(path.join(path.dirname(entry), file))));
    compiled = Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(([pgliteWasmModule, initdbWasmModule]) => ({
      pgliteWasmModule,
      initdbWasmModule,
    }));
    compiled.catch(() => (compiled = null));
  }
  return compiled;
}

/**
 * One worker thread owning one PGlite instance. The thread runs statements; this side keeps the
 * event loop free while they run. A deadline on a request either abandons it (the caller gets the
 * deadline's error, the statement runs to its end) or, through `onExpire`, lets the owner stop the
 * whole thread.
 */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private goneWith: Error | null = null;
  /** Called once when the thread ends without being asked to (crash, WASM abort). */
  onGone: ((thread: PgliteThread) => void) | null = null;
  /** Receives the notifications of the channels the thread listens on. */
  onNotification: ((channel: string, payload: string) => void) | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (err) => this.end(new DatabaseGoneError(`the embedded database stopped: ${err.message}`)));
    worker.on('exit', (code) => this.end(new DatabaseGoneError(`the embedded database stopped (exit code ${code})`)));
  }

  static async start(init: ThreadInit): Promise<PgliteThread> {
    const entry = require.resolve('@electric-sql/pglite');
    const programs = await compiledPrograms(entry);
    const worker = new Worker(PGLITE_WORKER_SOURCE, {
      eval: true,
      workerData: {
        entry,
        ...programs,
        dataDir: init.dataDir,
        loadDataDir: init.loadDataDir,
        rawTypes: Object.keys(TEXT_PARSERS).map(Number),
        settings: Object.entries(PGLITE_SESSION_SETTINGS),
      },
    });
    return new Promise((resolve, reject) => {
      // Only our own listeners: the Worker keeps internal ones (removeAllListeners breaks it).
      const detach = () => {
        worker.off('error', failed);
        worker.off('exit', exited);
        worker.off('message', answered);
      };
      const failed = (err: Error) => {
        detach();
        void worker.terminate();
        reject(err);
      };
      const exited = (code: number) => failed(new DatabaseGoneError(`the embedded database did not start (exit code ${code})`));
      const answered = (reply: Reply) => {
        detach();
        if ('ready' in reply && reply.ready) {
          worker.unref();
          resolve(new PgliteThread(worker));
        } else failed('error' in reply ? toError(reply.error) : new Error('unexpected message from the database thread'));
      };
      worker.on('error', failed);
      worker.on('exit', exited);
      worker.on('message', answered);
    });
  }

  /** Ended (stopped, crashed or closed): every request fails. */
  get gone(): boolean {
    return this.goneWith !== null;
  }

  /** A statement whose caller was already answered is still running. */
  get busy(): boolean {
    return [...this.pending.values()].some((entry) => entry.abandoned);
  }

  /**
   * Sends one request; the thread runs requests in the order they were sent. With a deadline, the
   * caller gets `deadline.error()` once `deadline.ms` pass from the moment the thread starts on it
   * (every request sent before has answered); `deadline.onExpire` then decides what happens to the
   * statement (see the owner).
   */
  request<T = unknown>(message: ThreadRequest, deadline?: Deadline): Promise<T> {
    if (this.goneWith) return Promise.reject(this.goneWith);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject, scope: currentRequestScope(), deadline };
      if (entry.scope) entry.scope.statements += 1;
      this.pending.set(id, entry);
      if (this.pending.size === 1) {
        this.worker.ref();
        this.arm(entry);
      }
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Starts the clock of a request the thread has started on. */
  private arm(entry: Pending): void {
    const deadline = entry.deadline;
    if (!deadline || entry.timer) return;
    entry.timer = setTimeout(() => {
      entry.abandoned = true;
      entry.reject(deadline.error());
      deadline.onExpire();
    }, deadline.ms);
  }

  /** Stops the thread at once, even mid-statement; pending requests fail with `reason`. */
  async terminate(reason: Error): Promise<void> {
    this.end(reason);
    await this.worker.terminate();
  }

  private settle(reply: Reply): void {
    if ('notification' in reply) {
      this.onNotification?.(reply.notification.channel, reply.notification.payload);
      return;
    }
    if (!('id' in reply)) return;
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    else this.arm(this.pending.values().next().value!);
    clearTimeout(entry.timer);
    if (entry.scope && reply.ms !== undefined) entry.scope.databaseMs += reply.ms;
    if (!entry.abandoned) {
      if (reply.ok) entry.resolve(reply.value);
      else entry.reject(toError(reply.error));
    }
    if (!reply.ok && reply.error.fatal) {
      void this.terminate(new DatabaseGoneError(`the embedded database failed: ${reply.error.message}`));
    }
  }

  private end(reason: Error): void {
    if (this.goneWith) return;
    this.goneWith = reason;
    let first = true;
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      // Only the oldest request can have been running: the thread takes them one after the other.
      if (!entry.abandoned) entry.reject(first ? reason : new NotStartedError(reason.message));
      first = false;
    }
    this.pending.clear();
    this.onGone?.(this);
  }
}
