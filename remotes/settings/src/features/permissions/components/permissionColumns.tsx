import type { PermissionSummary } from '@opsdeck/contracts';
import { Badge, HStack, Stack, Text, UserAvatar } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper } from '@opsdeck/shared/table';
import { permissionResource, permissionSubject } from '../lib/permission-row';

const column = createColumnHelper<PermissionSummary>();

function KindAndName({ value }: { value: { kind: string; name: string } }) {
  return (
    <Stack gap="0">
      <Text>{value.name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {value.kind}
      </Text>
    </Stack>
  );
}

function Person({ value }: { value: unknown }) {
  if (!value || typeof value !== 'object') return null;
  const person = value as { id: string; name?: string | null; avatar?: string | null; email?: string | null };
  return (
    <HStack gap="2">
      <UserAvatar user={{ name: person.name ?? '', ...(person.avatar ? { avatar: person.avatar } : {}) }} size="2xs" />
      <Text as="span">{person.name}</Text>
    </HStack>
  );
}

export const permissionColumns = [
  column.display({
    id: 'subject',
    header: 'Subject',
    cell: (info) => <KindAndName value={permissionSubject(info.row.original)} />,
  }),
  column.display({
    id: 'resource',
    header: 'Resource',
    cell: (info) => <KindAndName value={permissionResource(info.row.original)} />,
  }),
  column.accessor('action', { header: 'Action', cell: (info) => info.getValue() ?? '' }),
  column.accessor('deny', {
    header: 'Effect',
    cell: (info) => (info.getValue() ? <Badge colorPalette="red">deny</Badge> : <Badge colorPalette="green">allow</Badge>),
  }),
  column.accessor('until', {
    header: 'Until',
    cell: (info) => (info.getValue() ? <FormattedDate value={info.getValue()} /> : ''),
  }),
  column.accessor('source', { header: 'Source', cell: (info) => info.getValue() ?? '' }),
  column.display({ id: 'created_by', header: 'Created By', cell: (info) => <Person value={info.row.original.created_by} /> }),
  column.display({ id: 'updated_by', header: 'Updated By', cell: (info) => <Person value={info.row.original.updated_by} /> }),
  column.accessor('created_at', { header: 'Created', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];
