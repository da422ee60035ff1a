// The graph view of the Relationships tab: @xyflow/react with a dagre layout, in its own chunk.
import '@xyflow/react/dist/style.css';
import { routePaths } from '@opsdeck/contracts';
import { Box } from '@opsdeck/shared';
import { useColorMode } from '@opsdeck/shared/format';
import { Background, Controls, Position, ReactFlow, type Edge, type Node } from '@xyflow/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildGraph, layoutGraph, NODE_HEIGHT, NODE_WIDTH, type RelatedItem } from '../lib/graph-model';

// Semantic tokens as CSS variables: the graph library styles nodes inline, and these follow the colour mode.
const HEALTH_BORDER: Record<string, string> = {
  healthy: 'var(--chakra-colors-green-solid)',
  unhealthy: 'var(--chakra-colors-red-solid)',
  warning: 'var(--chakra-colors-orange-solid)',
};
const UNKNOWN_BORDER = 'var(--chakra-colors-border-emphasized)';

/** The item and its related items as a pannable, zoomable graph; a node opens its item. */
export default function RelationshipGraph({ root, related }: { root: RelatedItem; related: readonly RelatedItem[] }) {
  const navigate = useNavigate();
  const { mode } = useColorMode();
  const { nodes, edges } = useMemo(() => {
    const model = buildGraph(root, related);
    const placed = layoutGraph(model.nodes, model.edges);
    const flowNodes: Node[] = placed.map((node) => ({
      id: node.id,
      position: { x: node.x, y: node.y },
      data: { label: `${node.label}\n${node.type}` },
      connectable: false,
      // The layout runs left to right.
      sourcePosition: Position.Right,
      targetPosition: Position.Left,
      draggable: false,
      ariaLabel: `${node.label} (${node.type || 'unknown type'})`,
      style: {
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        whiteSpace: 'pre-line',
        fontSize: 11,
        borderWidth: node.root ? 3 : 1,
        borderColor: HEALTH_BORDER[node.health] ?? UNKNOWN_BORDER,
        background: 'var(--chakra-colors-bg-panel)',
        color: 'var(--chakra-colors-fg)',
        opacity: node.deleted ? 0.5 : 1,
      },
    }));
    const flowEdges: Edge[] = model.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target }));
    return { nodes: flowNodes, edges: flowEdges };
  }, [root, related]);
  return (
    <Box h="36rem" borderWidth="1px" rounded="md" data-testid="relationship-graph">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        colorMode={mode}
        minZoom={0.05}
        // Only what is on screen is rendered, so large graphs pan smoothly.
        onlyRenderVisibleElements
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_, node) => node.id !== root.id && navigate(routePaths.catalogItem(node.id, 'relationships'))}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
