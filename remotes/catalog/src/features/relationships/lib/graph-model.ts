import dagre from '@dagrejs/dagre';

/** A related item as rpc/related_configs_recursive answers it (the columns the tab reads). */
export interface RelatedItem {
  id: string;
  name?: string | null;
  type?: string | null;
  health?: string | null;
  status?: string | null;
  deleted_at?: string | null;
  related_ids?: readonly string[] | null;
}

export interface GraphNode {
  id: string;
  label: string;
  type: string;
  health: string;
  root: boolean;
  deleted: boolean;
  x: number;
  y: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 56;

/**
 * Nodes for the item and its related items, and one edge per related pair among them (each pair
 * once, from the item found first: the RPC answers in walk order, so edges point away from the root).
 */
export function buildGraph(
  root: RelatedItem,
  related: readonly RelatedItem[],
): { nodes: Omit<GraphNode, 'x' | 'y'>[]; edges: GraphEdge[] } {
  const items = [root, ...related.filter((item) => item.id !== root.id)];
  const order = new Map(items.map((item, index) => [item.id, index]));
  const nodes = items.map((item) => ({
    id: item.id,
    label: item.name ?? item.id,
    type: item.type ?? '',
    health: item.health ?? 'unknown',
    root: item.id === root.id,
    deleted: Boolean(item.deleted_at),
  }));
  const seen = new Set<string>();
  const edges: GraphEdge[] = [];
  for (const item of items) {
    for (const other of item.related_ids ?? []) {
      if (!order.has(other) || other === item.id) continue;
      const [source, target] = order.get(item.id)! <= order.get(other)! ? [item.id, other] : [other, item.id];
      const key = `${source}->${target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push({ id: key, source, target });
    }
  }
  return { nodes, edges };
}

/** Positions from a left-to-right layered layout (dagre); nodes keep their order. */
export function layoutGraph(nodes: readonly Omit<GraphNode, 'x' | 'y'>[], edges: readonly GraphEdge[]): GraphNode[] {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 16, ranksep: 80 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  return nodes.map((node) => {
    const placed = graph.node(node.id);
    // dagre gives centres; the graph view places top-left corners.
    return { ...node, x: (placed?.x ?? 0) - NODE_WIDTH / 2, y: (placed?.y ?? 0) - NODE_HEIGHT / 2 };
  });
}

/** The distinct types of the related items, for the type filter. */
export const relatedTypes = (related: readonly RelatedItem[]) =>
  [...new Set(related.flatMap((item) => (item.type ? [item.type] : [])))].sort();
