import { ruleDocumentOf, ruleDocumentProblems, ruleFromDocument, ruleLineOf } from './rule-document';

const TEXT = [
  'name: http-failures',
  'events:',
  '  - check.failed',
  "filter: check.type == 'http'",
  'repeat_interval: 4h',
  'custom_services:',
  '  - name: hook',
  '    connection: connection://default/hook',
  '  - name: other',
].join('\n');

describe('rule document', () => {
  it('shows the set fields of a rule in form order', () => {
    expect(
      ruleDocumentOf({
        name: 'r',
        events: ['check.failed'],
        filter: null,
        title: 'T',
        person_id: null,
        custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
      }),
    ).toEqual({
      name: 'r',
      events: ['check.failed'],
      title: 'T',
      custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
    });
  });

  it('finds the line of a top-level key and of an item of a list', () => {
    expect(ruleLineOf(TEXT, ['filter'])).toBe(4);
    expect(ruleLineOf(TEXT, ['custom_services', 1])).toBe(9);
    expect(ruleLineOf(TEXT, ['title'])).toBe(1);
  });

  it('reports the schema, the filter and unknown fields at their lines', () => {
    const value = {
      name: '',
      events: [],
      filter: 'check.name ==',
      custom_services: [{ name: 'hook' }],
      colour: 'red',
    };
    const text = "name: ''\nevents: []\nfilter: check.name ==\ncustom_services:\n  - name: hook\ncolour: red";
    expect(ruleDocumentProblems(text, { value })).toEqual([
      { line: 6, message: expect.stringMatching(/^colour: not a field of a rule/) },
      { line: 1, message: 'name: name is required' },
      { line: 2, message: 'events: at least one event is required' },
      { line: 3, message: 'filter: filter is not a valid expression' },
      { line: 4, message: 'custom_services: each custom service needs a connection or a URL' },
    ]);
  });

  it('reports YAML that does not parse at its line, and a document that is not a mapping', () => {
    expect(ruleDocumentProblems('name: [', { error: 'unexpected end of the stream (2:1)\n...' })).toEqual([
      { line: 2, message: 'unexpected end of the stream (2:1)' },
    ]);
    expect(ruleDocumentProblems('- a', { value: ['a'] })[0]!.message).toMatch(/must be a mapping/);
  });

  it('writes a valid document as the row, blanks as null so an edit clears them', () => {
    expect(
      ruleFromDocument({ name: ' r ', events: ['check.failed'], filter: '', person_id: 'p1', title: 'T', template: '' }),
    ).toEqual({
      name: 'r',
      events: ['check.failed'],
      filter: null,
      title: 'T',
      template: null,
      repeat_interval: null,
      person_id: 'p1',
      team_id: null,
      custom_services: null,
    });
  });
});
