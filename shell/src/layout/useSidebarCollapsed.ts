import { useCallback, useEffect, useState, type RefObject } from 'react';
import { PREFERENCE_KEYS, SIDEBAR_COLLAPSE_WIDTH } from '@opsdeck/contracts';

// Read directly rather than through the kit's preferences entry, which the sidebar does not need.
const STORAGE_KEY = PREFERENCE_KEYS.sidebarCollapsed;

function readSaved(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Collapsed/expanded state of the sidebar, saved under `sidebarCollapsed`. On windows narrower
 * than the collapse width, a click outside the sidebar collapses it.
 */
export function useSidebarCollapsed(sidebarRef: RefObject<HTMLElement | null>) {
  const [collapsed, setCollapsedState] = useState<boolean>(readSaved);
  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(value));
    } catch {
      // storage unavailable (private mode): the state still applies to this page
    }
  }, []);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (window.innerWidth >= SIDEBAR_COLLAPSE_WIDTH || collapsed) return;
      const sidebar = sidebarRef.current;
      if (sidebar && event.target instanceof Node && !sidebar.contains(event.target)) setCollapsed(true);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed, setCollapsed, sidebarRef]);

  return { collapsed, setCollapsed, toggle: () => setCollapsed(!collapsed) };
}
