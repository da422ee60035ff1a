import { addRecentTimeRange, type RecentTimeRange } from '@opsdeck/contracts';
import { useCallback } from 'react';
import { usePreference } from '../format/preferences';

/** The stored recently used absolute ranges and a function recording a new one (newest first, no duplicates, at most 5). */
export function useRecentTimeRanges(): [RecentTimeRange[], (range: RecentTimeRange) => void] {
  const [recents, setRecents] = usePreference('recentlyUsedTimeRanges');
  const remember = useCallback((range: RecentTimeRange) => setRecents(addRecentTimeRange(recents, range)), [recents, setRecents]);
  return [recents, remember];
}
