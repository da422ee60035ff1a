import { evidenceSchema, from, type Evidence } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import type { EvidenceTarget } from '../lib/evidence';
import { insertedRow } from '../../../api/createIncident';

/** The body of POST /db/evidences: what it is about, under which hypothesis; the server records the caller. */
export const newEvidenceBody = (hypothesisId: string, target: EvidenceTarget, description: string) => ({
  hypothesis_id: hypothesisId,
  type: target.type,
  description,
  evidence: target.evidence,
  ...target.columns,
});

/** POST /db/evidences?select=*: attaches the resource to the hypothesis. */
export async function createEvidence(
  api: AxiosInstance,
  hypothesisId: string,
  target: EvidenceTarget,
  description: string,
): Promise<Evidence> {
  const response = await api.post<unknown>(
    from('evidences').select('*').toString(),
    newEvidenceBody(hypothesisId, target, description),
  );
  return insertedRow(response.data, evidenceSchema);
}
