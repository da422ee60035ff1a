import { canRunChecks, routePaths, type Check } from '@opsdeck/contracts';
import { Button, Flex } from '@opsdeck/shared';
import { useAuthorizer } from '@opsdeck/shared/services';
import { Link as RouterLink } from 'react-router-dom';
import { useRunCheck } from '../api/runCheck';

/**
 * Run Now (admin, editor, responder and commander only) and Edit. Adding the check to an
 * incident is not offered here yet: that dialog belongs to the incidents remote.
 */
export function CheckActions({ check }: { check: Check }) {
  const authorizer = useAuthorizer();
  const run = useRunCheck(check.id);
  return (
    <Flex gap="2">
      {canRunChecks(authorizer.roles) ? (
        <Button size="sm" colorPalette="blue" onClick={() => run.mutate()} loading={run.isPending} loadingText="Running">
          Run Now
        </Button>
      ) : null}
      {check.canary_id ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={routePaths.canary(check.canary_id)}>Edit</RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}
