import { mkdirSync } from 'node:fs';
import {
  DatabaseGoneError,
  NotStartedError,
  parseResult,
  PgliteThread,
  type RawResult,
  type ThreadInit,
  type ThreadRequest,
} from './pglite-thread';
import {
  StatementTimeoutError,
  timeoutMs,
  type CursorOptions,
  type Database,
  type ReadCursor,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './types';
import { TurnLock } from './turn-lock';
import { normalizeParams } from './value-format';

export interface PgliteOpenOptions {
  /** Directory on disk; omitted = in-memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (fast clones for tests). */
  loadDataDir?: Blob | File;
}

const CLOSE_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL 18 compiled to WASM) in a worker thread of this process,
 * so a long statement never blocks the event loop (health checks, static files and the requests
 * waiting for the database keep being served). PGlite is one session: statements and transactions
 * run one at a time, those of earlier requests first, else in arrival order (turn-lock.ts). Never
 * call db.query inside a transaction callback (it would wait for the transaction).
 *
 * Statement timeouts (TransactionOptions.statementTimeoutMs): PGlite cannot cancel a running
 * statement, so on disk the thread is stopped mid-statement and the data directory reopened (the
 * open transaction is lost, as when PostgreSQL's backend dies; committed data is intact: crash
 * recovery replays the WAL, see pglite-database.test.ts). The caller gets 57014 at once; later
 * statements wait for the reopen (about a second). In memory there is nothing to reopen from: the
 * caller still gets 57014 at the deadline, and the statement runs to its end before the next one.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  /** Times the thread was stopped and the data directory reopened after a statement timeout. */
  restarts = 0;

  private readonly lock = new TurnLock();
  private thread: Promise<PgliteThread> | null;
  private live: PgliteThread | null = null;
  private closed = false;
  /** Cursors opened so far: each gets a name of its own in the one session. */
  private cursors = 0;
  /** LISTEN registrations, renewed on a reopened thread. */
  private readonly listeners = new Map<string, Set<{ onNotify: (payload: string) => void; onReconnect?: () => void }>>();

  private constructor(
    private readonly init: ThreadInit,
    first: PgliteThread,
  ) {
    this.thread = Promise.resolve(first);
    this.adopt(first);
  }

  static async open(options: PgliteOpenOptions = {}): Promise<PgliteDatabase> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const first = await PgliteThread.start({ dataDir: options.dataDir, loadDataDir });
    // A restart reopens the directory; an in-memory database is never restarted.
    return new PgliteDatabase(options.dataDir ? { dataDir: options.dataDir } : {}, first);
  }

  private adopt(thread: PgliteThread): void {
    const reopened = this.live === null && this.listeners.size > 0;
    this.live = thread;
    thread.onNotification = (channel, payload) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.onNotify(payload);
    };
    if (reopened) {
      // A reopened directory starts a new session: listen again and let listeners re-read.
      void Promise.all([...this.listeners.keys()].map((channel) => thread.request({ op: 'listen', channel }))).then(
        () => this.listeners.forEach((set) => set.forEach((listener) => listener.onReconnect?.())),
        () => undefined,
      );
    }
    thread.onGone = (gone) => {
      if (this.live !== gone) return;
      this.live = null;
      this.thread = null;
      if (!this.closed && this.init.dataDir) this.thread = this.startThread();
    };
  }

  private startThread(): Promise<PgliteThread> {
    const started = PgliteThread.start(this.init);
    started.then(
      (thread) => this.adopt(thread),
      () => {
        if (this.thread === started) this.thread = null; // the next statement tries again
      },
    );
    return started;
  }

  private current(): Promise<PgliteThread> {
    if (this.closed) return Promise.reject(new DatabaseGoneError('the embedded database is closed'));
    if (!this.thread) {
      if (!this.init.dataDir) return Promise.reject(new DatabaseGoneError('the in-memory embedded database stopped'));
      this.thread = this.startThread();
    }
    return this.thread;
  }

  /** Runs `work` on the current thread: alone, or as one message among others (`shared`, see TurnLock). */
  private async exclusive<T>(work: (thread: PgliteThread) => Promise<T>, shared = false): Promise<T> {
    const release = await this.lock.acquire({ shared });
    try {
      return await work(await this.current());
    } finally {
      release();
    }
  }

  /** A statement of a transaction with a timeout: on disk, running past it stops the thread. */
  private statement(thread: PgliteThread, request: ThreadRequest, timeout: number): Promise<RawResult> {
    if (!timeout) return thread.request<RawResult>(request);
    const onDisk = Boolean(this.init.dataDir);
    return thread.request<RawResult>(request, {
      ms: timeout,
      error: () =>
        new StatementTimeoutError(
          'canceling statement due to statement timeout',
          onDisk
            ? `the statement ran for ${timeout} ms; the embedded database stopped it and reopens its data directory`
            : `the statement ran for ${timeout} ms; the in-memory embedded database lets it finish before the next one`,
        ),
      onExpire: () => {
        if (!onDisk) return;
        this.restarts += 1;
        void thread.terminate(new StatementTimeoutError('canceling statement due to statement timeout'));
      },
    });
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    const raw = await this.exclusive(
      (thread) => thread.request<RawResult>({ op: 'query', sql, params: normalizeParams(params) }),
      true,
    );
    return parseResult<Row>(raw);
  }

  /**
   * The only bound a queue can keep: work whose caller already waited out its timeout behind other
   * work does not start.
   */
  private checkWait(queued: number, timeout: number): void {
    const waited = Date.now() - queued;
    if (timeout && waited >= timeout) {
      throw new StatementTimeoutError(
        'canceling statement due to statement timeout',
        `waited ${waited} ms for the embedded database (one statement at a time); the limit is ${timeout} ms`,
      );
    }
  }

  /** BEGIN READ ONLY, the statement and COMMIT in one message to the thread. */
  async readStatement<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: Pick<TransactionOptions, 'statementTimeoutMs'>,
  ): Promise<QueryResult<Row>> {
    const timeout = timeoutMs(options.statementTimeoutMs);
    const queued = Date.now();
    const release = await this.lock.acquire({ shared: true });
    let thread: PgliteThread | null = null;
    try {
      this.checkWait(queued, timeout);
      thread = await this.current();
      const request: ThreadRequest = {
        op: 'query',
        sql,
        params: normalizeParams(params),
        begin: 'BEGIN READ ONLY',
        commit: true,
      };
      try {
        return parseResult<Row>(await this.statement(thread, request, timeout));
      } catch (err) {
        // Queued behind a statement the thread was stopped for: a read that never ran runs on the reopened one.
        if (!(err instanceof NotStartedError)) throw err;
        thread = await this.current();
        return parseResult<Row>(await this.statement(thread, request, timeout));
      }
    } finally {
      // An abandoned statement (in memory) still runs: the next work waits for its message to end.
      if (thread && !thread.gone && thread.busy)
        void thread
          .request({ op: 'exec', sql: 'SELECT 1' })
          .catch(() => undefined)
          .finally(release);
      else release();
    }
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const timeout = timeoutMs(options.statementTimeoutMs);
    const queued = Date.now();
    const release = await this.lock.acquire();
    let releaseLater = false;
    try {
      this.checkWait(queued, timeout);
      const thread = await this.current();
      const control = (sql: string) => thread.request({ op: 'query', sql, params: [] });
      // BEGIN travels with the first statement (one round trip to the thread instead of two); a
      // transaction that runs no statement sends neither BEGIN nor COMMIT.
      let begin: string | undefined = options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN';
      let begun = false;
      const opening = (): { begin?: string } => {
        if (!begin) return {};
        const first = { begin };
        begin = undefined;
        begun = true;
        return first;
      };
      const tx: Transaction = {
        query: async <Row>(sql: string, params?: unknown[]) =>
          parseResult<Row>(
            await this.statement(thread, { op: 'query', sql, params: normalizeParams(params), ...opening() }, timeout),
          ),
        exec: async (sql: string) => {
          await thread.request({ op: 'exec', sql, ...opening() });
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (err) {
        // A stopped thread took its transaction with it; otherwise roll back. When an abandoned
        // statement still runs (in memory), answer now and keep the database until it ends.
        if (begun && !thread.gone) {
          const rollback = control('ROLLBACK').then(
            () => undefined,
            () => undefined,
          );
          if (thread.busy) {
            releaseLater = true;
            void rollback.finally(release);
          } else await rollback;
        }
        throw err;
      }
      if (begun) await control('COMMIT');
      return result;
    } finally {
      if (!releaseLater) release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.exclusive((thread) => thread.request({ op: 'exec', sql }));
  }

  /**
   * PGlite is one session: a cursor inside an open transaction would hold the database for as long
   * as its reader takes. So the read runs once, bounded like a statement, into a cursor WITH HOLD
   * (its rows kept by the database, on disk past work_mem), and each batch is one FETCH that takes
   * its turn with every other statement.
   */
  async openCursor<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: CursorOptions,
  ): Promise<ReadCursor<Row>> {
    this.cursors += 1;
    const name = `opsdeck_export_${this.cursors}`;
    await this.readStatement(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params, options);
    const batch = Math.max(1, Math.floor(options.batchRows));
    let open = true;
    const close = async () => {
      if (!open) return;
      open = false;
      // A reopened database (statement timeout) has no cursor left to close.
      await this.query(`CLOSE ${name}`).catch(() => undefined);
    };
    return {
      next: async () => {
        if (!open) return [];
        try {
          const rows = (await this.query<Row>(`FETCH ${batch} FROM ${name}`)).rows;
          if (rows.length === 0) await close();
          return rows;
        } catch (err) {
          await close();
          throw err;
        }
      },
      close,
    };
  }

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const listener = { onNotify, onReconnect };
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      // Still listening after the last listener stops: LISTEN costs nothing while nobody notifies.
      await this.exclusive((thread) => thread.request({ op: 'listen', channel }));
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
    };
  }

  /** A tarball of the data directory, loadable with PgliteDatabase.open({ loadDataDir }). */
  async dump(): Promise<Blob> {
    const buffer = await this.exclusive((thread) => thread.request<ArrayBuffer>({ op: 'dump' }));
    return new Blob([buffer]);
  }

  /** Waits (up to 10 s) for the statement in progress, closes PGlite cleanly and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    const release = await Promise.race([this.lock.acquire(), sleep(CLOSE_WAIT_MS)]);
    this.closed = true;
    const thread = this.live ?? (await this.thread?.catch(() => null)) ?? null;
    this.thread = null;
    this.live = null;
    if (thread && !thread.gone) {
      await Promise.race([thread.request({ op: 'close' }).catch(() => undefined), sleep(CLOSE_WAIT_MS)]);
      await thread.terminate(new DatabaseGoneError('the embedded database is closed'));
    }
    release?.();
  }
}
