import { PALETTE_LIMITS, PALETTE_RECENT_STORAGE_KEY } from '@opsdeck/contracts';
import { z } from 'zod/mini';
import type { PaletteItem } from './rank';

/** A page or resource opened from the palette, kept in this browser only. */
const recentEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  detail: z.optional(z.string()),
  to: z.string().check(z.startsWith('/')),
  /** The kind it was opened as (page, config, check...), shown as its detail when it has none. */
  kind: z.string(),
});
export type RecentEntry = z.infer<typeof recentEntrySchema>;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The saved entries, newest first; anything malformed is left out rather than failing the palette. */
export function readRecent(): RecentEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PALETTE_RECENT_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const result = recentEntrySchema.safeParse(entry);
      return result.success ? [result.data] : [];
    });
  } catch {
    return [];
  }
}

/** Puts an opened page or resource first, without duplicates, keeping the newest few. */
export function rememberRecent(item: PaletteItem): void {
  if (item.action.type !== 'navigate' || item.kind === 'command') return;
  const to = item.action.to;
  const entry: RecentEntry = {
    label: item.label,
    to,
    kind: item.kind === 'recent' ? (item.keywords?.[0] ?? 'page') : item.kind,
    ...(item.detail ? { detail: item.detail } : {}),
  };
  const next = [entry, ...readRecent().filter((existing) => existing.to !== to)].slice(0, PALETTE_LIMITS.recent);
  try {
    storage()?.setItem(PALETTE_RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
}

/** Saved entries as palette rows; the kind they were opened as is kept as a keyword. */
export const recentItems = (entries: readonly RecentEntry[]): PaletteItem[] =>
  entries.map((entry) => ({
    key: `recent:${entry.to}`,
    kind: 'recent',
    label: entry.label,
    keywords: [entry.kind],
    action: { type: 'navigate', to: entry.to },
    ...(entry.detail ? { detail: entry.detail } : {}),
  }));
