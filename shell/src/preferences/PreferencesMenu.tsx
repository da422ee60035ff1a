import { lazy, Suspense } from 'react';
import { IconButton, Portal, Spinner } from '@opsdeck/shared';
import { Popover } from '@opsdeck/shared/overlays';
import { NavIcon } from '../layout/nav-icons';

// Loaded on first open: it brings the date formatting entry, which most pages need anyway later.
const PreferencesForm = lazy(() => import('./PreferencesForm').then((m) => ({ default: m.PreferencesForm })));

/** The top bar's preferences: date format, display timezone, deleted items, page size and card width. */
export function PreferencesMenu() {
  return (
    <Popover.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="Preferences">
          <NavIcon name="preferences" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="80" aria-label="Preferences">
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="3">
                Preferences
              </Popover.Title>
              <Suspense fallback={<Spinner size="sm" aria-label="Loading preferences" />}>
                <PreferencesForm />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
