import { useState } from 'react';
import {
  deletedSuccessfully,
  NOTIFICATION_RULES_TEXT,
  NOTIFICATION_UPDATED,
  routePaths,
  type Notification,
} from '@opsdeck/contracts';
import { Badge, Box, Button, Code, HStack, Link, notify, Text, Toolbar, VisuallyHidden, Wrap } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { useAuthorizer } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable, type DataTableProps } from '@opsdeck/shared/table';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useNotificationRule } from '../api/notificationRule';
import { useRulesList } from '../api/rulesList';
import { useUpdateRule } from '../api/updateRule';
import { isRuleDisabled, ruleRecipients, toggledProperties } from '../lib/rule-form';
import { RuleDetails } from './RuleDetails';
import { RuleDialog } from './RuleDialog';

const column = createColumnHelper<Notification>();
const count = (value: number | null | undefined) => (value ?? 0).toLocaleString();

function baseColumns(): DataTableProps<Notification>['columns'] {
  return [
    column.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <HStack gap="2">
          <Text as="span">{info.getValue()}</Text>
          {isRuleDisabled(info.row.original) ? <Badge colorPalette="gray">{NOTIFICATION_RULES_TEXT.disabled}</Badge> : null}
          {info.row.original.error ? (
            <Badge colorPalette="red" title={info.row.original.error}>
              error
            </Badge>
          ) : null}
        </HStack>
      ),
    }),
    column.accessor('events', {
      header: 'Events',
      enableSorting: false,
      cell: (info) => (
        <Wrap gap="1">
          {(info.getValue() ?? []).map((event: string) => (
            <Badge key={event} variant="outline">
              {event}
            </Badge>
          ))}
        </Wrap>
      ),
    }),
    column.accessor('filter', {
      header: 'Filter',
      enableSorting: false,
      cell: (info) => (info.getValue() ? <Code size="sm">{info.getValue()}</Code> : null),
    }),
    column.display({ id: 'recipients', header: 'Recipients', cell: (info) => ruleRecipients(info.row.original).join(', ') }),
    column.accessor('sent', { header: 'Sent', cell: (info) => count(info.getValue()) }),
    column.accessor('failed', { header: 'Failed', cell: (info) => count(info.getValue()) }),
    column.accessor('silenced', { header: 'Silenced', cell: (info) => count(info.getValue()) }),
    column.accessor('last_sent_at', { header: 'Last Sent', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  ];
}

/**
 * /notifications/rules: the rules with what they react to, their filter, recipients and send
 * counts. `?id=` opens one for editing (deep link). With write on notifications: add, edit, turn
 * off and on, and delete (soft, after confirmation).
 */
export function NotificationRulesPage() {
  const { tableProps } = useRulesList();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const opened = useNotificationRule(openId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const update = useUpdateRule();
  const { can } = useAuthorizer();
  const writable = can('write', 'notifications');

  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: !id },
    );

  const toggle = async (rule: Notification) => {
    try {
      await update.mutateAsync({ id: rule.id, changes: { properties: toggledProperties(rule, isRuleDisabled(rule)) } });
      notify.success(NOTIFICATION_UPDATED);
    } catch (error) {
      notify.apiError(error);
    }
  };

  const columns = baseColumns();
  columns.push(
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (info) => {
        const rule = info.row.original;
        return (
          <HStack gap="1" justify="flex-end" onClick={(event) => event.stopPropagation()}>
            <Link asChild fontSize="xs">
              <RouterLink to={`${routePaths.notifications()}?notification=${encodeURIComponent(rule.id)}`}>History</RouterLink>
            </Link>
            {writable ? (
              <>
                <Button size="xs" variant="ghost" onClick={() => void toggle(rule)}>
                  {isRuleDisabled(rule) ? NOTIFICATION_RULES_TEXT.enable : NOTIFICATION_RULES_TEXT.disable}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(rule)}>
                  {NOTIFICATION_RULES_TEXT.delete}
                </Button>
              </>
            ) : null}
          </HStack>
        );
      },
    }),
  );

  return (
    <Box p="4">
      <Toolbar
        aria-label="Notification rules actions"
        mb="3"
        actions={
          writable ? (
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
              {NOTIFICATION_RULES_TEXT.add}
            </Button>
          ) : null
        }
      />
      <DataTable
        aria-label="Notification rules"
        columns={columns}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => setOpenId(row.id)}
        emptyText={NOTIFICATION_RULES_TEXT.empty}
        {...tableProps}
      />
      {openId && opened.isSuccess && !opened.data ? (
        <Text role="alert" mt="3" color="fg.error">
          The notification rule {openId} was not found.
        </Text>
      ) : null}
      {creating ? <RuleDialog rule={null} onClose={() => setCreating(false)} /> : null}
      {openId && opened.data && writable ? (
        <RuleDialog key={opened.data.id} rule={opened.data} onClose={() => setOpenId(null)} />
      ) : null}
      {openId && opened.data && !writable ? <RuleDetails rule={opened.data} onClose={() => setOpenId(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={NOTIFICATION_RULES_TEXT.deleteTitle}
        description={deleting ? `Delete the rule "${deleting.name ?? deleting.id}"? Nothing more will be sent for it.` : null}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await update.mutateAsync({ id: deleting.id, changes: { deleted_at: 'now()' } });
          } catch (error) {
            notify.apiError(error);
            throw error;
          }
          notify.success(deletedSuccessfully('Notification'));
          if (openId === deleting.id) setOpenId(null);
        }}
      />
    </Box>
  );
}
