import { Box, Flex, Heading, HStack, Spacer } from '@opsdeck/shared';
import type { RefreshAction } from '@opsdeck/shared/services';
import { PaletteButton } from '../palette/PaletteButton';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { HelpMenu } from './HelpMenu';
import { NotificationsBell } from './NotificationsBell';
import { RefreshButton } from './RefreshButton';
import { useDocumentTitlePrefix } from './useDocumentTitlePrefix';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  /** The current page's refresh action; no button without one. */
  refresh?: RefreshAction;
  /** Ref callback for the element pages render extra content into (TopBarContent). */
  extraContentRef?: (element: HTMLElement | null) => void;
}

/** Page title, the page's extra content, then refresh, notifications, preferences, help and the user menu. */
export function TopBar({ refresh, extraContentRef }: TopBarProps) {
  const title = useDocumentTitlePrefix();
  return (
    <Flex
      as="header"
      align="center"
      h="14"
      px="4"
      gap="3"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Heading size="md" as="h1" truncate flexShrink={0} maxW="40%">
        {title}
      </Heading>
      <Box ref={extraContentRef} display="flex" alignItems="center" gap="2" minW="0" data-testid="top-bar-extra" />
      <Spacer />
      <HStack gap="1">
        <PaletteButton />
        {refresh ? <RefreshButton action={refresh} /> : null}
        <NotificationsBell />
        <PreferencesMenu />
        <HelpMenu />
      </HStack>
      <UserMenu />
    </Flex>
  );
}
