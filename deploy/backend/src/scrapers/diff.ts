/**
 * The difference between two scrapes of one item: an RFC 6902 JSON patch (from the old config to
 * the new one) and a unified diff of the two as pretty-printed JSON lines, as a config change
 * records them.
 */

export type PatchOperation =
  { op: 'add'; path: string; value: unknown } | { op: 'remove'; path: string } | { op: 'replace'; path: string; value: unknown };

/** RFC 6901 escaping of one path segment. */
const pointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Operations that turn `before` into `after`; keys in sorted order so the patch is stable. */
export function jsonPatch(before: unknown, after: unknown, path = ''): PatchOperation[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const ops: PatchOperation[] = [];
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      const at = `${path}/${pointer(key)}`;
      if (!Object.hasOwn(after, key)) ops.push({ op: 'remove', path: at });
      else if (!Object.hasOwn(before, key)) ops.push({ op: 'add', path: at, value: after[key] });
      else ops.push(...jsonPatch(before[key], after[key], at));
    }
    return ops;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const ops: PatchOperation[] = [];
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i += 1) ops.push(...jsonPatch(before[i], after[i], `${path}/${i}`));
    for (let i = common; i < after.length; i += 1) ops.push({ op: 'add', path: `${path}/${i}`, value: after[i] });
    // Removed from the end backwards, so each index is still valid when its operation applies.
    for (let i = before.length - 1; i >= common; i -= 1) ops.push({ op: 'remove', path: `${path}/${i}` });
    return ops;
  }
  return [{ op: 'replace', path, value: after }];
}

/** Applies a patch (for tests and for rebuilding earlier versions). */
export function applyPatch(document: unknown, ops: readonly PatchOperation[]): unknown {
  let root = structuredClone(document);
  for (const op of ops) {
    const segments =
      op.path === ''
        ? []
        : op.path
            .slice(1)
            .split('/')
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (segments.length === 0) {
      root = op.op === 'remove' ? undefined : structuredClone(op.value);
      continue;
    }
    let parent = root as Record<string, unknown> | unknown[];
    for (const segment of segments.slice(0, -1)) parent = (parent as Record<string, unknown>)[segment] as Record<string, unknown>;
    const last = segments[segments.length - 1]!;
    if (Array.isArray(parent)) {
      const index = Number(last);
      if (op.op === 'add') parent.splice(index, 0, structuredClone(op.value));
      else if (op.op === 'remove') parent.splice(index, 1);
      else parent[index] = structuredClone(op.value);
    } else if (op.op === 'remove') delete parent[last];
    else parent[last] = structuredClone(op.value);
  }
  return root;
}

/** Above this many line pairs the diff keeps only the changed middle (common head and tail trimmed). */
const MAX_LCS_CELLS = 4_000_000;
const CONTEXT = 3;

type Line = { kind: ' ' | '-' | '+'; text: string };

function lineOps(a: string[], b: string[]): Line[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const middle: Line[] = [];
  if (x.length * y.length > MAX_LCS_CELLS) {
    middle.push(...x.map((text) => ({ kind: '-' as const, text })), ...y.map((text) => ({ kind: '+' as const, text })));
  } else {
    // Longest common subsequence table, from the end.
    const width = y.length + 1;
    const table = new Uint32Array((x.length + 1) * width);
    for (let i = x.length - 1; i >= 0; i -= 1)
      for (let j = y.length - 1; j >= 0; j -= 1)
        table[i * width + j] =
          x[i] === y[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        middle.push({ kind: ' ', text: x[i]! });
        i += 1;
        j += 1;
      } else if (i < x.length && (j === y.length || table[(i + 1) * width + j]! >= table[i * width + j + 1]!)) {
        // Removals before additions, as diff tools print them.
        middle.push({ kind: '-', text: x[i]! });
        i += 1;
      } else {
        middle.push({ kind: '+', text: y[j]! });
        j += 1;
      }
    }
  }
  return [
    ...a.slice(0, head).map((text) => ({ kind: ' ' as const, text })),
    ...middle,
    ...a.slice(a.length - tail).map((text) => ({ kind: ' ' as const, text })),
  ];
}

/** A unified diff (`--- before`, `+++ after`, hunks with 3 lines of context); empty when equal. */
export function unifiedDiff(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const lines = lineOps(a, b);
  const changed = lines.map((line, index) => (line.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
  if (changed.length === 0) return '';
  const out = ['--- before', '+++ after'];
  let at = 0;
  while (at < changed.length) {
    let end = at;
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= CONTEXT * 2) end += 1;
    const from = Math.max(0, changed[at]! - CONTEXT);
    const to = Math.min(lines.length - 1, changed[end]! + CONTEXT);
    let oldStart = 1;
    let newStart = 1;
    for (let k = 0; k < from; k += 1) {
      if (lines[k]!.kind !== '+') oldStart += 1;
      if (lines[k]!.kind !== '-') newStart += 1;
    }
    const hunk = lines.slice(from, to + 1);
    const oldCount = hunk.filter((line) => line.kind !== '+').length;
    const newCount = hunk.filter((line) => line.kind !== '-').length;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...hunk.map((line) => `${line.kind}${line.text}`));
    at = end + 1;
  }
  return out.join('\n');
}

/** Sorted-key pretty JSON, so a diff shows what changed rather than key order. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  return JSON.stringify(sort(value), null, 2);
}

/** The change between two configs: null when they are equal. */
export function configDifference(before: unknown, after: unknown): { patches: PatchOperation[]; diff: string } | null {
  const patches = jsonPatch(before, after);
  if (patches.length === 0) return null;
  return { patches, diff: unifiedDiff(stableJson(before), stableJson(after)) };
}
