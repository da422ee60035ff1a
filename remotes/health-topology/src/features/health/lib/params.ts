// The health list's state in the URL: the spec's parameters (layout, pivotCellType, pivotLabel,
// pivotBy, sortBy, sortDesc, groupBy) plus the tab, filters, search and refresh rate, so every
// view of the list is a link.
import {
  DEFAULT_HEALTH_TIME_RANGE,
  HEALTH_LAYOUTS,
  HEALTH_QUERY_PARAMS,
  HEALTH_SUMMARY,
  REFRESH_DISABLED_INTERVAL,
  REFRESH_RATE_NONE,
  type HealthTimeRange,
} from '@opsdeck/contracts';
import { parseTimeRangeOption } from '../../../lib/time-range-option';

export const HEALTH_PARAMS = {
  ...HEALTH_QUERY_PARAMS,
  tabBy: 'tabBy',
  tab: 'tab',
  hidePassing: 'hidePassing',
  labels: 'labels',
  query: 'query',
  refresh: 'refresh',
} as const;

export type Layout = (typeof HEALTH_LAYOUTS)[number];
export type PivotCellType = 'status' | 'uptime' | 'latency';
export const PIVOT_CELL_TYPES: readonly PivotCellType[] = ['status', 'uptime', 'latency'];
export type SortKey = 'name' | 'status' | 'uptime' | 'latency' | 'last_runtime' | 'type' | 'namespace';
export const SORT_KEYS: readonly SortKey[] = ['name', 'status', 'uptime', 'latency', 'last_runtime', 'type', 'namespace'];

/**
 * A dimension rows can be grouped, tabbed or pivoted by: a column, the agent, or one label
 * (written `label:<key>`).
 */
export type Dimension = 'none' | 'canary_name' | 'namespace' | 'type' | 'agent' | `label:${string}`;

export interface HealthParams {
  layout: Layout;
  groupBy: Dimension;
  tabBy: Dimension;
  tab: string | undefined;
  hidePassing: boolean;
  query: string;
  refreshMs: number;
  refresh: string;
  sortBy: SortKey;
  sortDesc: boolean;
  pivotBy: Dimension;
  pivotCellType: PivotCellType;
  /** Checks deleted within this range stay listed (the modal's range is its own parameter). */
  deletedWithin: HealthTimeRange;
  /** Only the checks of this component (a topology card's checks badge links here). */
  component: string | undefined;
}

const DIMENSIONS = ['none', 'canary_name', 'namespace', 'type', 'agent'];

export function parseDimension(value: string | null, fallback: Dimension): Dimension {
  if (!value) return fallback;
  if (DIMENSIONS.includes(value)) return value as Dimension;
  if (value.startsWith('label:') && value.length > 'label:'.length) return value as Dimension;
  return fallback;
}

const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "15s", "2m", "1h" -> milliseconds; None or anything unrecognised gives 0 (polling off). */
export function parseRefreshRate(value: string | null | undefined): number {
  if (!value || value === REFRESH_RATE_NONE) return REFRESH_DISABLED_INTERVAL;
  const match = /^(\d+)(s|m|h|d|w)$/.exec(value.trim());
  if (!match) return REFRESH_DISABLED_INTERVAL;
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** The pivot dimension: pivotBy=label takes its key from pivotLabel. */
function parsePivot(params: URLSearchParams): Dimension {
  const by = params.get(HEALTH_PARAMS.pivotBy);
  if (by === 'label') {
    const key = params.get(HEALTH_PARAMS.pivotLabel);
    return key ? `label:${key}` : 'none';
  }
  return parseDimension(by, 'none');
}

export function parseHealthParams(params: URLSearchParams): HealthParams {
  const layout = params.get(HEALTH_PARAMS.layout);
  const sortBy = params.get(HEALTH_PARAMS.sortBy);
  const cell = params.get(HEALTH_PARAMS.pivotCellType);
  const refresh = params.get(HEALTH_PARAMS.refresh) ?? REFRESH_RATE_NONE;
  return {
    layout: (HEALTH_LAYOUTS as readonly string[]).includes(layout ?? '') ? (layout as Layout) : 'table',
    groupBy: parseDimension(params.get(HEALTH_PARAMS.groupBy), HEALTH_SUMMARY.defaultGroupBy),
    tabBy: parseDimension(params.get(HEALTH_PARAMS.tabBy), HEALTH_SUMMARY.defaultTabBy),
    tab: params.get(HEALTH_PARAMS.tab) ?? undefined,
    hidePassing:
      params.get(HEALTH_PARAMS.hidePassing) !== null
        ? params.get(HEALTH_PARAMS.hidePassing) !== 'false'
        : HEALTH_SUMMARY.hidePassingDefault,
    query: params.get(HEALTH_PARAMS.query) ?? '',
    refresh,
    refreshMs: parseRefreshRate(refresh),
    sortBy: (SORT_KEYS as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortKey) : 'name',
    sortDesc: params.get(HEALTH_PARAMS.sortDesc) === 'true',
    pivotBy: parsePivot(params),
    pivotCellType: (PIVOT_CELL_TYPES as readonly string[]).includes(cell ?? '') ? (cell as PivotCellType) : 'status',
    deletedWithin: parseTimeRangeOption(params.get(HEALTH_PARAMS.deletedWithin)) ?? DEFAULT_HEALTH_TIME_RANGE,
    component: params.get(HEALTH_PARAMS.component) || undefined,
  };
}

/** The URL updates for a pivot dimension (pivotBy + pivotLabel). */
export function pivotToParams(pivot: Dimension): Record<string, string | undefined> {
  if (pivot.startsWith('label:'))
    return { [HEALTH_PARAMS.pivotBy]: 'label', [HEALTH_PARAMS.pivotLabel]: pivot.slice('label:'.length) };
  return { [HEALTH_PARAMS.pivotBy]: pivot === 'none' ? undefined : pivot, [HEALTH_PARAMS.pivotLabel]: undefined };
}
