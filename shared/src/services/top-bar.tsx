import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A page's refresh action; the top bar's button spins until a returned promise settles. */
export type RefreshAction = () => unknown;

/** What the shell's top bar offers the page below it. */
export interface TopBarSlots {
  /** Makes `action` the refresh button's action until the returned function is called. */
  registerRefresh(action: RefreshAction): () => void;
  /** Where extra top-bar content is rendered; null until the top bar has mounted. */
  extraContent: HTMLElement | null;
}

/** Provided by the shell's console layout; absent on bare pages and in isolated tests. */
export const TopBarContext = createContext<TopBarSlots | null>(null);

/**
 * Shows the top bar's refresh button while the calling page is mounted; a click runs the latest
 * `action`. Passing undefined removes the button. Outside the console layout it does nothing.
 */
export function useTopBarRefresh(action: RefreshAction | undefined): void {
  const slots = useContext(TopBarContext);
  const latest = useRef(action);
  latest.current = action;
  const enabled = action !== undefined;
  const register = slots?.registerRefresh;
  useEffect(() => {
    if (!register || !enabled) return undefined;
    return register(() => latest.current?.());
  }, [register, enabled]);
}

/** Renders its children in the top bar, after the page title; nothing outside the console layout. */
export function TopBarContent({ children }: { children: ReactNode }) {
  const target = useContext(TopBarContext)?.extraContent;
  return target ? createPortal(children, target) : null;
}
