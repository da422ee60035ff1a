// Table page state kept in the URL: pageIndex, pageSize, sortBy, sortOrder (spec 1 sections 3 and 5).
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, SORT_ORDERS, URL_STATE_KEYS, type SortOrder } from '../constants/shell';

export type ParamSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** First value of a parameter from URLSearchParams or a plain record. */
export function readParam(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  if (!Object.hasOwn(source, key)) return undefined;
  const value = source[key];
  if (Array.isArray(value)) return value[0];
  return typeof value === 'string' ? value : undefined;
}

/** Integer parse with a default for missing or non-numeric input ("12abc" reads as 12, like parseInt). */
export function parseIntegerParam(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

export interface PageState {
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: SortOrder;
}

export function parseSortOrder(value: string | null | undefined): SortOrder | undefined {
  return (SORT_ORDERS as readonly string[]).includes(value ?? '') ? (value as SortOrder) : undefined;
}

export function parsePageState(source: ParamSource, defaults: { pageIndex?: number; pageSize?: number } = {}): PageState {
  const defaultIndex = defaults.pageIndex ?? DEFAULT_PAGE_INDEX;
  const defaultSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = parseIntegerParam(readParam(source, URL_STATE_KEYS.pageIndex), defaultIndex);
  const pageSize = parseIntegerParam(readParam(source, URL_STATE_KEYS.pageSize), defaultSize);
  const state: PageState = {
    // A negative index or a non-positive size cannot address a page: use the defaults.
    pageIndex: pageIndex < 0 ? defaultIndex : pageIndex,
    pageSize: pageSize < 1 ? defaultSize : pageSize,
  };
  const sortBy = readParam(source, URL_STATE_KEYS.sortBy);
  if (sortBy) state.sortBy = sortBy;
  const sortOrder = parseSortOrder(readParam(source, URL_STATE_KEYS.sortOrder));
  if (sortOrder) state.sortOrder = sortOrder;
  return state;
}

/** URL parameters of a page state; defaults are omitted to keep links short. */
export function pageStateToParams(state: Partial<PageState>): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.pageIndex !== undefined && state.pageIndex !== DEFAULT_PAGE_INDEX)
    params[URL_STATE_KEYS.pageIndex] = String(state.pageIndex);
  if (state.pageSize !== undefined && state.pageSize !== DEFAULT_PAGE_SIZE)
    params[URL_STATE_KEYS.pageSize] = String(state.pageSize);
  if (state.sortBy) params[URL_STATE_KEYS.sortBy] = state.sortBy;
  if (state.sortOrder) params[URL_STATE_KEYS.sortOrder] = state.sortOrder;
  return params;
}

/** showHiddenComponents and other yes/no parameters. */
export function parseYesNo(value: string | null | undefined, fallback = false): boolean {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return fallback;
}
