import type { FilterSelection } from '@opsdeck/contracts';
import { useTriStateFilterParam, withParams } from '@opsdeck/shared/url-state';
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

/** The health list's URL state, parsed, with setters. The label filter is the kit's tri-state URL filter ("key=value:1,..."). */
export function useHealthParams(): HealthParamsState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const parsed = useMemo(() => parseHealthParams(new URLSearchParams(search)), [search]);
  const { selection: labels, setSelection: setLabels } = useTriStateFilterParam(HEALTH_PARAMS.labels);
  const update = useCallback(
    (updates: ParamUpdates) => setParams((prev) => withParams(prev, updates), { replace: true }),
    [setParams],
  );
  return { ...parsed, labels, update, setLabels };
}
