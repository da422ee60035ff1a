import { runInRequestScope } from './request-scope';
import { TurnLock } from './turn-lock';

/** Takes a turn, notes who had it, and lets go once `hold` resolves. */
function take(
  lock: TurnLock,
  order: string[],
  name: string,
  ticket?: number,
  hold: Promise<void> = Promise.resolve(),
  shared = false,
) {
  return lock.acquire({ ticket, shared }).then(async (release) => {
    order.push(name);
    await hold;
    release();
  });
}

describe('TurnLock', () => {
  it('serves waiters by ticket, earliest first, whatever their arrival', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    let letGo!: () => void;
    const first = take(lock, order, 'holder', 1, new Promise<void>((resolve) => (letGo = resolve)));
    const waiting = [take(lock, order, 'late', 30), take(lock, order, 'early', 10), take(lock, order, 'middle', 20)];
    await Promise.resolve();
    expect(lock.queued).toBe(3);
    letGo();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['holder', 'early', 'middle', 'late']);
  });

  it('keeps the arrival order of waiters with the same ticket (one request, several statements)', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    let letGo!: () => void;
    const first = take(lock, order, 'holder', 1, new Promise<void>((resolve) => (letGo = resolve)));
    const waiting = ['a', 'b', 'c', 'd', 'e'].map((name) => take(lock, order, name, 5));
    letGo();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['holder', 'a', 'b', 'c', 'd', 'e']);
  });

  it('hands the turn to the next waiter: nobody arriving at the release takes it first', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    const release = await lock.acquire({ ticket: 1 });
    const waiter = take(lock, order, 'waiter', 2);
    release();
    const newcomer = take(lock, order, 'newcomer', 0);
    await Promise.all([waiter, newcomer]);
    expect(order).toEqual(['waiter', 'newcomer']);
  });

  it('lets a second release of the same turn change nothing', async () => {
    const lock = new TurnLock();
    const release = await lock.acquire({ ticket: 1 });
    const order: string[] = [];
    let letGo!: () => void;
    const second = take(lock, order, 'second', 2, new Promise<void>((resolve) => (letGo = resolve)));
    const third = take(lock, order, 'third', 3);
    release();
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['second']);
    letGo();
    await Promise.all([second, third]);
    expect(order).toEqual(['second', 'third']);
  });

  it('serves the request that arrived first before a later one, even when it asks last, and counts its wait', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    const holder = await lock.acquire();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let earlierWait = -1;
    // The earlier request (its ticket taken first) asks for the database only after the later one.
    const earlier = runInRequestScope(async (scope) => {
      await gate;
      const release = await lock.acquire();
      order.push('earlier');
      release();
      earlierWait = scope.waitMs;
    });
    const later = runInRequestScope(async () => {
      const release = await lock.acquire();
      order.push('later');
      release();
    });
    const background = take(lock, order, 'background');
    openGate();
    await gate;
    await Promise.resolve();
    expect(lock.queued).toBe(3);
    holder();
    await Promise.all([earlier, later, background]);
    expect(order).toEqual(['earlier', 'later', 'background']);
    expect(earlierWait).toBeGreaterThan(0);
  });

  it('lets shared turns (one message each) overlap up to its depth, and an exclusive one wait for them', async () => {
    const lock = new TurnLock(2);
    const order: string[] = [];
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const sharedA = take(lock, order, 'shared a', 1, held, true);
    const sharedB = take(lock, order, 'shared b', 2, held, true);
    const sharedC = take(lock, order, 'shared c', 4, Promise.resolve(), true);
    const exclusive = take(lock, order, 'exclusive', 3);
    await new Promise((resolve) => setImmediate(resolve));
    // Two at once; the exclusive turn (older ticket) waits for them, and the later shared one behind it.
    expect(order).toEqual(['shared a', 'shared b']);
    expect(lock.queued).toBe(2);
    letGo();
    await Promise.all([sharedA, sharedB, sharedC, exclusive]);
    expect(order).toEqual(['shared a', 'shared b', 'exclusive', 'shared c']);
  });

  it('starts no shared turn while an exclusive one runs', async () => {
    const lock = new TurnLock(4);
    const order: string[] = [];
    let letGo!: () => void;
    const exclusive = take(lock, order, 'exclusive', 1, new Promise<void>((resolve) => (letGo = resolve)));
    const shared = take(lock, order, 'shared', 2, Promise.resolve(), true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['exclusive']);
    letGo();
    await Promise.all([exclusive, shared]);
    expect(order).toEqual(['exclusive', 'shared']);
  });

  it('serves work outside any request in arrival order among itself', async () => {
    const lock = new TurnLock();
    const order: string[] = [];
    const holder = await lock.acquire();
    const waiting = ['one', 'two', 'three'].map((name) => take(lock, order, name));
    holder();
    await Promise.all(waiting);
    expect(order).toEqual(['one', 'two', 'three']);
  });
});
