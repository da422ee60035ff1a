import { CATALOG_TEXT } from '@opsdeck/contracts';

/** The item page's own first tab: the config document (no sub-path). */
export const CONFIG_TAB = { path: '', label: CATALOG_TEXT.configTab } as const;

/** Which summary count of config_detail a tab path shows. */
const COUNT_KEYS: Record<string, string> = {
  changes: 'changes',
  insights: 'analysis',
  relationships: 'relationships',
  checks: 'checks',
  playbooks: 'playbook_runs',
};

/** The count for a tab from the item's summary, when the summary has one. */
export function tabCount(path: string, summary: Record<string, unknown> | null | undefined): number | undefined {
  const key = COUNT_KEYS[path];
  const value = key ? summary?.[key] : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** The tab a location shows: the segment after /catalog/{id}/, '' for the item itself. */
export function tabPathOf(pathname: string, id: string): string {
  const prefix = `/catalog/${encodeURIComponent(id)}/`;
  if (!pathname.startsWith(prefix)) return '';
  return pathname.slice(prefix.length).split('/')[0] ?? '';
}
