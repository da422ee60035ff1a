import { PLAYBOOK_RUN_FINAL_STATUSES, PLAYBOOK_TEXT, type PlaybookRun } from '@opsdeck/contracts';
import { Button, errorMessageOf, HStack, Text } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useState } from 'react';
import { useRunnablePlaybookIds } from '../../../api/runnablePlaybooks';
import { useRunPlaybook } from '../../../api/runPlaybook';
import { useRunCommand } from '../api/runCommands';
import { runResource } from '../lib/run-resource';

const FINAL: readonly string[] = PLAYBOOK_RUN_FINAL_STATUSES;

/**
 * Approve (pending runs), Cancel (unfinished runs) and Re-run with the same parameters: write on
 * playbook_runs; Re-run also not where a permission row denies playbook:run.
 */
export function RunActions({ run }: { run: PlaybookRun }) {
  const canWrite = useAuthorizer().can('write', 'playbook_runs');
  const runnable = useRunnablePlaybookIds(canWrite && !!run.playbook_id);
  const approve = useRunCommand('approve', run.id);
  const cancel = useRunCommand('cancel', run.id);
  const rerun = useRunPlaybook();
  const [confirming, setConfirming] = useState<'approve' | 'cancel' | null>(null);
  if (!canWrite) return null;
  const resource = runResource(run);
  const params = Object.fromEntries(
    Object.entries(run.parameters ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return (
    <HStack gap="2">
      {run.status === 'pending_approval' ? (
        <Button size="sm" colorPalette="green" onClick={() => setConfirming('approve')}>
          {PLAYBOOK_TEXT.approve}
        </Button>
      ) : null}
      {run.status && !FINAL.includes(run.status) ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming('cancel')}>
          {PLAYBOOK_TEXT.cancelRun}
        </Button>
      ) : null}
      {run.playbook_id && runnable.data?.has(run.playbook_id) ? (
        <Button
          size="sm"
          variant="outline"
          loading={rerun.isPending}
          onClick={() =>
            rerun.mutate({ id: run.playbook_id!, ...(resource ? { [`${resource.kind}_id`]: resource.id } : {}), params })
          }
        >
          {PLAYBOOK_TEXT.rerun}
        </Button>
      ) : null}
      {rerun.error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errorMessageOf(rerun.error)}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming === 'approve'}
        onClose={() => setConfirming(null)}
        onConfirm={() => approve.mutateAsync()}
        title={PLAYBOOK_TEXT.approveTitle}
        description={PLAYBOOK_TEXT.approveDescription}
        variant="approve"
        confirmLabel={PLAYBOOK_TEXT.approve}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        onClose={() => setConfirming(null)}
        onConfirm={() => cancel.mutateAsync()}
        title={PLAYBOOK_TEXT.cancelTitle}
        description={PLAYBOOK_TEXT.cancelDescription}
        confirmLabel={PLAYBOOK_TEXT.cancelRun}
      />
    </HStack>
  );
}
