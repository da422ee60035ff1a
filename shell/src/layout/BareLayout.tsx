import { Outlet } from 'react-router-dom';
import { Box } from '@opsdeck/shared';
import { SKIP_TO_CONTENT } from '@opsdeck/contracts';

/** Pages shown without the sidebar and top bar (/view/...): still one main landmark around the page. */
export function BareLayout() {
  return (
    <Box as="main" id={SKIP_TO_CONTENT.targetId} tabIndex={-1} minH="100vh" outline="none">
      <Outlet />
    </Box>
  );
}
