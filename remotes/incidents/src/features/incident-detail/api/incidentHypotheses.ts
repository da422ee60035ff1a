import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, hypothesisSchema, queryKeys, type Hypothesis } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

const PERSON = 'id,name,avatar';
/** Each hypothesis with its evidence and what the evidence points at, to render it by type. */
export const HYPOTHESES_SELECT =
  `*,created_by(${PERSON}),evidences(*,created_by(${PERSON}),checks(id,name,status,icon),configs(id,name,type),` +
  'components(id,name,icon,health),config_changes(id,change_type,diff,summary,created_at),config_analysis(id,analyzer,message,severity,status))';

export const hypothesesKey = (incidentId: string) => queryKeys.incidents.key('hypotheses', incidentId);

export async function fetchHypotheses(api: AxiosInstance, incidentId: string, signal?: AbortSignal): Promise<Hypothesis[]> {
  const query = from('hypotheses')
    .select(HYPOTHESES_SELECT)
    .eq('incident_id', incidentId)
    .order('created_at', { ascending: true });
  return fetchRows(api, query, hypothesisSchema, { signal });
}

export function useHypotheses(incidentId: string) {
  const api = useApi();
  return useQuery({ queryKey: hypothesesKey(incidentId), queryFn: ({ signal }) => fetchHypotheses(api, incidentId, signal) });
}
