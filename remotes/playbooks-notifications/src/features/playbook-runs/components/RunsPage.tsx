import { PLAYBOOK_RUN_STATUSES, PLAYBOOK_TEXT } from '@opsdeck/contracts';
import { Box, LabeledSelect, Toolbar } from '@opsdeck/shared';
import { ResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { DataTable } from '@opsdeck/shared/table';
import { UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { useState } from 'react';
import { usePlaybookNames } from '../api/playbookNames';
import { useRunsList } from '../api/runsList';
import { useRunsFilters } from '../hooks/useRunsFilters';
import { runColumns } from './runColumns';

const STATUS_OPTIONS = [
  { value: '', label: PLAYBOOK_TEXT.allStatuses },
  ...PLAYBOOK_RUN_STATUSES.map((status) => ({ value: status, label: status.replace(/_/g, ' ') })),
];
const COLUMN_OF_KIND = { configs: 'config_id', components: 'component_id', checks: 'check_id' } as const;

/** /playbooks/runs: every run, filtered by playbook (?playbook={id}), status, resource and time, paged on the server. */
export function RunsPage() {
  const { filters, setPlaybook, setStatus, setResource } = useRunsFilters();
  const names = usePlaybookNames();
  const { tableProps } = useRunsList(filters);
  const [picked, setPicked] = useState<ResourceSearchItem | null>(null);
  const playbookOptions = [
    { value: '', label: PLAYBOOK_TEXT.allPlaybooks },
    ...(names.data ?? []).map((playbook) => ({ value: playbook.id, label: playbook.title || playbook.name || playbook.id })),
  ];
  return (
    <Box p="4">
      <Toolbar aria-label="Filters" mb="3">
        <LabeledSelect
          label={PLAYBOOK_TEXT.filterPlaybook}
          value={filters.playbookId ?? ''}
          options={playbookOptions}
          onChange={(id) => setPlaybook(id || undefined)}
        />
        <LabeledSelect
          label={PLAYBOOK_TEXT.filterStatus}
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => setStatus(status || undefined)}
        />
        <Box minW="16rem">
          <ResourceSearch
            kinds={['configs', 'components', 'checks']}
            label={PLAYBOOK_TEXT.filterResource}
            placeholder={PLAYBOOK_TEXT.filterResource}
            value={picked}
            onChange={(item) => {
              setPicked(item);
              const column = item ? COLUMN_OF_KIND[item.kind as keyof typeof COLUMN_OF_KIND] : undefined;
              setResource(item && column ? { column, id: item.id } : undefined);
            }}
          />
        </Box>
        <UrlTimeRangePicker />
      </Toolbar>
      <DataTable aria-label={PLAYBOOK_TEXT.runsTitle} columns={runColumns} getRowId={(row) => row.id} {...tableProps} />
    </Box>
  );
}
