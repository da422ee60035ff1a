import { parseYesNo, URL_STATE_KEYS } from '@opsdeck/contracts';

// Topology filters in the URL: comma lists of health statuses, types, teams and key=value labels,
// and showHiddenComponents (yes or no, default no).
export const TOPOLOGY_PARAMS = {
  status: 'status',
  type: 'type',
  team: 'team',
  labels: 'labels',
  sortBy: 'sortBy',
  sortOrder: 'sortOrder',
  showHidden: URL_STATE_KEYS.showHiddenComponents,
} as const;

export interface TopologyFilters {
  status: string[];
  type: string[];
  team: string[];
  labels: string[];
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  /** Components marked hidden are listed too. */
  showHidden: boolean;
}

const list = (value: string | null): string[] => (value ? value.split(',').filter((item) => item !== '') : []);

export function parseTopologyFilters(params: URLSearchParams): TopologyFilters {
  return {
    status: list(params.get(TOPOLOGY_PARAMS.status)),
    type: list(params.get(TOPOLOGY_PARAMS.type)),
    team: list(params.get(TOPOLOGY_PARAMS.team)),
    labels: list(params.get(TOPOLOGY_PARAMS.labels)),
    sortBy: params.get(TOPOLOGY_PARAMS.sortBy) || 'name',
    sortOrder: params.get(TOPOLOGY_PARAMS.sortOrder) === 'desc' ? 'desc' : 'asc',
    showHidden: parseYesNo(params.get(TOPOLOGY_PARAMS.showHidden)),
  };
}

/** Label choices "key=value" from the response's tags. */
export function labelChoices(tags: Record<string, string[]> | null | undefined): string[] {
  return Object.entries(tags ?? {}).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
}

export function activeTopologyFilters(filters: TopologyFilters): number {
  return filters.status.length + filters.type.length + filters.team.length + filters.labels.length;
}
