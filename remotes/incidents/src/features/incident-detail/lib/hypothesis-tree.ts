import { CHILD_HYPOTHESIS_TYPE, HYPOTHESIS_TYPES, type Hypothesis, type HypothesisType } from '@opsdeck/contracts';

export interface HypothesisNode {
  hypothesis: Hypothesis;
  children: HypothesisNode[];
}

const byCreation = (a: HypothesisNode, b: HypothesisNode) =>
  (a.hypothesis.created_at ?? '').localeCompare(b.hypothesis.created_at ?? '') || a.hypothesis.id.localeCompare(b.hypothesis.id);

/**
 * The flat hypotheses of an incident as trees, oldest first at every level. A hypothesis whose
 * parent is missing (deleted, or of another incident) is shown as a root rather than lost.
 */
export function buildHypothesisTree(hypotheses: readonly Hypothesis[]): HypothesisNode[] {
  const nodes = new Map(hypotheses.map((hypothesis) => [hypothesis.id, { hypothesis, children: [] as HypothesisNode[] }]));
  const roots: HypothesisNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.hypothesis.parent_id ? nodes.get(node.hypothesis.parent_id) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: HypothesisNode[]) => {
    list.sort(byCreation);
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
}

export const isHypothesisType = (value: unknown): value is HypothesisType =>
  typeof value === 'string' && (HYPOTHESIS_TYPES as readonly string[]).includes(value);

/** The type of a child under a hypothesis of `type`: root gets factors, factor gets solutions, solution none. */
export function childTypeOf(type: string | null | undefined): HypothesisType | undefined {
  return type === 'root' || type === 'factor' ? CHILD_HYPOTHESIS_TYPE[type] : undefined;
}

/** Whether a hypothesis of `child` type may hang under `parent` (null: at the top). */
export function isValidPlacement(child: string, parent: string | null | undefined): boolean {
  if (parent === null || parent === undefined) return child === 'root';
  return childTypeOf(parent) === child;
}

/** A node and every node below it, parents first. */
export function subtreeIds(node: HypothesisNode): string[] {
  return [node.hypothesis.id, ...node.children.flatMap(subtreeIds)];
}

/** The hypotheses, evidence and comments a delete of `node` takes with it, for the confirmation. */
export function subtreeSize(node: HypothesisNode): { hypotheses: number; evidence: number } {
  const below = node.children.map(subtreeSize);
  return {
    hypotheses: 1 + below.reduce((sum, size) => sum + size.hypotheses, 0),
    evidence: (node.hypothesis.evidences?.length ?? 0) + below.reduce((sum, size) => sum + size.evidence, 0),
  };
}
