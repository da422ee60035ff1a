import { DEFAULT_NEW_INCIDENT_STATUS, from, incidentSchema, type Incident } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

export interface NewIncident {
  title: string;
  type: string;
  severity: string;
  description: string;
  /** The signed-in person: commander and communicator of the new incident. */
  userId: string | undefined;
}

/** The body of POST /db/incidents; created_by is left out, so the server records the caller. */
export function newIncidentBody({ title, type, severity, description, userId }: NewIncident): Record<string, string> {
  return {
    title,
    type,
    severity,
    description,
    status: DEFAULT_NEW_INCIDENT_STATUS,
    ...(userId ? { commander_id: userId, communicator_id: userId } : {}),
  };
}

/** The one row a POST answers with (an array, with Prefer: return=representation). */
export function insertedRow<Schema extends z.core.$ZodType>(data: unknown, schema: Schema): z.output<Schema> {
  const row: unknown = Array.isArray(data) ? data[0] : data;
  return z.parse(schema, row);
}

/** POST /db/incidents?select=*: a new open incident, returned as stored. */
export async function createIncident(api: AxiosInstance, incident: NewIncident): Promise<Incident> {
  const response = await api.post<unknown>(from('incidents').select('*').toString(), newIncidentBody(incident));
  return insertedRow(response.data, incidentSchema);
}
