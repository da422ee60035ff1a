import { createContext, useContext, type ReactNode } from 'react';

/** Whether a page of the console exists right now: its remote is loaded and its feature is on. */
export type PageAvailability = (path: string) => boolean;

const PageAvailabilityContext = createContext<PageAvailability | null>(null);

/** Provided by the shell from the routes of the remotes that loaded. */
export function PageAvailabilityProvider({ value, children }: { value: PageAvailability; children: ReactNode }) {
  return <PageAvailabilityContext.Provider value={value}>{children}</PageAvailabilityContext.Provider>;
}

/**
 * True when the page at `path` (with or without a query) exists in this console. Without the
 * shell's answer (a page rendered on its own, a test) every page counts as there.
 */
export function usePageAvailable(path: string): boolean {
  const available = useContext(PageAvailabilityContext);
  return available ? available(path.split(/[?#]/)[0] ?? path) : true;
}
