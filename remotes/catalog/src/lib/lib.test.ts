import { diffStats, parseUnifiedDiff } from './diff-lines';
import { diffBetween, documentBefore } from './versions';

const v1 = 'spec:\n  replicas: 1\n  image: web:1\n';
const v2 = 'spec:\n  replicas: 2\n  image: web:1\n';
const v3 = 'spec:\n  replicas: 2\n  image: web:2\n';

describe('diff lines', () => {
  it('splits a unified diff into numbered added, removed and context lines', () => {
    const lines = parseUnifiedDiff(diffBetween(v1, v2));
    expect(lines.filter((line) => line.kind !== 'header')).toEqual([
      { kind: 'hunk', text: '@@ -1,3 +1,3 @@' },
      { kind: 'context', text: 'spec:', oldNumber: 1, newNumber: 1 },
      { kind: 'remove', text: '  replicas: 1', oldNumber: 2 },
      { kind: 'add', text: '  replicas: 2', newNumber: 2 },
      { kind: 'context', text: '  image: web:1', oldNumber: 3, newNumber: 3 },
    ]);
    expect(diffStats(lines)).toEqual({ added: 1, removed: 1 });
    expect(parseUnifiedDiff(null)).toEqual([]);
  });
});

describe('earlier versions', () => {
  const changes = [
    { id: 'c3', diff: diffBetween(v2, v3) },
    { id: 'c-no-diff', diff: null },
    { id: 'c2', diff: diffBetween(v1, v2) },
  ];

  it('undoes the diffs of a change and of every later one', () => {
    expect(documentBefore(v3, changes, 'c3')).toEqual({ ok: true, text: v2 });
    expect(documentBefore(v3, changes, 'c2')).toEqual({ ok: true, text: v1 });
  });

  it('names the change whose diff does not apply', () => {
    expect(documentBefore('other: document\n', changes, 'c2')).toEqual({ ok: false, failedAt: 'c3' });
    expect(documentBefore(v3, changes, 'missing')).toEqual({ ok: false, failedAt: 'missing' });
  });
});
