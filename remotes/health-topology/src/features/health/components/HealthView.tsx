import { HEALTH_QUERY_PARAMS } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Flex, lazyComponent, Stack, useAvailableHeight } from '@opsdeck/shared';
import { ComponentScopeChip } from '@opsdeck/shared/table';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CheckModal } from '../../../components/CheckModal';
import { useCheckModalParams } from '../../../lib/check-modal-params';
import { useAgentNames } from '../../../api/agentNames';
import { useComponentChecks } from '../api/componentChecks';
import type { useHealthSummary } from '../api/healthSummary';
import type { HealthParamsState } from '../hooks/useHealthParams';
import { useHealthView } from '../hooks/useHealthView';
import { labelKeys } from '../lib/dimensions';
import { activeFilterCount } from '../lib/filters';
import { HEALTH_PARAMS, pivotToParams, type Dimension, type SortKey } from '../lib/params';
import { HealthCards } from './HealthCards';
import { HealthFilters } from './HealthFilters';
import { HealthPivot } from './HealthPivot';
import { HealthSkeleton } from './HealthSkeleton';
import { HealthTable } from './HealthTable';
import { HEALTH_TAB_PANEL_ID, HealthTabs } from './HealthTabs';
import { DeletedRangeSelect, HealthToolbar } from './HealthToolbar';
import { healthEmptyOf } from './healthEmpty';

// The drawer (and the kit's drawer entry) downloads when a short screen first opens the filters.
const HealthFiltersDrawer = lazyComponent(() => import('./HealthFiltersDrawer').then((m) => m.HealthFiltersDrawer));

export interface HealthViewProps {
  params: HealthParamsState;
  summary: ReturnType<typeof useHealthSummary>;
}

/** The health list with its filters, tabs and the check modal, over the page's summary query. */
export function HealthView({ params, summary }: HealthViewProps) {
  const modal = useCheckModalParams();
  const needsAgents = [params.groupBy, params.tabBy, params.pivotBy].includes('agent');
  const agents = useAgentNames(needsAgents);
  const scope = useComponentChecks(params.component);
  const ids = useMemo(() => (scope.data ? new Set(scope.data) : undefined), [scope.data]);
  const view = useHealthView({ ...params, search: params.query, rows: summary.data, agentNames: agents.data, ids });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { ref: tableArea, height } = useAvailableHeight();
  const { update } = params;

  // A tab whose value disappeared from the server's rows falls back to All; drop it from the URL
  // once data is there. (A search that hides its rows keeps it: tabs come from the rows before it.)
  useEffect(() => {
    if (summary.data && params.tab && view.tab !== params.tab) update({ [HEALTH_PARAMS.tab]: undefined });
  }, [summary.data, params.tab, view.tab, update]);

  const onChange = useCallback(
    (key: string, value: string) => {
      if (key === 'pivot') update(pivotToParams(value as Dimension));
      else update({ [key]: value });
    },
    [update],
  );
  const onSort = useCallback(
    (sortBy: SortKey, desc: boolean) =>
      update({ [HEALTH_QUERY_PARAMS.sortBy]: sortBy, [HEALTH_QUERY_PARAMS.sortDesc]: desc ? 'true' : undefined }),
    [update],
  );
  const keys = useMemo(() => labelKeys(summary.data ?? []), [summary.data]);
  const onHidePassingChange = useCallback(
    (on: boolean) => update({ [HEALTH_PARAMS.hidePassing]: on ? undefined : 'false' }),
    [update],
  );
  const { refetch } = summary;
  // The top bar's refresh button reloads the list; it spins until the returned promise settles.
  const refresh = useCallback(() => refetch(), [refetch]);
  useTopBarRefresh(refresh);
  const onDeletedWithinChange = useCallback((value: string) => update({ [HEALTH_PARAMS.deletedWithin]: value }), [update]);
  const onTabChange = useCallback((tab: string) => update({ [HEALTH_PARAMS.tab]: tab }), [update]);
  const filters = (
    <HealthFilters
      hidePassing={params.hidePassing}
      onHidePassingChange={onHidePassingChange}
      options={view.options}
      labels={params.labels}
      onLabelsChange={params.setLabels}
      loading={summary.isPending}
    >
      <DeletedRangeSelect value={params.deletedWithin} onChange={onDeletedWithinChange} />
    </HealthFilters>
  );
  const grouped = params.groupBy !== 'none';
  const empty = healthEmptyOf({
    anyPassing: (summary.data ?? []).some((row) => row.passing),
    hidePassing: params.hidePassing,
    narrowed: Boolean(params.query || params.component || Object.keys(params.labels).length > 0),
    onShowPassing: () => onHidePassingChange(false),
    onClearFilters: () =>
      update({ [HEALTH_PARAMS.query]: undefined, [HEALTH_PARAMS.labels]: undefined, [HEALTH_PARAMS.component]: undefined }),
  });

  let content;
  if (summary.isPending || scope.isLoading) content = <HealthSkeleton />;
  else if (scope.isError)
    content = (
      <ErrorPanel error={scope.error}>
        <Button size="sm" onClick={() => void scope.refetch()}>
          Retry
        </Button>
      </ErrorPanel>
    );
  else if (summary.isError && !summary.data)
    content = (
      <ErrorPanel error={summary.error}>
        <Button size="sm" onClick={() => void summary.refetch()}>
          Retry
        </Button>
      </ErrorPanel>
    );
  else if (params.layout === 'card')
    content = <HealthCards groups={view.groups} grouped={grouped} hrefOf={modal.hrefOf} empty={empty} />;
  else if (params.pivotBy !== 'none')
    content = (
      <HealthPivot
        rows={view.visible}
        rowBy={params.groupBy}
        pivotBy={params.pivotBy}
        cellType={params.pivotCellType}
        agentNames={agents.data}
        empty={empty}
      />
    );
  else
    content = (
      <HealthTable
        groups={view.groups}
        grouped={grouped}
        sortBy={params.sortBy}
        sortDesc={params.sortDesc}
        onSortChange={onSort}
        hrefOf={modal.hrefOf}
        onOpenCheck={modal.open}
        isLoading={summary.isFetching}
        height={height}
        empty={empty}
      />
    );

  return (
    // The toolbar spans the page above the filters and the list, so it fits one row at desktop widths.
    <Stack gap="3" p="4" minW="0">
      <HealthToolbar
        params={params}
        labelKeys={keys}
        activeFilters={activeFilterCount(params.hidePassing, params.labels)}
        onSearch={(text) => update({ [HEALTH_PARAMS.query]: text })}
        onChange={onChange}
        onOpenFilters={() => setFiltersOpen(true)}
        scope={
          params.component ? (
            <ComponentScopeChip componentId={params.component} onClear={() => update({ [HEALTH_PARAMS.component]: undefined })} />
          ) : null
        }
      />
      <Flex gap="4" align="flex-start" minW="0">
        <Box as="aside" w="64" flexShrink={0} hideBelow="lg" position="sticky" top="4">
          {filters}
        </Box>
        <Stack gap="3" flex="1" minW="0">
          {params.tabBy !== 'none' && summary.data ? (
            <HealthTabs tabs={view.tabs} value={view.tab} onChange={onTabChange} />
          ) : null}
          {/* The tabs filter this one area: it is the panel every tab controls. */}
          <Box
            ref={tableArea}
            minW="0"
            {...(params.tabBy !== 'none' && summary.data
              ? { id: HEALTH_TAB_PANEL_ID, role: 'tabpanel', 'aria-label': 'Checks of the selected tab' }
              : {})}
          >
            {content}
          </Box>
        </Stack>
      </Flex>
      {filtersOpen ? <HealthFiltersDrawer filters={filters} onClose={() => setFiltersOpen(false)} /> : null}
      {modal.checkId ? (
        <CheckModal
          checkId={modal.checkId}
          timeRange={modal.timeRange}
          onTimeRangeChange={modal.setTimeRange}
          onClose={modal.close}
        />
      ) : null}
    </Stack>
  );
}
