import { ROUTES } from '../routes/route-table';
import type { Contribution, SettingsPageContribution } from './extension-points';
import type { RemoteName } from './remote-module';

/**
 * A settings page contributed by a remote: permission, feature and label come from the route
 * table, so the page, its navigation entry and links agree. `order` places it among the other
 * settings pages (which are sorted by label when orders tie).
 */
export function defineSettingsPage<Component>(
  remote: RemoteName,
  path: string,
  load: () => Promise<{ default: Component }>,
  options: { id?: string; label?: string; order?: number } = {},
): SettingsPageContribution<Component> {
  const definition = ROUTES.find((route) => route.path === path);
  if (!definition) throw new Error(`${path} is not in the route table`);
  if (definition.remote !== remote) throw new Error(`${path} belongs to ${definition.remote}, not ${remote}`);
  if (!path.startsWith('/settings/')) throw new Error(`${path} is not a settings page`);
  return {
    point: 'settings.page',
    id: options.id ?? path.slice('/settings/'.length).replace(/[/:]/g, '-'),
    label: options.label ?? definition.title,
    order: options.order ?? 0,
    permissions: definition.permission ? [definition.permission] : [],
    ...(definition.feature ? { feature: definition.feature } : {}),
    path,
    load,
  };
}

/** Checks that a remote's contributions have unique ids per point; returns the duplicates. */
export function duplicateContributionIds(contributions: readonly Pick<Contribution, 'point' | 'id'>[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const entry of contributions) {
    const key = `${entry.point}:${entry.id}`;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
}
