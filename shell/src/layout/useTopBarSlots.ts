import { useCallback, useMemo, useState } from 'react';
import type { RefreshAction, TopBarSlots } from '@opsdeck/shared/services';

export interface TopBarSlotsState {
  /** Given to pages through TopBarContext. */
  slots: TopBarSlots;
  /** The refresh action of the most recently mounted page that registered one. */
  refresh: RefreshAction | undefined;
  /** Ref callback for the element extra page content is rendered into. */
  setExtraContent: (element: HTMLElement | null) => void;
}

/** State behind the top bar's page slots: a stack of refresh actions and the extra-content element. */
export function useTopBarSlots(): TopBarSlotsState {
  const [extraContent, setExtraContent] = useState<HTMLElement | null>(null);
  const [actions, setActions] = useState<readonly RefreshAction[]>([]);
  const registerRefresh = useCallback((action: RefreshAction) => {
    setActions((list) => [...list, action]);
    return () => setActions((list) => list.filter((candidate) => candidate !== action));
  }, []);
  const slots = useMemo<TopBarSlots>(() => ({ registerRefresh, extraContent }), [registerRefresh, extraContent]);
  return { slots, refresh: actions[actions.length - 1], setExtraContent };
}
