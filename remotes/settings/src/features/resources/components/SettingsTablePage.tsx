import { RESOURCE_EDITOR } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Toolbar } from '@opsdeck/shared';
import { ResourceBreadcrumb, ResourceList } from '@opsdeck/shared/resource-editor';
import { useAuthorizer } from '@opsdeck/shared/services';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isSettingsTable, SETTINGS_TABLES } from '../lib/tables';

/** /settings/{table}: the newest 100 resources of the table, and Add for those who may write it. */
export function SettingsTablePage() {
  const name = useLocation().pathname.split('/')[2];
  const authorizer = useAuthorizer();
  if (!isSettingsTable(name)) return <ErrorPanel message={`${name ?? ''} is not a settings table`} />;
  const table = SETTINGS_TABLES[name];
  const canWrite = authorizer.can('write', table.permissionResource ?? table.table);
  return (
    <Box p="4">
      <Toolbar
        aria-label={`${table.label} actions`}
        mb="3"
        actions={
          canWrite ? (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={`${table.basePath}/${RESOURCE_EDITOR.newId}`}>{`Add ${table.label}`}</RouterLink>
            </Button>
          ) : null
        }
      >
        <ResourceBreadcrumb table={table} />
      </Toolbar>
      <ResourceList table={table as never} />
    </Box>
  );
}
