import { Flex, Heading } from '@chakra-ui/react';
import { WarningIcon } from '../icons';
import { UNAUTHORIZED_PAGE_MESSAGE } from '@opsdeck/contracts';

/** Shown in place of a page or part the user may not access. */
export function Unauthorized() {
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap="3" minH="40" p="8" textAlign="center">
      <WarningIcon boxSize="8" color="orange.solid" aria-hidden="true" />
      <Heading as="h2" size="md">
        {UNAUTHORIZED_PAGE_MESSAGE}
      </Heading>
    </Flex>
  );
}
