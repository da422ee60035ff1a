import type { AxiosInstance } from 'axios';
import type { EvidenceTarget } from '../lib/evidence';
import type { LinkFormValues } from '../lib/link-form';
import { createEvidence } from './createEvidence';
import { createHypothesis } from './createHypothesis';
import { createIncident } from '../../../api/createIncident';

export interface LinkRequest {
  /** Validated form values (an incident is chosen; an existing one comes with a hypothesis). */
  form: LinkFormValues;
  target: EvidenceTarget;
  /** The signed-in person (commander and communicator of a new incident). */
  userId: string | undefined;
}

/**
 * What earlier attempts already created, so trying again after a failure goes on from there
 * instead of opening a second incident. It applies only while the incident and hypothesis
 * choices stay the same (`key`).
 */
export interface LinkProgress {
  key?: string;
  incident?: { id: string; incident_id?: string | null | undefined; title: string };
  hypothesisId?: string;
}

export type LinkStage = 'incident' | 'hypothesis' | 'evidence';
export type LinkOutcome =
  | { ok: true; incident: { id: string; incident_id?: string | null | undefined; title: string }; created: boolean }
  | { ok: false; stage: LinkStage; created: boolean };

const progressKey = ({ form }: LinkRequest) =>
  JSON.stringify([form.incident, form.incident?.kind === 'new' ? [form.type, form.severity] : form.hypothesis]);

/** The failures of the flow are logged only (spec 2 section 8): the dialog says nothing. */
const logFailure = (stage: LinkStage, error: unknown) =>
  console.error(`[incidents] link to incident: the ${stage} could not be created`, error);

/**
 * The link-to-incident flow (spec 2 section 4): a new incident is created first, then a root
 * hypothesis when one is needed, then the evidence is attached. A failed step stops the flow and
 * answers false with the step; nothing is shown to the user.
 */
export async function linkToIncident(
  api: AxiosInstance,
  request: LinkRequest,
  progress: LinkProgress = {},
): Promise<LinkOutcome> {
  const { form, target, userId } = request;
  const key = progressKey(request);
  if (progress.key !== key) {
    progress.key = key;
    delete progress.incident;
    delete progress.hypothesisId;
  }
  let created = false;
  const choice = form.incident;
  if (!choice) return { ok: false, stage: 'incident', created };

  let incident = choice.kind === 'existing' ? { id: choice.id, title: choice.title } : progress.incident;
  if (!incident) {
    try {
      const row = await createIncident(api, {
        title: choice.title.trim(),
        type: form.type,
        severity: form.severity,
        description: form.description,
        userId,
      });
      incident = { id: row.id, incident_id: row.incident_id, title: row.title ?? choice.title.trim() };
      progress.incident = incident;
      created = true;
    } catch (error) {
      logFailure('incident', error);
      return { ok: false, stage: 'incident', created };
    }
  }

  let hypothesisId =
    choice.kind === 'existing' && form.hypothesis?.kind === 'existing' ? form.hypothesis.id : progress.hypothesisId;
  if (!hypothesisId) {
    // A new incident gets a root hypothesis named after it; for an existing one, the typed title.
    const title = choice.kind === 'new' ? incident.title : form.hypothesis?.title.trim();
    if (!title) return { ok: false, stage: 'hypothesis', created };
    try {
      hypothesisId = (await createHypothesis(api, incident.id, title)).id;
      progress.hypothesisId = hypothesisId;
      created = true;
    } catch (error) {
      logFailure('hypothesis', error);
      return { ok: false, stage: 'hypothesis', created };
    }
  }

  try {
    await createEvidence(api, hypothesisId, target, form.description);
  } catch (error) {
    logFailure('evidence', error);
    return { ok: false, stage: 'evidence', created };
  }
  delete progress.key;
  delete progress.incident;
  delete progress.hypothesisId;
  return { ok: true, incident, created: true };
}
