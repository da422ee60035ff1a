import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@opsdeck/shared';
import { MIN_LAYOUT_WIDTH } from '@opsdeck/contracts';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { UnavailableRemotesBanner } from './UnavailableRemotesBanner';

export function AppLayout() {
  return (
    <Flex minW={`${MIN_LAYOUT_WIDTH}px`} minH="100vh">
      <Sidebar />
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        <UnavailableRemotesBanner />
        <Box as="main" flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
