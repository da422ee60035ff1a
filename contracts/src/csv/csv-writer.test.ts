import { csvField, csvLine, csvText } from './csv-writer';

describe('CSV writer', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes, and keeps NULL apart from empty', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('--- before\r\n+++ after\n')).toBe('"--- before\r\n+++ after\n"');
    expect(csvField('')).toBe('""');
    expect(csvField(null)).toBe('');
  });

  it('writes JSON values as text: numbers and booleans as written, objects as their JSON', () => {
    expect(csvText(3)).toBe('3');
    expect(csvText(false)).toBe('false');
    expect(csvText(undefined)).toBeNull();
    expect(csvText({ path: 'spec.replicas', values: [1, 'a,b'] })).toBe('{"path":"spec.replicas","values":[1,"a,b"]}');
    expect(csvLine(['id', 1, null, { note: 'x, "y"' }, ''])).toBe('id,1,,"{""note"":""x, \\""y\\""""}",""');
  });
});
