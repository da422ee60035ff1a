import { ABOUT_TEXT, REMOTE_LABELS } from '@opsdeck/contracts';
import { Badge, Skeleton, Table, Text } from '@opsdeck/shared';
import type { RemoteAbout } from '../hooks/useAboutData';

const COLUMNS = ABOUT_TEXT.singletonColumns;

/** The singletons one remote asked for against those the shell provides. */
export function SingletonTable({ remote }: { remote: RemoteAbout }) {
  if (remote.singletons === undefined) return <Skeleton height="6" aria-label={`${ABOUT_TEXT.loading} ${remote.name}`} />;
  if (remote.singletons === null)
    return (
      <Text fontSize="sm" color="fg.muted">
        {ABOUT_TEXT.noSingletons} {remote.singletonsError}
      </Text>
    );
  return (
    <Table.Root size="sm" variant="outline" aria-label={`${ABOUT_TEXT.singletons}: ${REMOTE_LABELS[remote.name]}`}>
      <Table.Header>
        <Table.Row>
          {[COLUMNS.name, COLUMNS.required, COLUMNS.provided, COLUMNS.status].map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {remote.singletons.map((row) => (
          <Table.Row key={row.name}>
            <Table.Cell>{row.name}</Table.Cell>
            <Table.Cell>{row.required}</Table.Cell>
            <Table.Cell>{row.provided ?? '—'}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.ok ? 'green' : 'red'}>{row.ok ? ABOUT_TEXT.satisfied : ABOUT_TEXT.mismatch}</Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
