import { useComments } from '../api/incidentComments';
import { useIncident } from '../api/incidentDetail';
import { useIncidentHistory } from '../api/incidentHistory';
import { useHypotheses } from '../api/incidentHypotheses';
import { useResponders } from '../api/incidentResponders';

/**
 * Starts every request of the detail page at once, when the page mounts: the sections read the same
 * query keys, so they find their data in flight instead of asking only after the incident arrived.
 */
export function useIncidentQueries(id: string) {
  const incident = useIncident(id);
  useHypotheses(id);
  useComments(id);
  useResponders(id);
  useIncidentHistory(id);
  return incident;
}
