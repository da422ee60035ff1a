import { Outlet, useLocation } from 'react-router-dom';
import { Box, ErrorBoundary, Flex } from '@opsdeck/shared';
import { TopBarContext } from '@opsdeck/shared/services';
import { MIN_LAYOUT_WIDTH } from '@opsdeck/contracts';
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
      <Flex minW={`${MIN_LAYOUT_WIDTH}px`} minH="100vh" data-testid="app-layout">
        <Sidebar />
        <Flex direction="column" flex="1" minW="0">
          <TopBar refresh={refresh} extraContentRef={setExtraContent} />
          <UnavailableRemotesBanner />
          <Box as="main" flex="1" minW="0">
            <ErrorBoundary resetKeys={[pathname]}>
              <Outlet />
            </ErrorBoundary>
          </Box>
        </Flex>
      </Flex>
    </TopBarContext.Provider>
  );
}
