import {
  CATALOG_GROUP_BY,
  CATALOG_TABLE_FIRST_ROWS,
  CATALOG_TEXT,
  CLEAR_FILTERS_LABEL,
  NOTHING_MATCHES_FILTERS,
  splitSelection,
  type CatalogSummaryRequest,
} from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Flex, Stack } from '@opsdeck/shared';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable } from '@opsdeck/shared/table';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { CatalogNav } from '../../../components/CatalogNav';
import { useConfigsList } from '../api/configsList';
import { useConfigSummary } from '../api/configSummary';
import { useCatalogParams } from '../hooks/useCatalogParams';
import { groupLabelKey, summaryRequestOf } from '../lib/list-filters';
import { catalogColumns } from './catalogColumns';
import { CatalogFilters } from './CatalogFilters';
import { TypeSummary } from './TypeSummary';

/** /catalog: the config types with counts and health, and the items of one type or of all, filtered, sorted and paged on the server. */
export function CatalogPage() {
  const params = useCatalogParams();
  const { filters, showDeleted } = params;
  const summaryRequest: CatalogSummaryRequest = useMemo(() => summaryRequestOf(filters, showDeleted), [filters, showDeleted]);
  const summary = useConfigSummary(summaryRequest);
  const { tableProps, query } = useConfigsList(filters, showDeleted);
  const { refetch: refetchList } = query;
  const { refetch: refetchSummary } = summary;
  useTopBarRefresh(useCallback(() => Promise.all([refetchList(), refetchSummary()]), [refetchList, refetchSummary]));

  const groupLabel = groupLabelKey(filters.groupBy);
  const columns = useMemo(() => catalogColumns(groupLabel), [groupLabel]);
  const groupBy = filters.groupBy === CATALOG_GROUP_BY.type ? ['type'] : groupLabel ? ['group_label'] : undefined;
  const included = splitSelection(filters.configType).include;
  const selectedType = included.length === 1 ? included[0] : undefined;
  // The type list and the type filter's choices render after the table's rows when both answers
  // arrive together: a deferred value renders in a transition, which the rows' update goes ahead of.
  const summaryRows = useDeferredValue(summary.data);
  const types = useMemo(() => (summaryRows ?? []).flatMap((row) => (row.type ? [row.type] : [])), [summaryRows]);
  const { setSelection: setTypeSelection } = params.configType;
  const selectType = useCallback((type: string | undefined) => setTypeSelection(type ? { [type]: 1 } : {}), [setTypeSelection]);
  // The filters' choices are asked for after the rows, in a render of their own.
  const loadChoices = useDeferredValue(!query.isPending);

  return (
    <Stack gap="3" p="4" minW="0">
      {/* The sections and the toolbar span the page, so the filters fit one row at desktop widths. */}
      <CatalogNav />
      <CatalogFilters types={types} loadChoices={loadChoices} />
      <Flex gap="4" align="start" minW="0" direction={{ base: 'column', lg: 'row' }}>
        <Box w={{ base: 'full', lg: '64' }} flexShrink={0} maxH={{ base: '48', lg: 'none' }} overflowY="auto">
          <TypeSummary
            rows={summaryRows}
            isPending={summaryRows === undefined && summary.error == null}
            error={summary.error}
            selected={selectedType}
            onSelect={selectType}
          />
        </Box>
        <Stack gap="3" flex="1" minW="0">
          {query.isError ? (
            <ErrorPanel error={query.error} />
          ) : (
            <DataTable
              aria-label={CATALOG_TEXT.listLabel}
              columns={columns}
              getRowId={(row) => row.id}
              groupBy={groupBy}
              defaultExpanded
              firstRows={CATALOG_TABLE_FIRST_ROWS}
              {...tableProps}
              {...(params.filtered
                ? {
                    emptyDescription: NOTHING_MATCHES_FILTERS,
                    emptyAction: (
                      <Button size="sm" variant="outline" onClick={params.clearFilters}>
                        {CLEAR_FILTERS_LABEL}
                      </Button>
                    ),
                  }
                : {})}
            />
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}
