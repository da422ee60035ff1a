import { useEffect, useState } from 'react';
import { PROFILE_MESSAGE_CLEAR_MS } from '@opsdeck/contracts';

/** True from each new `revision` until PROFILE_MESSAGE_CLEAR_MS later (the banner's lifetime). */
export function useTimedBanner(revision: number, lifetimeMs: number = PROFILE_MESSAGE_CLEAR_MS): boolean {
  const [shownFor, setShownFor] = useState(revision);
  useEffect(() => {
    setShownFor(revision);
    const timer = setTimeout(() => setShownFor(-1), lifetimeMs);
    return () => clearTimeout(timer);
  }, [revision, lifetimeMs]);
  return shownFor === revision;
}
