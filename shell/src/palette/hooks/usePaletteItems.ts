import { PALETTE_LIMITS, routePaths, type ResourceSearchKind } from '@opsdeck/contracts';
import { useDebouncedValue } from '@opsdeck/shared';
import { useContributions } from '@opsdeck/shared/extensions';
import { useResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { useAuthorizer } from '@opsdeck/shared/services';
import { DEBOUNCE_MS } from '@opsdeck/contracts';
import { useMemo } from 'react';
import { usePaletteIncidents, type PaletteIncident } from '../api/searchIncidents';
import { rankItems, type PaletteItem } from '../lib/rank';
import { readRecent, recentItems } from '../lib/recent';
import { useAvailableRoutes, type AvailableRoute } from './useAvailableRoutes';

type SearchedKind = Extract<ResourceSearchKind, 'configs' | 'checks' | 'components' | 'playbooks'>;

/** Where each kind of resource opens, and the route that must be available for it. */
const RESOURCE_TARGETS: Record<SearchedKind, { route: string; to: (id: string) => string }> = {
  configs: { route: '/catalog/:id', to: (id) => routePaths.catalogItem(id) },
  checks: { route: '/health', to: (id) => routePaths.healthCheck(id) },
  components: { route: '/topology/:id', to: (id) => routePaths.topology(id) },
  playbooks: { route: '/playbooks/runs', to: (id) => routePaths.playbookRuns(id) },
};
const INCIDENT_ROUTE = '/incidents/:id';

export const pageItems = (routes: readonly AvailableRoute[]): PaletteItem[] =>
  routes
    .filter((route) => !route.path.includes(':'))
    .map((route) => ({
      key: `page:${route.path}`,
      kind: 'page',
      label: route.title,
      detail: route.path,
      action: { type: 'navigate', to: route.path },
    }));

const resourceItem = (item: ResourceSearchItem): PaletteItem => {
  const kind = item.kind as SearchedKind;
  const detail = [item.type, item.namespace].filter(Boolean).join(' · ');
  return {
    key: `${kind}:${item.id}`,
    kind,
    label: item.name || item.id,
    ...(detail ? { detail } : {}),
    action: { type: 'navigate', to: RESOURCE_TARGETS[kind].to(item.id) },
    fromServer: true,
  };
};

const incidentItem = (incident: PaletteIncident): PaletteItem => ({
  key: `incidents:${incident.id}`,
  kind: 'incidents',
  label: incident.title,
  ...(incident.incident_id ? { detail: incident.incident_id } : {}),
  action: { type: 'navigate', to: routePaths.incident(incident.id) },
  fromServer: true,
});

export interface PaletteResults {
  items: PaletteItem[];
  /** The resource search has not answered the typed text yet. */
  searching: boolean;
  searchError: unknown;
}

/**
 * Everything the palette offers for the typed text, ranked: contributed commands, pages of the
 * loaded remotes, recently opened entries and, once typing pauses, matching resources.
 * `recentVersion` changes when the recent list was written, to read it again.
 */
export function usePaletteItems(text: string, recentVersion = 0): PaletteResults {
  const routes = useAvailableRoutes();
  const commands = useContributions('palette.command');
  const authorizer = useAuthorizer();
  const patterns = useMemo(() => new Set(routes.map((route) => route.path)), [routes]);
  const kinds = useMemo(
    () => (Object.keys(RESOURCE_TARGETS) as SearchedKind[]).filter((kind) => patterns.has(RESOURCE_TARGETS[kind].route)),
    [patterns],
  );
  const resources = useResourceSearch(kinds.length ? text : '', kinds, PALETTE_LIMITS.resourcesPerKind);
  const incidentsText = useDebouncedValue(text.trim(), DEBOUNCE_MS.resourceSearch);
  const incidentsAvailable = patterns.has(INCIDENT_ROUTE) && authorizer.can('read', 'incident');
  const incidents = usePaletteIncidents(incidentsText, incidentsAvailable);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const recent = useMemo(() => recentItems(readRecent()), [recentVersion]);
  const local = useMemo(() => {
    const commandItems: PaletteItem[] = commands.map((command) => ({
      key: `command:${command.remote}:${command.id}`,
      kind: 'command',
      label: command.label,
      ...(command.keywords ? { keywords: command.keywords } : {}),
      action: { type: 'command', contribution: `${command.remote}:${command.id}` },
    }));
    // Recent entries lead when nothing is typed; a recent link into a page that is gone is dropped.
    const reachable = recent.filter(
      (item) => item.action.type === 'navigate' && routes.some((route) => routeMatches(route.path, item.action)),
    );
    return [...reachable, ...commandItems, ...pageItems(routes)];
  }, [commands, routes, recent]);

  const items = useMemo(() => {
    const searched = text.trim() !== '' ? resources.items.map(resourceItem) : [];
    const foundIncidents = text.trim() !== '' && incidentsAvailable ? (incidents.data ?? []).map(incidentItem) : [];
    return rankItems(text, [...local, ...searched, ...foundIncidents], PALETTE_LIMITS.rows);
  }, [text, local, resources.items, incidents.data, incidentsAvailable]);

  return {
    items,
    searching:
      resources.loading || (incidentsAvailable && text.trim() !== '' && (incidentsText !== text.trim() || incidents.isFetching)),
    searchError: resources.error ?? incidents.error,
  };
}

/** Whether a route pattern serves the item's address (`/catalog/:id` serves `/catalog/abc`). */
function routeMatches(pattern: string, action: PaletteItem['action']): boolean {
  if (action.type !== 'navigate') return false;
  const path = action.to.split('?')[0]!;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}
