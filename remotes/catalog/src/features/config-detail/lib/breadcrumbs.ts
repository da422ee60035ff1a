import { isUuid } from '@opsdeck/contracts';

/** The ancestors an item's dotted path names, root first, without the item itself. */
export function parentIdsOf(path: string | null | undefined, id: string): string[] {
  if (!path) return [];
  return path
    .split('.')
    .map((part) => part.trim())
    .filter((part) => isUuid(part) && part !== id);
}
