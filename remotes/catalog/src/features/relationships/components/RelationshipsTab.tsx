import { CATALOG_PARAMS, CATALOG_TEXT, RECURSIVE_DEPTH, RELATED_CONFIGS_LIMIT, type ResourceTabProps } from '@opsdeck/contracts';
import { Box, Button, ButtonGroup, Checkbox, ErrorPanel, Flex, LabeledSelect, Skeleton, Stack, Text } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import { withParams } from '@opsdeck/shared/url-state';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRelatedConfigs, type RelationDirection } from '../api/relatedConfigs';
import { relatedTypes } from '../lib/graph-model';
import { LinkedComponents } from './LinkedComponents';
import { RelationshipList } from './RelationshipList';

// @xyflow/react and dagre load with the graph view only.
const RelationshipGraph = lazy(() => import('./RelationshipGraph'));

// Outgoing by default, as the RPC: the item's children and what it uses, plus its parents (always
// part of the answer). Both directions to depth 10 can take in a whole cluster.
const DIRECTIONS = [
  { value: 'outgoing', label: CATALOG_TEXT.outgoing },
  { value: 'incoming', label: CATALOG_TEXT.incoming },
  { value: 'all', label: CATALOG_TEXT.both },
];
const DEPTHS = Array.from({ length: RECURSIVE_DEPTH.relatedConfigs }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

function parseDepth(value: string | null): number {
  const depth = Number(value);
  return Number.isInteger(depth) && depth >= 1 && depth <= RECURSIVE_DEPTH.relatedConfigs
    ? depth
    : RECURSIVE_DEPTH.relatedConfigs;
}

/** The Relationships tab: related items (incoming, outgoing or both, to a depth) as a graph or a list, and linked components. */
export function RelationshipsTab({ resource }: ResourceTabProps) {
  const [params, setParams] = useSearchParams();
  const direction = (
    ['incoming', 'all'].includes(params.get(CATALOG_PARAMS.direction) ?? '') ? params.get(CATALOG_PARAMS.direction) : 'outgoing'
  ) as RelationDirection;
  const depth = parseDepth(params.get(CATALOG_PARAMS.depth));
  const includeDeleted = params.get(CATALOG_PARAMS.includeDeleted) === 'yes';
  const types = useMemo(() => (params.get(CATALOG_PARAMS.relatedType) ?? '').split(',').filter(Boolean), [params]);
  const view = params.get(CATALOG_PARAMS.view) === 'list' ? 'list' : 'graph';
  const set = (key: string, value: string | undefined) =>
    setParams((prev) => withParams(prev, { [key]: value || undefined }), { replace: true });
  const related = useRelatedConfigs({ configId: resource.id, direction, depth, includeDeleted, types });
  // Type choices come from the unfiltered walk, so choosing one does not hide the others.
  const all = useRelatedConfigs({ configId: resource.id, direction, depth, includeDeleted, types: [] });
  const typeOptions = useMemo(() => relatedTypes(all.data ?? []), [all.data]);
  const root = {
    id: resource.id,
    name: resource.name ?? resource.id,
    related_ids: (related.data ?? []).filter((item) => item.related_ids?.includes(resource.id)).map((item) => item.id),
  };

  let content;
  if (related.isPending) content = <Skeleton h="64" aria-label="Loading relationships" />;
  else if (related.isError) content = <ErrorPanel error={related.error} />;
  else if (view === 'list') content = <RelationshipList related={related.data} />;
  else
    content = (
      <Suspense fallback={<Skeleton h="64" aria-label="Loading graph" />}>
        <RelationshipGraph root={root} related={related.data} />
      </Suspense>
    );
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Relationship options">
        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="View">
          {(['graph', 'list'] as const).map((option) => (
            <Button
              key={option}
              aria-pressed={view === option}
              variant={view === option ? 'solid' : 'outline'}
              onClick={() => set(CATALOG_PARAMS.view, option === 'graph' ? undefined : option)}
            >
              {option === 'graph' ? CATALOG_TEXT.graphView : CATALOG_TEXT.listView}
            </Button>
          ))}
        </ButtonGroup>
        <LabeledSelect
          label="Direction"
          value={direction}
          options={DIRECTIONS}
          onChange={(value) => set(CATALOG_PARAMS.direction, value === 'outgoing' ? undefined : value)}
        />
        <LabeledSelect
          label="Depth"
          value={String(depth)}
          options={DEPTHS}
          onChange={(value) => set(CATALOG_PARAMS.depth, value === String(RECURSIVE_DEPTH.relatedConfigs) ? undefined : value)}
        />
        <Box w="56">
          <FilterSelect
            mode="multi"
            label="Type"
            options={typeOptions}
            value={types}
            onChange={(value) => set(CATALOG_PARAMS.relatedType, value.join(','))}
          />
        </Box>
        <Checkbox.Root
          size="sm"
          checked={includeDeleted}
          onCheckedChange={(details) => set(CATALOG_PARAMS.includeDeleted, details.checked === true ? 'yes' : undefined)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{CATALOG_TEXT.includeDeleted}</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {/* The walk stops at its bound, nearest first: say so rather than look complete. */}
      {(all.data?.length ?? 0) >= RELATED_CONFIGS_LIMIT ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {CATALOG_TEXT.relatedLimitNote}
        </Text>
      ) : null}
      {content}
      <LinkedComponents configId={resource.id} />
    </Stack>
  );
}
