import type { Hypothesis } from '@opsdeck/contracts';
import { buildHypothesisTree, childTypeOf, isValidPlacement, subtreeIds, subtreeSize } from './hypothesis-tree';

const h = (id: string, type: string, parent_id: string | null, created_at: string, evidences: unknown[] = []): Hypothesis =>
  ({ id, type, parent_id, created_at, title: id, status: 'possible', evidences }) as Hypothesis;

describe('hypothesis tree', () => {
  const flat = [
    h('s1', 'solution', 'f1', '2026-01-01T00:04:00Z', [{ id: 'e2' }]),
    h('f2', 'factor', 'r1', '2026-01-01T00:03:00Z'),
    h('f1', 'factor', 'r1', '2026-01-01T00:02:00Z', [{ id: 'e1' }]),
    h('r1', 'root', null, '2026-01-01T00:01:00Z'),
    h('orphan', 'factor', 'gone', '2026-01-01T00:05:00Z'),
  ];

  it('nests root, then factor, then solution, oldest first, and keeps orphans as roots', () => {
    const [root, orphan] = buildHypothesisTree(flat);
    expect(root!.hypothesis.id).toBe('r1');
    expect(root!.children.map((node) => node.hypothesis.id)).toEqual(['f1', 'f2']);
    expect(root!.children[0]!.children.map((node) => node.hypothesis.id)).toEqual(['s1']);
    expect(orphan!.hypothesis.id).toBe('orphan');
  });

  it('gives a root factors, a factor solutions and a solution no children', () => {
    expect(childTypeOf('root')).toBe('factor');
    expect(childTypeOf('factor')).toBe('solution');
    expect(childTypeOf('solution')).toBeUndefined();
    expect(childTypeOf('anything')).toBeUndefined();
  });

  it('accepts only root at the top, factor under root, solution under factor', () => {
    expect(isValidPlacement('root', null)).toBe(true);
    expect(isValidPlacement('factor', null)).toBe(false);
    expect(isValidPlacement('factor', 'root')).toBe(true);
    expect(isValidPlacement('solution', 'root')).toBe(false);
    expect(isValidPlacement('solution', 'factor')).toBe(true);
    expect(isValidPlacement('root', 'factor')).toBe(false);
    expect(isValidPlacement('factor', 'solution')).toBe(false);
  });

  it('counts what a delete takes with it', () => {
    const [root] = buildHypothesisTree(flat);
    expect(subtreeIds(root!)).toEqual(['r1', 'f1', 's1', 'f2']);
    expect(subtreeSize(root!)).toEqual({ hypotheses: 4, evidence: 2 });
  });
});
