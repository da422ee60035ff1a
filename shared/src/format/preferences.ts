import {
  BROWSER_TIMEZONE,
  DATETIME_PREFERENCES,
  PREFERENCE_DEFAULTS,
  PREFERENCE_KEYS,
  type ColorModePreference,
  type DatetimePreference,
  type RecentTimeRange,
} from '@opsdeck/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { isColorModePreference } from '../theme/color-mode';

export type { RecentTimeRange };

/** Every preference key with the type of its value. */
export interface PreferenceValues {
  datetime_preference: DatetimePreference;
  display_timezone_preference: string;
  topology_card_width: string;
  show_deleted_items_preference: 'yes' | 'no';
  persistPageSize: number;
  recentlyUsedTimeRanges: RecentTimeRange[];
  sidebarCollapsed: boolean;
  colorMode: ColorModePreference;
}
export type PreferenceKey = keyof PreferenceValues;

const DEFAULTS: PreferenceValues = {
  datetime_preference: PREFERENCE_DEFAULTS.datetime_preference,
  display_timezone_preference: PREFERENCE_DEFAULTS.display_timezone_preference,
  topology_card_width: PREFERENCE_DEFAULTS.topology_card_width,
  show_deleted_items_preference: PREFERENCE_DEFAULTS.show_deleted_items_preference,
  persistPageSize: PREFERENCE_DEFAULTS.persistPageSize,
  recentlyUsedTimeRanges: [],
  sidebarCollapsed: false,
  colorMode: PREFERENCE_DEFAULTS.colorMode,
};

export const preferenceDefault = <K extends PreferenceKey>(key: K): PreferenceValues[K] => DEFAULTS[key];

const isRecent = (v: unknown): v is RecentTimeRange =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as RecentTimeRange).from === 'string' &&
  typeof (v as RecentTimeRange).to === 'string';

/** Turns the stored text into a valid value, or undefined when it is missing or malformed. */
function decode<K extends PreferenceKey>(key: K, raw: string | null): PreferenceValues[K] | undefined {
  if (raw === null) return undefined;
  type V = PreferenceValues[K];
  switch (key) {
    case PREFERENCE_KEYS.datetime:
      return (DATETIME_PREFERENCES as readonly string[]).includes(raw) ? (raw as V) : undefined;
    case PREFERENCE_KEYS.showDeletedItems:
      return raw === 'yes' || raw === 'no' ? (raw as V) : undefined;
    case PREFERENCE_KEYS.persistPageSize: {
      const n = Number.parseInt(raw, 10);
      return Number.isFinite(n) && n > 0 ? (n as V) : undefined;
    }
    case PREFERENCE_KEYS.sidebarCollapsed:
      return raw === 'true' ? (true as V) : raw === 'false' ? (false as V) : undefined;
    case PREFERENCE_KEYS.colorMode:
      return isColorModePreference(raw) ? (raw as V) : undefined;
    case PREFERENCE_KEYS.recentlyUsedTimeRanges:
      try {
        const list: unknown = JSON.parse(raw);
        return Array.isArray(list) ? (list.filter(isRecent) as V) : undefined;
      } catch {
        return undefined;
      }
    default:
      return raw ? (raw as V) : undefined;
  }
}

const encode = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
// Parsed values are cached per raw text so snapshots stay referentially stable.
const cache = new Map<PreferenceKey, { raw: string | null; value: unknown }>();

export function getPreference<K extends PreferenceKey>(key: K): PreferenceValues[K] {
  const raw = storage()?.getItem(key) ?? null;
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as PreferenceValues[K];
  const value = decode(key, raw) ?? DEFAULTS[key];
  cache.set(key, { raw, value });
  return value;
}

export function setPreference<K extends PreferenceKey>(key: K, value: PreferenceValues[K]): void {
  storage()?.setItem(key, encode(value));
  notify();
}

export function resetPreference(key: PreferenceKey): void {
  storage()?.removeItem(key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(PREFERENCE_KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A preference value (default when unset) and its setter; every user of the key re-renders on change. */
export function usePreference<K extends PreferenceKey>(key: K): [PreferenceValues[K], (value: PreferenceValues[K]) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => getPreference(key),
    () => DEFAULTS[key],
  );
  const set = useCallback((v: PreferenceValues[K]) => setPreference(key, v), [key]);
  return [value, set];
}

/** The IANA zone to display dates in, or undefined for the browser's own zone. */
export function resolveDisplayZone(preference: string | undefined): string | undefined {
  return !preference || preference === BROWSER_TIMEZONE ? undefined : preference;
}

/** The topology card width preference in pixels ("554px" is stored as text). */
export function useCardWidthPreference(): [number, (px: number) => void] {
  const [stored, setStored] = usePreference('topology_card_width');
  const parsed = Number.parseInt(stored, 10);
  const px = Number.isFinite(parsed) ? parsed : Number.parseInt(PREFERENCE_DEFAULTS.topology_card_width, 10);
  const setPx = useCallback((value: number) => setStored(`${Math.round(value)}px`), [setStored]);
  return [px, setPx];
}
