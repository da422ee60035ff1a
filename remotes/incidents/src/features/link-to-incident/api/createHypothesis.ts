import { from, hypothesisSchema, LINK_TO_INCIDENT, type Hypothesis } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { insertedRow } from '../../../api/createIncident';

/** The body of POST /db/hypotheses for the dialog: a possible root hypothesis; the server records the caller. */
export const newHypothesisBody = (incidentId: string, title: string) => ({
  incident_id: incidentId,
  title,
  status: LINK_TO_INCIDENT.newHypothesisStatus,
  type: LINK_TO_INCIDENT.newHypothesisType,
});

/** POST /db/hypotheses?select=*: a root hypothesis of the incident, returned as stored. */
export async function createHypothesis(api: AxiosInstance, incidentId: string, title: string): Promise<Hypothesis> {
  const response = await api.post<unknown>(from('hypotheses').select('*').toString(), newHypothesisBody(incidentId, title));
  return insertedRow(response.data, hypothesisSchema);
}
