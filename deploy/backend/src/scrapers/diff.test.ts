import { applyPatch, configDifference, jsonPatch, unifiedDiff } from './diff';
import { extractItems, fieldValue } from './extract';
import { globToRegExp } from './sources/file';

describe('jsonPatch (RFC 6902)', () => {
  it('replaces, adds and removes keys, escaping pointer segments', () => {
    const before = { spec: { replicas: 2, image: 'app:1' }, 'a/b': 1, gone: true };
    const after = { spec: { replicas: 3, image: 'app:1', port: 80 }, 'a/b': 2 };
    expect(jsonPatch(before, after)).toEqual([
      { op: 'replace', path: '/a~1b', value: 2 },
      { op: 'remove', path: '/gone' },
      { op: 'add', path: '/spec/port', value: 80 },
      { op: 'replace', path: '/spec/replicas', value: 3 },
    ]);
  });

  it('patches arrays by index and turns the old document into the new one', () => {
    const cases: [unknown, unknown][] = [
      [{ list: [1, 2, 3] }, { list: [1, 5] }],
      [{ list: [1] }, { list: [1, { a: 1 }, 3] }],
      [{ a: null }, { a: { b: [true] } }],
      [[1, 2], { now: 'object' }],
    ];
    for (const [before, after] of cases) expect(applyPatch(before, jsonPatch(before, after))).toEqual(after);
  });

  it('finds no difference between equal documents', () => {
    expect(configDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
  });
});

describe('unifiedDiff', () => {
  it('shows removed and added lines in a hunk with context', () => {
    const diff = unifiedDiff('a\nb\nc\nd', 'a\nb\nC\nd');
    expect(diff).toBe(['--- before', '+++ after', '@@ -1,4 +1,4 @@', ' a', ' b', '-c', '+C', ' d'].join('\n'));
    expect(unifiedDiff('same', 'same')).toBe('');
  });

  it('is part of the difference, over sorted keys', () => {
    const change = configDifference({ b: 1, a: 1 }, { a: 1, b: 2 })!;
    expect(change.patches).toEqual([{ op: 'replace', path: '/b', value: 2 }]);
    expect(change.diff).toContain('-  "b": 1');
    expect(change.diff).toContain('+  "b": 2');
  });
});

describe('extractItems', () => {
  const doc = {
    kind: 'Service',
    meta: { id: 7, name: 'api' },
    list: [
      { n: 'x', id: 'x1' },
      { n: 'y', id: 'y1' },
    ],
  };

  it('reads JSONPath fields and keeps literals as they are', () => {
    expect(fieldValue(doc, '$.meta.id')).toBe('7');
    expect(fieldValue(doc, 'File::Service')).toBe('File::Service');
    expect(fieldValue(doc, '$.missing')).toBeUndefined();
    const { items, errors } = extractItems(doc, { id: '$.meta.id', name: '$.meta.name', type: 'Demo::$kind' }, 'a.json');
    expect(errors).toEqual([]);
    expect(items[0]).toMatchObject({
      externalId: '7',
      name: 'api',
      type: 'Demo::$kind',
      configClass: '$kind',
      config: doc,
      origin: 'a.json',
    });
  });

  it('splits documents with items and reports one without an id', () => {
    const { items } = extractItems(doc, { items: '$.list', id: '$.id', name: '$.n', type: '$.n' }, 'a.json');
    expect(items.map((item) => [item.externalId, item.type])).toEqual([
      ['x1', 'x'],
      ['y1', 'y'],
    ]);
    const broken = extractItems({ kind: 'X' }, { id: '$.id', type: '$.kind' }, 'b.yaml');
    expect(broken.errors).toEqual(['b.yaml: no id at $.id']);
  });
});

describe('globToRegExp', () => {
  it('matches *, ** and {a,b} over relative paths', () => {
    expect(globToRegExp('*.json').test('a.json')).toBe(true);
    expect(globToRegExp('*.json').test('dir/a.json')).toBe(false);
    expect(globToRegExp('**/*.json').test('dir/sub/a.json')).toBe(true);
    expect(globToRegExp('**/*.json').test('a.json')).toBe(true);
    expect(globToRegExp('data/*.{yaml,yml}').test('data/x.yml')).toBe(true);
  });
});
