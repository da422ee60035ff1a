import { dump } from 'js-yaml';
import { dumpYaml, YAML_DUMP_OPTIONS } from './yaml-dump';

const reference = (value: unknown) => dump(value, YAML_DUMP_OPTIONS);

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Strings that exercise every style: plain, quoted, reserved words, numbers and dates as text,
// indicators, comments, colons, block scalars (leading spaces, trailing newlines), escapes.
const STRINGS = [
  '',
  'web',
  'Web Server',
  'nginx',
  'yes',
  'No',
  'off',
  'y',
  'null',
  'NULL',
  'true',
  'False',
  '~',
  '<<',
  '-',
  '- a',
  'a:b',
  'a: b',
  'a #b',
  'a#b',
  '#x',
  'key-000001',
  'value value 1',
  'trailing ',
  ' leading',
  '1.2.3',
  '0x1F',
  '012',
  '1e3',
  '.inf',
  '.NaN',
  '2024-01-01',
  '2024-01-01T10:00:00Z',
  '12:30',
  '1_000',
  '+1',
  'a,b',
  '[x]',
  '{y}',
  'a[0]',
  'line\nline',
  'two\n\nblank',
  'ends\n',
  'ends\n\n',
  '\n',
  '  indented\nx',
  'tab\there',
  'bell\u0007',
  'é ü 日本',
  'emoji 🎉',
  "quote's",
  '"dq"',
  '@home',
  '!tag',
  '&anchor',
  '*alias',
  '%pct',
  '`tick`',
  '|pipe',
  '>gt',
  'a=b',
  'path/to/file.yaml',
  'nginx:1.25',
  'x (y) +z',
  'a\u2028b',
  'a\u0085b',
  'end:',
  'mid: colon',
];

function randomValue(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth > 4 || pick < 0.45) {
    const kind = Math.floor(next() * 8);
    if (kind === 0) return null;
    if (kind === 1) return next() < 0.5;
    if (kind === 2) return Math.floor(next() * 2000) - 1000;
    if (kind === 3) return [0.5, -1.25, 1e21, 1e-7, -0, Number.NaN, Number.POSITIVE_INFINITY, 3.0][Math.floor(next() * 8)];
    return STRINGS[Math.floor(next() * STRINGS.length)];
  }
  if (pick < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 5); i > 0; i -= 1) {
    object[STRINGS[Math.floor(next() * STRINGS.length)]!] = randomValue(next, depth + 1);
  }
  return object;
}

describe('dumpYaml', () => {
  it('writes exactly what js-yaml writes, for every kind of scalar at every depth', () => {
    for (let seed = 1; seed <= 1500; seed += 1) {
      const next = random(seed);
      const value = { root: randomValue(next, 0), list: [randomValue(next, 1), randomValue(next, 2)] };
      expect([seed, dumpYaml(value)]).toEqual([seed, reference(value)]);
    }
  });

  it('keeps block scalars indented under deep keys and sequence items', () => {
    const value = { a: { b: { c: 'one\n  two\nthree\n', d: [' lead\nx', ['deep\n\nblank\n\n']] } } };
    expect(dumpYaml(value)).toBe(reference(value));
  });

  it('skips undefined values as js-yaml does, and writes them as null in sequences', () => {
    const value = { a: undefined, b: [undefined, 1], c: { d: undefined } };
    expect(dumpYaml(value)).toBe(reference(value));
  });

  it('leaves values JSON cannot hold, scalars alone and very long keys to js-yaml', () => {
    for (const value of ['text', 12, null, { ['k'.repeat(1100)]: 1 }, { at: new Date(0) }, []]) {
      expect(dumpYaml(value)).toBe(reference(value));
    }
  });

  it('writes a large configuration the same way', () => {
    const data: Record<string, string> = {};
    for (let n = 1; n <= 2000; n += 1) data[`key-${String(n).padStart(6, '0')}`] = `${'value '.repeat(20)}${n}`;
    const value = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'large', labels: { 'app.kubernetes.io/name': 'x' } },
      data,
    };
    expect(dumpYaml(value)).toBe(reference(value));
  });
});
