import {
  CATALOG_PARAMS,
  CATALOG_TEXT,
  INSIGHT_SEVERITIES,
  INSIGHT_STATUSES,
  INSIGHT_TYPES,
  routePaths,
  type ConfigAnalysis,
} from '@opsdeck/contracts';
import { Box, ErrorPanel, Flex, Link, Stack, Toolbar } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import { FormattedDate } from '@opsdeck/shared/format';
import { ComponentScopeChip, createColumnHelper, DataTable, type ColumnDef } from '@opsdeck/shared/table';
import { useTriStateFilterParam, withParams } from '@opsdeck/shared/url-state';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { useAnalyzers } from '../api/analyzers';
import { useInsightsList } from '../api/insightsList';
import { parseInsightsFilters } from '../lib/insights-filters';
import { InsightDetailPanel } from './InsightDetailPanel';

const column = createColumnHelper<ConfigAnalysis>();
const columns = [
  column.accessor('config_name', {
    header: 'Item',
    cell: (info) => (
      <Flex align="center" gap="2">
        <ResourceIcon type={info.row.original.config_type} />
        {info.row.original.config_id ? (
          <Link asChild onClick={(event) => event.stopPropagation()}>
            <RouterLink to={routePaths.catalogItem(info.row.original.config_id)}>{info.getValue() ?? ''}</RouterLink>
          </Link>
        ) : null}
      </Flex>
    ),
  }),
  column.accessor('analyzer', { header: 'Analyzer' }),
  column.accessor('analysis_type', { header: 'Type' }),
  column.accessor('severity', { header: 'Severity' }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('message', {
    header: 'Message',
    enableSorting: false,
    cell: (info) => info.getValue() ?? info.row.original.summary ?? '',
  }),
  column.accessor('first_observed', { header: 'First observed', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('last_observed', { header: 'Last observed', cell: (info) => <FormattedDate value={info.getValue()} /> }),
] as ColumnDef<ConfigAnalysis, unknown>[];

/** Insights with filters by analyzer, type, severity and status, and the panel of the insight in the URL. */
export function InsightsView({ configId }: { configId?: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseInsightsFilters(new URLSearchParams(search)), [search]);
  const analyzer = useTriStateFilterParam(CATALOG_PARAMS.analyzer);
  const analysisType = useTriStateFilterParam(CATALOG_PARAMS.analysisType);
  const severity = useTriStateFilterParam(CATALOG_PARAMS.severity);
  const status = useTriStateFilterParam(CATALOG_PARAMS.insightStatus);
  const analyzers = useAnalyzers();
  const { tableProps, query } = useInsightsList(filters, configId);
  const selected = params.get(CATALOG_PARAMS.selected);
  const select = (id: string | undefined) => setParams((prev) => withParams(prev, { [CATALOG_PARAMS.selected]: id }));
  return (
    <Stack gap="3" minW="0">
      <Toolbar aria-label="Filters">
        {filters.component ? (
          <ComponentScopeChip
            componentId={filters.component}
            onClear={() => setParams((prev) => withParams(prev, { [CATALOG_PARAMS.component]: undefined }), { replace: true })}
          />
        ) : null}
        <Box maxW="56">
          <FilterSelect
            mode="tristate"
            label="Analyzer"
            options={analyzers.data ?? []}
            value={analyzer.selection}
            onChange={analyzer.setValue}
          />
        </Box>
        <Box maxW="56">
          <FilterSelect
            mode="tristate"
            label="Type"
            options={INSIGHT_TYPES}
            value={analysisType.selection}
            onChange={analysisType.setValue}
          />
        </Box>
        <Box maxW="56">
          <FilterSelect
            mode="tristate"
            label="Severity"
            options={INSIGHT_SEVERITIES}
            value={severity.selection}
            onChange={severity.setValue}
          />
        </Box>
        <Box maxW="56">
          <FilterSelect
            mode="tristate"
            label="Status"
            options={INSIGHT_STATUSES}
            value={status.selection}
            onChange={status.setValue}
          />
        </Box>
      </Toolbar>
      {query.isError ? (
        <ErrorPanel error={query.error} />
      ) : (
        <DataTable
          aria-label={CATALOG_TEXT.insightsLabel}
          columns={columns}
          getRowId={(row) => row.id}
          onRowClick={(row) => select(row.id)}
          {...tableProps}
        />
      )}
      {selected ? <InsightDetailPanel insightId={selected} onClose={() => select(undefined)} /> : null}
    </Stack>
  );
}
