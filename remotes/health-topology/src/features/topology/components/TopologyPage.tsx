import {
  backToList,
  isClientError,
  ITEM_NOT_FOUND_HINT,
  NO_DATA_AVAILABLE,
  NO_DETAILS_FOUND,
  routePaths,
  TOPOLOGY_EMPTY_HINT,
  type Component,
} from '@opsdeck/contracts';
import { Box, Button, EmptyState, ErrorPanel, Flex, Heading, Skeleton, Stack, StatusBadge, Text } from '@opsdeck/shared';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { useCardWidthPreference } from '@opsdeck/shared/format';
import { resolveTimeRange, useTimeRangeParams, type TimeRange } from '@opsdeck/shared/time-range';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { useTopology } from '../api/topologyTree';
import { useTopologySnapshot } from '../api/topologySnapshot';
import { useTopologyParams } from '../hooks/useTopologyParams';
import { TopologyBreadcrumbs } from './TopologyBreadcrumbs';
import { CardGrid } from './CardGrid';
import { TopologyCard } from './TopologyCard';
import { TopologyToolbar } from './TopologyToolbar';

const DEFAULT_RANGE: TimeRange = { type: 'relative', range: 'now-1h', display: 'Last 1 hour' };

function propertyNamesOf(components: readonly Component[]): string[] {
  const names = new Set<string>();
  for (const component of components) for (const p of component.properties ?? []) if (p?.name) names.add(p.name);
  return [...names].sort();
}

// One empty list for every render without cards, so what is derived from the cards is kept.
const NO_CARDS: Component[] = [];

/** /topology, /topology/{id} and /view/topology/{id}: components as cards, with filters and breadcrumbs. */
export function TopologyPage() {
  const { id, filters, setFilter, hrefOf } = useTopologyParams();
  const request = useMemo(() => ({ ...filters, id }), [filters, id]);
  const topology = useTopology(request);
  const [cardWidth, setCardWidth] = useCardWidthPreference();
  const { timeRange } = useTimeRangeParams(DEFAULT_RANGE);
  const snapshot = useTopologySnapshot();
  // The top bar's refresh button reloads the cards; it spins until the returned promise settles.
  const { refetch } = topology;
  useTopBarRefresh(useCallback(() => refetch(), [refetch]));

  const root = id ? topology.data?.components?.[0] : undefined;
  const cards = (id ? root?.components : topology.data?.components) ?? NO_CARDS;
  const propertyNames = useMemo(() => propertyNamesOf(cards), [cards]);
  const takeSnapshot = () => {
    if (!id) return;
    const bounds = resolveTimeRange(timeRange ?? DEFAULT_RANGE);
    const start = bounds?.from.toUTC().toISO() ?? new Date(Date.now() - 3_600_000).toISOString();
    snapshot.mutate({ id, start, end: bounds?.to?.toUTC().toISO() ?? undefined });
  };

  // A component the server does not know (404) or refuses as malformed (400) is simply not there.
  const missing = Boolean(id) && ((topology.isError && isClientError(topology.error)) || (topology.isSuccess && !root));
  if (missing)
    return (
      <Stack gap="4" p="4" minW="0">
        <TopologyBreadcrumbs parents={[]} current={undefined} hrefOf={hrefOf} />
        <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} data-testid="topology-not-found">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={routePaths.topology()}>{backToList('the topology')}</RouterLink>
          </Button>
        </EmptyState>
      </Stack>
    );

  let content;
  if (topology.isPending)
    content = (
      <CardGrid minWidth={cardWidth} aria-busy="true" aria-label="Loading topology">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="48" />
        ))}
      </CardGrid>
    );
  else if (topology.isError)
    content = (
      <ErrorPanel error={topology.error}>
        <Button size="sm" onClick={() => void topology.refetch()}>
          Retry
        </Button>
      </ErrorPanel>
    );
  else if (cards.length === 0)
    content = <EmptyState title={NO_DATA_AVAILABLE} description={TOPOLOGY_EMPTY_HINT} data-testid="topology-empty" />;
  else
    content = (
      <CardGrid minWidth={cardWidth}>
        {cards.map((component) => (
          <TopologyCard key={component.id} component={component} hrefOf={hrefOf} />
        ))}
      </CardGrid>
    );

  return (
    <Stack gap="4" p="4" minW="0">
      {id ? (
        <TopologyBreadcrumbs
          parents={(root?.parents as string[] | undefined) ?? []}
          current={root?.name ?? undefined}
          hrefOf={hrefOf}
        />
      ) : null}
      {/* The dashboard's title is the top bar's; a component's page names the component. */}
      {root ? (
        <Flex align="center" gap="3" wrap="wrap">
          <ResourceIcon icon={root.icon} type={root.type} boxSize="6" />
          <Heading as="h2" size="md">
            {root.name}
          </Heading>
          <StatusBadge value={root.health ?? root.status} />
          {root.type ? (
            <Text color="fg.muted" fontSize="sm">
              {root.type}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <TopologyToolbar
        filters={filters}
        facets={topology.data}
        propertyNames={propertyNames}
        onFilter={setFilter}
        defaultRange={DEFAULT_RANGE}
        cardWidth={cardWidth}
        onCardWidth={setCardWidth}
        onSnapshot={id ? takeSnapshot : undefined}
        snapshotting={snapshot.isPending}
      />
      <Box minW="0">{content}</Box>
    </Stack>
  );
}
