import { TAGS, compareText } from '@opsdeck/contracts';

export interface TagEntry {
  key: string;
  value: string;
}

export type TagsInput = Readonly<Record<string, string | number | boolean | null | undefined>> | readonly TagEntry[];

const rank = (key: string): number => {
  const i = (TAGS.sortFirst as readonly string[]).indexOf(key);
  return i === -1 ? TAGS.sortFirst.length : i;
};

/** Tag list from a map or a list; nullish values dropped. */
export function toTagEntries(tags: TagsInput | null | undefined): TagEntry[] {
  if (!tags) return [];
  if (Array.isArray(tags)) return tags.map((t: TagEntry) => ({ key: t.key, value: t.value }));
  return Object.entries(tags)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([key, value]) => ({ key, value: String(value) }));
}

/** account, namespace and name first (in that order), then the other keys alphabetically. */
export function sortTags(tags: TagsInput | null | undefined): TagEntry[] {
  return toTagEntries(tags).sort(
    (a, b) => rank(a.key) - rank(b.key) || compareText(a.key, b.key) || compareText(a.value, b.value),
  );
}
