import { parseNodeTree, viewTargets } from './node-tree';

describe('node-tree reader', () => {
  it('reads nodes, lists, nulls, datums and escapes', () => {
    const tree = parseNodeTree('({QUERY :a 1 :b <> :c (i 1 2) :d {CONST :constvalue 4 [ 1 0 0 0 ] :x y} :e we\\ ird\\(1\\) :f})');
    expect(tree).toEqual([
      {
        node: 'QUERY',
        fields: {
          a: '1',
          b: null,
          c: ['i', '1', '2'],
          d: { node: 'CONST', fields: { constvalue: '4', x: 'y' } },
          e: 'we ird(1)',
          f: null,
        },
      },
    ]);
  });

  it('takes the top-level, non-junk target list with origins', () => {
    const action =
      '({QUERY :commandType 1 :rtable ({RTE :subquery {QUERY :targetList ({TARGETENTRY :resname inner :resorigtbl 5 :resorigcol 5 :resjunk false})}}) ' +
      ':targetList ({TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname id :resorigtbl 16400 :resorigcol 1 :resjunk false} ' +
      '{TARGETENTRY :expr {FUNCEXPR :args ({VAR})} :resno 2 :resname shout :resorigtbl 0 :resorigcol 0 :resjunk false} ' +
      '{TARGETENTRY :resname sortkey :resorigtbl 16400 :resorigcol 2 :resjunk true}) :setOperations <>})';
    expect(viewTargets(action)).toEqual([
      { name: 'id', originRelid: 16400, originAttnum: 1 },
      { name: 'shout', originRelid: 0, originAttnum: 0 },
    ]);
  });

  it('throws on malformed input (callers treat the view as having no lineage)', () => {
    expect(() => viewTargets('({QUERY :targetList (')).toThrow();
    expect(() => viewTargets('({NOTAQUERY})')).toThrow();
  });
});
