import { useQuery } from '@tanstack/react-query';
import { commentSchema, fetchRows, from, queryKeys, type Comment } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export const commentsKey = (incidentId: string) => queryKeys.incidents.key('comments', incidentId);

/** The incident's comments, oldest first (newest last), with their authors. */
export async function fetchComments(api: AxiosInstance, incidentId: string, signal?: AbortSignal): Promise<Comment[]> {
  const query = from('comments')
    .select('id,comment,created_at,external_created_by,hypothesis_id,incident_id,created_by(id,name,avatar)')
    .eq('incident_id', incidentId)
    .order('created_at', { ascending: true });
  return fetchRows(api, query, commentSchema, { signal });
}

export function useComments(incidentId: string) {
  const api = useApi();
  return useQuery({ queryKey: commentsKey(incidentId), queryFn: ({ signal }) => fetchComments(api, incidentId, signal) });
}
