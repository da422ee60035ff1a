/**
 * BENCH_PROFILE=1 in the browser benchmarks: the CPU time of one navigation in the page's main
 * thread, summed by script file and by function (self time), to see what a slow page spends it on.
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface Cdp {
  send(method: string, params?: object): Promise<unknown>;
}
type CdpOwner = { newCDPSession(page: unknown): Promise<Cdp> };

const fileOf = (url: string) => url.split('?')[0]!.split('/').slice(-2).join('/') || '(native)';

function summarise(profile: Profile, top: number): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame) return;
    const file = fileOf(frame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `      ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return ['    CPU by file (self time):', ...ranked(byFile), '    CPU by function (self time):', ...ranked(byFunction)];
}

/** Runs `navigate` under the V8 sampling profiler of the page and prints where its CPU time went. */
export async function profiled(context: unknown, page: unknown, navigate: () => Promise<void>): Promise<void> {
  const cdp = await (context as CdpOwner).newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await navigate();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  for (const line of summarise(profile, 12)) console.log(line);
}
