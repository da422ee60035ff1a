import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LiveUpdatesProvider, usePollingInterval } from './live-updates';

const withStream = (connected: boolean) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <LiveUpdatesProvider state={{ connected }}>{children}</LiveUpdatesProvider>;
  };

describe('usePollingInterval', () => {
  it('stops polling while the stream is up', () => {
    expect(renderHook(() => usePollingInterval(30_000), { wrapper: withStream(true) }).result.current).toBe(false);
  });

  it('polls at the page’s rate when the stream is down or absent', () => {
    expect(renderHook(() => usePollingInterval(30_000), { wrapper: withStream(false) }).result.current).toBe(30_000);
    expect(renderHook(() => usePollingInterval(30_000)).result.current).toBe(30_000);
  });

  it('keeps polling off when the page turned it off', () => {
    expect(renderHook(() => usePollingInterval(0), { wrapper: withStream(false) }).result.current).toBe(false);
    expect(renderHook(() => usePollingInterval(false)).result.current).toBe(false);
  });
});
