import { Flex, Heading, Spacer } from '@opsdeck/shared';
import { useDocumentTitlePrefix } from './useDocumentTitlePrefix';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const title = useDocumentTitlePrefix();
  return (
    <Flex as="header" align="center" h="14" px="4" gap="3" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <Heading size="md" as="h1" truncate>
        {title}
      </Heading>
      <Spacer />
      <UserMenu />
    </Flex>
  );
}
