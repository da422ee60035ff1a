import { currentRequestScope, takeTicket } from './request-scope';

interface Waiter {
  ticket: number;
  shared: boolean;
  /** Arrival among waiters: equal tickets (one request's statements) keep their order. */
  seq: number;
  grant: () => void;
}

const before = (a: Waiter, b: Waiter): boolean => a.ticket < b.ticket || (a.ticket === b.ticket && a.seq < b.seq);

export interface TurnOptions {
  /**
   * Work that is one message to the database thread (a statement, or BEGIN, statement and COMMIT
   * together): up to `depth` such holders at once, their messages queued in the thread, which
   * runs them one after the other. Default false: alone (a transaction of several messages).
   */
  shared?: boolean;
  /** Place in line; default the current request's ticket, else a new one (request-scope.ts). */
  ticket?: number;
}

/**
 * Turns at the embedded database. When a turn frees up, the waiter with the smallest ticket goes
 * next: a request's statements carry its ticket (request-scope.ts), so the statements of the
 * request that arrived first are served first, and a request that needs several statements waits
 * behind the queue once, not once per statement behind everyone who arrived since. Work outside a
 * request takes a ticket when it asks, so it is served in arrival order among itself. Nobody
 * starves: tickets only grow, so every waiter becomes the oldest.
 *
 * Shared turns (one message each) overlap up to `depth`, so the database thread always has the
 * next statement at hand: one turn at a time made the thread wait, after each statement, for this
 * thread to read the answer and hand the turn on, which under load took longer than the
 * statements. An exclusive turn (a transaction) starts once every shared one has ended, and
 * nobody else starts while it runs.
 */
export class TurnLock {
  private shared = 0;
  private exclusive = false;
  private seq = 0;
  /** A binary min-heap of waiters by (ticket, seq). */
  private readonly heap: Waiter[] = [];

  constructor(private readonly depth = 4) {}

  /** Waiters not yet served. */
  get queued(): number {
    return this.heap.length;
  }

  /** Resolves with the release function once it is the caller's turn. */
  acquire(options: TurnOptions = {}): Promise<() => void> {
    const scope = currentRequestScope();
    const ticket = options.ticket ?? scope?.ticket ?? takeTicket();
    const shared = options.shared ?? false;
    return new Promise((resolve) => {
      const queuedAt = performance.now();
      this.push({
        ticket,
        shared,
        seq: (this.seq += 1),
        grant: () => {
          if (scope) scope.waitMs += performance.now() - queuedAt;
          resolve(this.releaser(shared));
        },
      });
      this.pump();
    });
  }

  /** Starts every waiter whose turn it is. */
  private pump(): void {
    while (this.heap.length > 0 && !this.exclusive) {
      const next = this.heap[0]!;
      if (next.shared ? this.shared >= this.depth : this.shared > 0) return;
      this.pop();
      if (next.shared) this.shared += 1;
      else this.exclusive = true;
      next.grant();
    }
  }

  private releaser(shared: boolean): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (shared) this.shared -= 1;
      else this.exclusive = false;
      this.pump();
    };
  }

  private push(waiter: Waiter): void {
    const heap = this.heap;
    heap.push(waiter);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private pop(): Waiter | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || !last) return top;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && before(heap[left]!, heap[least]!)) least = left;
      if (right < heap.length && before(heap[right]!, heap[least]!)) least = right;
      if (least === i) break;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
    return top;
  }
}
