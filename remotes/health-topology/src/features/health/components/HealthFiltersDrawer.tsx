import { Button, Portal } from '@opsdeck/shared';
import { Drawer } from '@opsdeck/shared/drawer';
import type { ReactNode } from 'react';

/** The filters in a drawer, for screens too short for the sidebar; mounted while open. */
export function HealthFiltersDrawer({ filters, onClose }: { filters: ReactNode; onClose: () => void }) {
  return (
    <Drawer.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{filters}</Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button size="sm" variant="outline">
                  Done
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
