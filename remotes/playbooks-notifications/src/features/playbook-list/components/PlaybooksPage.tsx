import { PLAYBOOK_TEXT, routePaths } from '@opsdeck/contracts';
import {
  Box,
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  errorMessageOf,
  Flex,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
  Toolbar,
} from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRunnablePlaybookIds } from '../../../api/runnablePlaybooks';
import { RunStatusBadge } from '../../../components/RunStatusBadge';
import { useDeletePlaybook } from '../api/savePlaybook';
import { groupByCategory, usePlaybooksList, type PlaybookListRow } from '../api/playbooksList';
import { PlaybookEditorDialog } from './PlaybookEditorDialog';
import { RunFromListDialog, targetKindsOf } from './RunFromListDialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'run'; playbook: PlaybookListRow } | null;

const KIND_LABELS: Record<string, string> = { configs: 'Config items', components: 'Components', checks: 'Checks' };

/**
 * /playbooks: playbooks by category, with Run, Runs, Edit and Delete as the user's permissions allow
 * (Run also not where a permission row denies playbook:run).
 */
export function PlaybooksPage() {
  const playbooks = usePlaybooksList();
  const authorizer = useAuthorizer();
  const canWrite = authorizer.can('write', 'playbooks');
  const canRunAny = authorizer.can('write', 'playbook_runs');
  const runnable = useRunnablePlaybookIds(canRunAny);
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeletePlaybook();
  return (
    <Stack p="4" gap="5">
      <Toolbar
        aria-label={PLAYBOOK_TEXT.listTitle}
        actions={
          <>
            <Link asChild fontSize="sm">
              <RouterLink to={routePaths.playbookRuns()}>{PLAYBOOK_TEXT.runs}</RouterLink>
            </Link>
            {canWrite ? (
              <Button size="sm" colorPalette="blue" onClick={() => setOpen({ kind: 'create' })}>
                {PLAYBOOK_TEXT.create}
              </Button>
            ) : null}
          </>
        }
      >
        <Heading size="md">{PLAYBOOK_TEXT.listTitle}</Heading>
      </Toolbar>
      {playbooks.isPending ? (
        <Skeleton height="10rem" aria-label="Loading playbooks" />
      ) : playbooks.error ? (
        <ErrorPanel message={errorMessageOf(playbooks.error)} />
      ) : playbooks.data.length === 0 ? (
        <EmptyState title={PLAYBOOK_TEXT.noPlaybooks} description={PLAYBOOK_TEXT.noPlaybooksHint}>
          {canWrite ? (
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'create' })}>
              {PLAYBOOK_TEXT.createFirst}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        groupByCategory(playbooks.data, PLAYBOOK_TEXT.uncategorized).map((group) => (
          <Box as="section" key={group.category} aria-label={group.category}>
            <Heading size="sm" mb="2">
              {group.category}
            </Heading>
            <Stack gap="2">
              {group.playbooks.map((playbook) => (
                <PlaybookCard
                  key={playbook.id}
                  playbook={playbook}
                  canWrite={canWrite}
                  canRun={canRunAny && !!runnable.data?.has(playbook.id)}
                  onOpen={setOpen}
                />
              ))}
            </Stack>
          </Box>
        ))
      )}
      {open?.kind === 'create' ? <PlaybookEditorDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <PlaybookEditorDialog playbook={open.playbook} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'run' ? <RunFromListDialog playbook={open.playbook} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          open?.kind === 'delete'
            ? remove.mutateAsync({ id: open.playbook.id, name: open.playbook.title || open.playbook.name || '' })
            : undefined
        }
        title={PLAYBOOK_TEXT.deleteTitle}
        description={
          open?.kind === 'delete' ? PLAYBOOK_TEXT.deleteDescription(open.playbook.title || open.playbook.name || '') : undefined
        }
      />
    </Stack>
  );
}

function PlaybookCard({
  playbook,
  canWrite,
  canRun,
  onOpen,
}: {
  playbook: PlaybookListRow;
  canWrite: boolean;
  canRun: boolean;
  onOpen: (open: Open) => void;
}) {
  const title = playbook.title || playbook.name || playbook.id;
  const lastRun = playbook.playbook_runs?.[0];
  const kinds = targetKindsOf(playbook);
  const editable = canWrite && (playbook.source ?? 'UI') === 'UI';
  return (
    <Card.Root size="sm" aria-label={title} data-testid="playbook-card">
      <Card.Body>
        <Flex justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1">
            <HStack gap="2">
              {playbook.icon ? <ResourceIcon icon={playbook.icon} boxSize="5" /> : null}
              <Text fontWeight="semibold">{title}</Text>
            </HStack>
            {playbook.description ? <Text fontSize="sm">{playbook.description}</Text> : null}
            <Text fontSize="xs" color="fg.muted">
              {PLAYBOOK_TEXT.appliesTo}:{' '}
              {kinds.length ? kinds.map((kind) => KIND_LABELS[kind]).join(', ') : PLAYBOOK_TEXT.noTarget}
            </Text>
            <HStack gap="2" fontSize="xs" color="fg.muted">
              <Text>{PLAYBOOK_TEXT.lastRun}:</Text>
              {lastRun ? (
                <>
                  <RunStatusBadge status={lastRun.status} />
                  <FormattedDate value={lastRun.created_at} />
                </>
              ) : (
                <Text>{PLAYBOOK_TEXT.never}</Text>
              )}
            </HStack>
          </Stack>
          <HStack gap="2" align="start">
            {canRun ? (
              <Button size="xs" colorPalette="blue" onClick={() => onOpen({ kind: 'run', playbook })}>
                {PLAYBOOK_TEXT.run}
              </Button>
            ) : null}
            <Button size="xs" variant="outline" asChild>
              <RouterLink to={routePaths.playbookRuns(playbook.id)}>{PLAYBOOK_TEXT.runs}</RouterLink>
            </Button>
            {editable ? (
              <>
                <Button size="xs" variant="outline" onClick={() => onOpen({ kind: 'edit', playbook })}>
                  {PLAYBOOK_TEXT.edit}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => onOpen({ kind: 'delete', playbook })}>
                  {PLAYBOOK_TEXT.delete}
                </Button>
              </>
            ) : null}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
