import { AUDIT_LOG_TEXT, type AuditFieldChange, type AuditLogEntry } from '@opsdeck/contracts';
import { Box, Code, Grid, Stack, Table, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import type { ReactNode } from 'react';
import { AuditActor, AuditOutcomeBadge } from './auditLogColumns';

const TEXT = AUDIT_LOG_TEXT.details;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </>
  );
}

const shown = (change: AuditFieldChange, side: 'old' | 'new') =>
  side in change ? (
    JSON.stringify(change[side])
  ) : (
    <Text as="span" color="fg.muted">
      {TEXT.withheld}
    </Text>
  );

function ChangesTable({ entry }: { entry: AuditLogEntry }) {
  const fields = entry.fields ?? [];
  if (fields.length === 0) return <Text color="fg.muted">{TEXT.noChanges}</Text>;
  return (
    <Table.Root size="sm" aria-label={TEXT.changes}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{TEXT.field}</Table.ColumnHeader>
          <Table.ColumnHeader>{TEXT.before}</Table.ColumnHeader>
          <Table.ColumnHeader>{TEXT.after}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {fields.map((field) => {
          const change = entry.changes?.[field] ?? {};
          return (
            <Table.Row key={field}>
              <Table.Cell fontFamily="mono">{field}</Table.Cell>
              <Table.Cell wordBreak="break-all">{'old' in change || !('new' in change) ? shown(change, 'old') : ''}</Table.Cell>
              <Table.Cell wordBreak="break-all">{shown(change, 'new')}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** One entry: who, when, from where, the request, its outcome, the rows and the fields changed. */
export function AuditEntryDetails({ entry, onClose }: { entry: AuditLogEntry; onClose: () => void }) {
  const ids = entry.resource_ids ?? [];
  return (
    <Modal
      open
      onClose={onClose}
      title={AUDIT_LOG_TEXT.detailsTitle(entry.action, entry.resource)}
      size="large"
      data-testid="audit-entry"
    >
      <Stack gap="4">
        <Grid templateColumns="max-content 1fr" columnGap="4" rowGap="1">
          <Item label={TEXT.when}>
            <FormattedDate value={entry.created_at} />
          </Item>
          <Item label={TEXT.who}>
            <AuditActor entry={entry} />
          </Item>
          <Item label={TEXT.request}>
            <Code>{`${entry.method ?? ''} ${entry.path ?? ''}`}</Code>
          </Item>
          <Item label={TEXT.address}>{entry.client_address ?? ''}</Item>
          <Item label={TEXT.outcome}>
            <AuditOutcomeBadge outcome={entry.outcome} status={entry.status} />
          </Item>
          <Item label={TEXT.rows}>
            <Stack gap="0">
              <Text>{entry.row_count ?? ids.length}</Text>
              {ids.map((id) => (
                <Text key={id} fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {id}
                </Text>
              ))}
            </Stack>
          </Item>
        </Grid>
        <Stack gap="2">
          <Text fontWeight="semibold">{TEXT.changes}</Text>
          <ChangesTable entry={entry} />
        </Stack>
      </Stack>
    </Modal>
  );
}
