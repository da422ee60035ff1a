import { Outlet, useLocation } from 'react-router-dom';
import { Box, ErrorBoundary, Flex } from '@opsdeck/shared';
import { TopBarContext } from '@opsdeck/shared/services';
import { MIN_LAYOUT_WIDTH, SKIP_TO_CONTENT } from '@opsdeck/contracts';
import { SkipLink } from './SkipLink';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { UnavailableRemotesBanner } from './UnavailableRemotesBanner';
import { useTopBarSlots } from './useTopBarSlots';

/** Sidebar, top bar and the page; a page that fails to render shows the crash screen in its place. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { slots, refresh, setExtraContent } = useTopBarSlots();
  return (
    <TopBarContext.Provider value={slots}>
      <SkipLink />
      <Flex minW={`${MIN_LAYOUT_WIDTH}px`} minH="100vh" data-testid="app-layout">
        <Sidebar />
        <Flex direction="column" flex="1" minW="0">
          <TopBar refresh={refresh} extraContentRef={setExtraContent} />
          <UnavailableRemotesBanner />
          {/* Focusable from the skip link only (tabIndex -1), with no ring: the page's own controls show focus. */}
          <Box as="main" id={SKIP_TO_CONTENT.targetId} tabIndex={-1} flex="1" minW="0" outline="none">
            <ErrorBoundary resetKeys={[pathname]}>
              <Outlet />
            </ErrorBoundary>
          </Box>
        </Flex>
      </Flex>
    </TopBarContext.Provider>
  );
}
