import { canRunChecks, routePaths, type Check } from '@opsdeck/contracts';
import { Button, Flex } from '@opsdeck/shared';
import { ResourceActions } from '@opsdeck/shared/extensions';
import { useAuthorizer, usePageAvailable } from '@opsdeck/shared/services';
import { Link as RouterLink } from 'react-router-dom';
import { useRunCheck } from '../api/runCheck';

/**
 * Run Now (admin, editor, responder and commander only, only for checks the backend executes and
 * never for a deleted check: the runner no longer knows it)
 * and Edit (only with write access to canaries, the settings page refusing everyone else, and only
 * while the settings remote that owns that page is loaded). What
 * other remotes offer on a check (attaching it to an incident, running a playbook) comes through
 * the resource-action slot, so it disappears with the remote that contributes it.
 */
export function CheckActions({ check, canRun }: { check: Check; canRun: boolean }) {
  const authorizer = useAuthorizer();
  const run = useRunCheck(check.id);
  const editHref = check.canary_id ? routePaths.canary(check.canary_id) : undefined;
  // The canary's page belongs to the settings remote: no Edit while it is not loaded.
  const canEdit = usePageAvailable(editHref ?? '') && authorizer.can('write', 'canaries');
  return (
    <Flex gap="2" wrap="wrap">
      {canRun && !check.deleted_at && canRunChecks(authorizer.roles) ? (
        <Button size="sm" colorPalette="blue" onClick={() => run.mutate()} loading={run.isPending} loadingText="Running">
          Run Now
        </Button>
      ) : null}
      {editHref && canEdit ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={editHref}>Edit</RouterLink>
        </Button>
      ) : null}
      <ResourceActions resource={{ kind: 'check', id: check.id, name: check.name ?? undefined }} />
    </Flex>
  );
}
