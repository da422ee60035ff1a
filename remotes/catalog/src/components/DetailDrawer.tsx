import { CloseButton, Portal, useKeyboardScrollable } from '@opsdeck/shared';
import { Drawer } from '@opsdeck/shared/drawer';
import type { ReactNode } from 'react';

/** A side panel for one row's details (a change, an insight); Escape and the close button close it. */
export function DetailDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  // Details are mostly text: the body takes the focus when it scrolls, so the keyboard can scroll it.
  const bodyRef = useKeyboardScrollable<HTMLDivElement>();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={title}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body ref={bodyRef}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
