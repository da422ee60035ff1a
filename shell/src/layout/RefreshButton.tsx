import { useEffect, useRef, useState } from 'react';
import { IconButton, Spinner } from '@opsdeck/shared';
import type { RefreshAction } from '@opsdeck/shared/services';
import { NavIcon } from './nav-icons';

/** Runs the page's refresh action; spins (and ignores clicks) until a returned promise settles. */
export function RefreshButton({ action }: { action: RefreshAction }) {
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run() {
    setRunning(true);
    try {
      await action();
    } catch {
      // The page reports its own failures (toasts, error panels); the button only stops spinning.
    } finally {
      if (mounted.current) setRunning(false);
    }
  }

  return (
    <IconButton size="sm" variant="ghost" aria-label="Refresh" aria-busy={running} disabled={running} onClick={() => void run()}>
      {running ? <Spinner size="sm" /> : <NavIcon name="refresh" />}
    </IconButton>
  );
}
