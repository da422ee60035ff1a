import { PLAYBOOK_TEXT, type ResourceTabProps } from '@opsdeck/contracts';
import { DataTable } from '@opsdeck/shared/table';
import { useMemo } from 'react';
import { useRunsList } from '../api/runsList';
import { resourceRunColumns } from './runColumns';

/**
 * The Playbooks tab of a config item, contributed to the catalog's item page: the playbook runs
 * on the item, newest first, paged on the server (Run playbook is the page's action).
 */
export function ConfigPlaybooksTab({ resource }: ResourceTabProps) {
  const filters = useMemo(() => ({ resource: { column: 'config_id' as const, id: resource.id } }), [resource.id]);
  const { tableProps } = useRunsList(filters);
  return (
    <DataTable aria-label={PLAYBOOK_TEXT.runsTitle} columns={resourceRunColumns} getRowId={(row) => row.id} {...tableProps} />
  );
}
