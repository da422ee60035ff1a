/**
 * BENCH_TRACE=1 in the browser benchmarks: the main thread's time in one interaction, summed by
 * kind of work (script, style, layout, paint, ...) from Chromium's timeline trace, to see whether a
 * slow interaction spends it in JavaScript or in the engine's rendering.
 */
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
}
interface Cdp {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (params: { value?: TraceEvent[] }) => void): void;
  once(event: string, listener: () => void): void;
}
type CdpOwner = { newCDPSession(page: unknown): Promise<Cdp> };

const KINDS = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseAuthorStyleSheet',
  'HitTest',
  'GCEvent',
  'MinorGC',
  'MajorGC',
]);

/** Runs `interact` under a timeline trace of the page and prints the main thread's time by kind. */
export async function traced(context: unknown, page: unknown, interact: () => Promise<void>): Promise<void> {
  const cdp = await (context as CdpOwner).newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value ?? [])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8', transferMode: 'ReportEvents' });
  await interact();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  const main = events.find(
    (e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
  const byKind = new Map<string, number>();
  for (const e of events) {
    if (!main || e.tid !== main.tid || e.pid !== main.pid || e.ph !== 'X' || !KINDS.has(e.name)) continue;
    byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const lines = [...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `      ${ms.toFixed(1).padStart(7)} ms  ${k}`);
  console.log(['    Main thread by kind (nested kinds counted in each):', ...lines].join('\n'));
}
