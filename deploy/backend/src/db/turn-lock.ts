import { currentRequestScope, takeTicket } from './request-scope';

interface Waiter {
  ticket: number;
  /** Arrival among waiters: equal tickets (one request's statements) keep their order. */
  seq: number;
  grant: () => void;
}

const before = (a: Waiter, b: Waiter): boolean => a.ticket < b.ticket || (a.ticket === b.ticket && a.seq < b.seq);

/**
 * One holder at a time; when it lets go, the waiter with the smallest ticket goes next. A request's
 * statements carry its ticket (request-scope.ts), so the statements of the request that arrived
 * first are served first: a request that needs three statements waits behind the others once,
 * not three times behind everyone who arrived meanwhile. Work outside a request takes a ticket
 * when it asks, so it is served in arrival order among them. Nobody starves: tickets only grow,
 * so every waiter becomes the oldest.
 */
export class TurnLock {
  private held = false;
  private seq = 0;
  /** A binary min-heap of waiters by (ticket, seq). */
  private readonly heap: Waiter[] = [];

  /** Waiters not yet served. */
  get queued(): number {
    return this.heap.length;
  }

  /** Resolves with the release function once it is the caller's turn. */
  acquire(ticket?: number): Promise<() => void> {
    const scope = currentRequestScope();
    const turn = ticket ?? scope?.ticket ?? takeTicket();
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const queuedAt = performance.now();
      this.push({
        ticket: turn,
        seq: (this.seq += 1),
        grant: () => {
          if (scope) scope.waitMs += performance.now() - queuedAt;
          resolve(this.releaser());
        },
      });
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.pop();
      // Handed straight to the next waiter: nobody arriving in between can take the turn.
      if (next) next.grant();
      else this.held = false;
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
