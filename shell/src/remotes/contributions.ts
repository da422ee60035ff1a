import type { ComponentType } from 'react';
import type { RemoteNavEntry, SettingsPageContribution } from '@opsdeck/contracts';
import type { RegisteredExtension } from '@opsdeck/shared/extensions';
import type { LoadedRemoteModule, RemoteRegistrySnapshot } from './remote-registry';

type LoadedRoute = LoadedRemoteModule['routes'][number];

// Recomputed only when the registry's map of remotes changes (a remote finished loading).
const cache = new WeakMap<RemoteRegistrySnapshot['remotes'], readonly RegisteredExtension[]>();

/**
 * Every contribution of the remotes that loaded, tagged with its remote. A remote that was
 * dropped from the manifest or failed to load contributes nothing, so its actions, tabs, panels
 * and settings pages disappear everywhere at once.
 */
export function collectContributions(remotes: RemoteRegistrySnapshot['remotes']): readonly RegisteredExtension[] {
  let collected = cache.get(remotes);
  if (!collected) {
    collected = [...remotes.values()].flatMap((state) =>
      state.status === 'ready'
        ? (state.module.contributions ?? []).map(
            (contribution) => ({ ...contribution, remote: state.name }) as RegisteredExtension,
          )
        : [],
    );
    cache.set(remotes, collected);
  }
  return collected;
}

type SettingsPage = SettingsPageContribution<ComponentType> & Pick<RegisteredExtension, 'remote'>;
const isSettingsPage = (entry: RegisteredExtension): entry is RegisteredExtension & SettingsPage =>
  entry.point === 'settings.page';

/** The settings pages contributed by loaded remotes. */
export const settingsPagesOf = (contributions: readonly RegisteredExtension[]): SettingsPage[] =>
  contributions.filter(isSettingsPage) as SettingsPage[];

// One route object per contribution, so RemotePage keeps its loaded page across renders.
const routes = new WeakMap<object, LoadedRoute>();
/** A contributed settings page as a route of the console (title from the route table). */
export function settingsPageRoute(page: SettingsPage, title: string): LoadedRoute {
  let route = routes.get(page);
  if (!route) {
    route = {
      path: page.path,
      title,
      layout: 'sidebar',
      ...(page.permissions[0] ? { permission: page.permissions[0] } : {}),
      ...(page.feature ? { feature: page.feature } : {}),
      load: page.load,
    };
    routes.set(page, route);
  }
  return route;
}

/** A contributed settings page as an entry of the Settings group of the sidebar. */
export function settingsPageNavEntry(page: SettingsPage): RemoteNavEntry | undefined {
  const permission = page.permissions[0];
  if (!permission || !page.feature) return undefined;
  return {
    key: page.id,
    label: page.label,
    path: page.path,
    group: 'settings',
    order: page.order,
    permission,
    feature: page.feature,
  };
}
