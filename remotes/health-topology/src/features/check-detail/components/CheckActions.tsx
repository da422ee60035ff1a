import { canRunChecks, routePaths, type Check } from '@opsdeck/contracts';
import { Button, Flex } from '@opsdeck/shared';
import { ResourceActions } from '@opsdeck/shared/extensions';
import { useAuthorizer } from '@opsdeck/shared/services';
import { Link as RouterLink } from 'react-router-dom';
import { useRunCheck } from '../api/runCheck';

/**
 * Run Now (admin, editor, responder and commander only, only for checks the backend executes and
 * never for a deleted check: the runner no longer knows it)
 * and Edit (only with write access to canaries: the settings page refuses everyone else). What
 * other remotes offer on a check (attaching it to an incident, running a playbook) comes through
 * the resource-action slot, so it disappears with the remote that contributes it.
 */
export function CheckActions({ check, canRun }: { check: Check; canRun: boolean }) {
  const authorizer = useAuthorizer();
  const run = useRunCheck(check.id);
  return (
    <Flex gap="2" wrap="wrap">
      {canRun && !check.deleted_at && canRunChecks(authorizer.roles) ? (
        <Button size="sm" colorPalette="blue" onClick={() => run.mutate()} loading={run.isPending} loadingText="Running">
          Run Now
        </Button>
      ) : null}
      {check.canary_id && authorizer.can('write', 'canaries') ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={routePaths.canary(check.canary_id)}>Edit</RouterLink>
        </Button>
      ) : null}
      <ResourceActions resource={{ kind: 'check', id: check.id, name: check.name ?? undefined }} />
    </Flex>
  );
}
