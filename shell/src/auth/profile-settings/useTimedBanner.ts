import { useEffect, useState } from 'react';
import { PROFILE_MESSAGE_CLEAR_MS } from '@opsdeck/contracts';

/** True from each new `revision` until `lifetimeMs` later (the profile banner's lifetime). */
export function useTimedBanner(revision: number, lifetimeMs: number = PROFILE_MESSAGE_CLEAR_MS): boolean {
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(revision), lifetimeMs);
    return () => clearTimeout(timer);
  }, [revision, lifetimeMs]);
  return expired !== revision;
}
