import { Button, Flex, Heading } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { WarningIcon } from '../icons';
import { UNAUTHORIZED_ACTIONS, UNAUTHORIZED_PAGE_MESSAGE } from '@opsdeck/contracts';

export interface UnauthorizedProps {
  /**
   * Offer the ways out (back, when there is a page to go back to, and the start page): for a whole
   * page; a guarded part inside a page leaves it off.
   */
  withWayBack?: boolean;
}

/** React Router keeps the index of the history entry: above 0 there is a page of the console to go back to. */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Shown in place of a page or part the user may not access. */
export function Unauthorized({ withWayBack = false }: UnauthorizedProps) {
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap="3" minH="40" p="8" textAlign="center">
      <WarningIcon boxSize="8" color="orange.solid" aria-hidden="true" />
      <Heading as="h2" size="md">
        {UNAUTHORIZED_PAGE_MESSAGE}
      </Heading>
      {withWayBack ? <WayBack /> : null}
    </Flex>
  );
}

function WayBack() {
  const navigate = useNavigate();
  return (
    <Flex gap="2" wrap="wrap" justify="center">
      {canGoBack() ? (
        <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
          {UNAUTHORIZED_ACTIONS.goBack}
        </Button>
      ) : null}
      <Button asChild size="sm" colorPalette="blue">
        <RouterLink to="/">{UNAUTHORIZED_ACTIONS.startPage}</RouterLink>
      </Button>
    </Flex>
  );
}
