import { deserialize, serialize } from 'node:v8';
import { buildGraph, layoutGraph, relatedTypes, type RelatedItem } from './graph-model';

// dagre copies with structuredClone, which browsers have and jsdom lacks.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const root: RelatedItem = { id: 'r', name: 'cluster', type: 'Kubernetes::Cluster', related_ids: ['a', 'b'] };
const related: RelatedItem[] = [
  { id: 'a', name: 'ns', type: 'Kubernetes::Namespace', related_ids: ['r', 'c'] },
  { id: 'b', name: 'node', type: 'Kubernetes::Node', health: 'healthy', related_ids: ['r'] },
  { id: 'c', name: 'pod', type: 'Kubernetes::Pod', deleted_at: '2026-01-01', related_ids: ['a', 'outside'] },
];

describe('relationship graph model', () => {
  it('makes a node per item and one edge per pair, pointing away from the root', () => {
    const { nodes, edges } = buildGraph(root, related);
    expect(nodes.map((node) => [node.id, node.root, node.deleted, node.health])).toEqual([
      ['r', true, false, 'unknown'],
      ['a', false, false, 'unknown'],
      ['b', false, false, 'healthy'],
      ['c', false, true, 'unknown'],
    ]);
    expect(edges.map((edge) => edge.id)).toEqual(['r->a', 'r->b', 'a->c']);
    expect(relatedTypes(related)).toEqual(['Kubernetes::Namespace', 'Kubernetes::Node', 'Kubernetes::Pod']);
  });

  it('lays the graph out left to right in layers', () => {
    const { nodes, edges } = buildGraph(root, related);
    const placed = layoutGraph(nodes, edges);
    const x = Object.fromEntries(placed.map((node) => [node.id, node.x]));
    expect(x.a!).toBeGreaterThan(x.r!);
    expect(x.c!).toBeGreaterThan(x.a!);
    expect(x.a!).toBe(x.b!);
  });

  it('lays out 500 nodes', () => {
    const many: RelatedItem[] = Array.from({ length: 499 }, (_, i) => ({
      id: `n${i}`,
      name: `item ${i}`,
      related_ids: [i < 20 ? 'r' : `n${i % 20}`],
    }));
    const big = buildGraph({ id: 'r', related_ids: many.slice(0, 20).map((item) => item.id) }, many);
    const placed = layoutGraph(big.nodes, big.edges);
    expect(placed).toHaveLength(500);
    expect(new Set(placed.map((node) => `${node.x},${node.y}`)).size).toBe(500);
  });
});
