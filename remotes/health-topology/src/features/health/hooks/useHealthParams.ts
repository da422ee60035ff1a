import { decodeFilterValue, encodeFilterValue, type FilterSelection } from '@opsdeck/contracts';
import { withParams } from '@opsdeck/shared/url-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HEALTH_PARAMS, parseHealthParams, type HealthParams } from '../lib/params';

export type ParamUpdates = Record<string, string | number | null | undefined>;

export interface HealthParamsState extends HealthParams {
  labels: FilterSelection;
  /** Writes URL parameters (replacing the history entry); undefined/'' removes one. */
  update: (updates: ParamUpdates) => void;
  setLabels: (selection: Readonly<Record<string, number>>) => void;
}

/** The health list's URL state, parsed, with setters. */
export function useHealthParams(): HealthParamsState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const parsed = useMemo(() => parseHealthParams(new URLSearchParams(search)), [search]);
  const rawLabels = params.get(HEALTH_PARAMS.labels);
  const labels = useMemo(() => decodeFilterValue(rawLabels), [rawLabels]);
  const update = useCallback(
    (updates: ParamUpdates) => setParams((prev) => withParams(prev, updates), { replace: true }),
    [setParams],
  );
  const setLabels = useCallback(
    (selection: Readonly<Record<string, number>>) => update({ [HEALTH_PARAMS.labels]: encodeFilterValue(selection) }),
    [update],
  );
  return { ...parsed, labels, update, setLabels };
}
