import { connectEventStream, type EventSourceLike, type EventStreamEnvironment } from './event-stream';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function setup(probeStatus = 404) {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const probes: string[] = [];
  const environment: EventStreamEnvironment = {
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    probe: async (url) => {
      probes.push(url);
      return probeStatus;
    },
    setTimeout: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      if (handle) (handle as { cleared: boolean }).cleared = true;
    },
  };
  const statuses: boolean[] = [];
  const changes: string[] = [];
  let resyncs = 0;
  const close = connectEventStream(
    '/api/events',
    { onStatus: (up) => statuses.push(up), onChange: (event) => changes.push(event.kind), onResync: () => (resyncs += 1) },
    environment,
  );
  return { sources, timers, probes, statuses, changes, resyncs: () => resyncs, close };
}

const change = (id: string, kind = 'check.status') => ({
  id,
  kind,
  op: 'INSERT',
  table: 'check_statuses',
  rowId: 'c',
  scope: {},
  at: 't',
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectEventStream', () => {
  it('is up once the server says ready and hands over valid changes', () => {
    const s = setup();
    expect(s.sources[0]!.url).toBe('/api/events');
    s.sources[0]!.emit('ready', { resumed: false }, '5');
    s.sources[0]!.emit('change', change('6'), '6');
    s.sources[0]!.emit('change', { ...change('7'), kind: 'unknown' }, '7');
    expect(s.statuses).toEqual([true]);
    expect(s.changes).toEqual(['check.status']);
  });

  it('is down while EventSource reconnects by itself, and up again on ready', () => {
    const s = setup();
    s.sources[0]!.emit('ready', { resumed: false });
    s.sources[0]!.fail(0);
    expect(s.statuses).toEqual([true, false]);
    s.sources[0]!.emit('ready', { resumed: true });
    expect(s.statuses).toEqual([true, false, true]);
    expect(s.resyncs()).toBe(0);
  });

  it('asks for a resync when the server does, or when a reconnect could not resume', () => {
    const s = setup();
    s.sources[0]!.emit('ready', { resumed: false });
    s.sources[0]!.emit('resync', { reason: 'x' });
    expect(s.resyncs()).toBe(1);
    s.sources[0]!.fail(0);
    s.sources[0]!.emit('ready', { resumed: false });
    expect(s.resyncs()).toBe(2);
  });

  it('stops quietly when the backend has no stream (404)', async () => {
    const s = setup(404);
    s.sources[0]!.fail(2);
    await flush();
    expect(s.probes).toEqual(['/api/events']);
    expect(s.timers.filter((timer) => !timer.cleared && timer.ms !== 35_000)).toEqual([]);
    expect(s.sources).toHaveLength(1);
    expect(s.statuses).toEqual([]);
  });

  it('tries again later, resuming from the last event, when the stream failed otherwise', async () => {
    const s = setup(502);
    s.sources[0]!.emit('ready', { resumed: false }, '9');
    s.sources[0]!.emit('change', change('12'), '12');
    s.sources[0]!.fail(2);
    await flush();
    const retry = s.timers.find((timer) => timer.ms === 3_000 && !timer.cleared)!;
    retry.fn();
    expect(s.sources[1]!.url).toBe('/api/events?lastEventId=12');
  });

  it('counts a silent connection as down and opens a new one', () => {
    const s = setup();
    s.sources[0]!.emit('ready', { resumed: false }, '3');
    const stale = s.timers.filter((timer) => !timer.cleared).at(-1)!;
    expect(stale.ms).toBe(35_000);
    stale.fn();
    expect(s.statuses).toEqual([true, false]);
    expect(s.sources[0]!.closed).toBe(true);
    expect(s.sources[1]!.url).toBe('/api/events?lastEventId=3');
  });

  it('closes for good', () => {
    const s = setup();
    s.sources[0]!.emit('ready', { resumed: false });
    s.close();
    expect(s.sources[0]!.closed).toBe(true);
    expect(s.statuses).toEqual([true, false]);
  });
});
