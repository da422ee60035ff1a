import {
  backToList,
  INCIDENT_DELETE_ROLES,
  invalidateResource,
  isClientError,
  ITEM_NOT_FOUND_HINT,
  NO_DETAILS_FOUND,
  routePaths,
} from '@opsdeck/contracts';
import { Button, EmptyState, ErrorPanel, Grid, Skeleton, Stack } from '@opsdeck/shared';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePeopleAndTeams } from '../../../api/people';
import { useUpdateIncident } from '../api/updateIncident';
import { useIncidentQueries } from '../hooks/useIncidentQueries';
import { CommentThread } from './CommentThread';
import { HypothesisTree } from './HypothesisTree';
import { IncidentFields } from './IncidentFields';
import { IncidentHeader } from './IncidentHeader';
import { IncidentHistoryList } from './IncidentHistoryList';
import { RespondersPanel } from './RespondersPanel';

/** /incidents/{id}: the incident, its hypotheses with evidence, comments, responders and history. */
export function IncidentDetailPage() {
  const { id = '' } = useParams();
  const incident = useIncidentQueries(id);
  const authorizer = useAuthorizer();
  const canEdit = authorizer.can('write', 'incident');
  const directory = usePeopleAndTeams(canEdit);
  const peopleById = useMemo(
    () => new Map((directory.data?.people ?? []).map((person) => [person.id, person])),
    [directory.data],
  );
  const update = useUpdateIncident(id, peopleById);
  const queryClient = useQueryClient();
  useTopBarRefresh(useCallback(() => invalidateResource(queryClient, 'incidents'), [queryClient]));

  if (incident.isPending) return <Skeleton h="40" m="4" />;
  // An id that is not a uuid is refused (400) by the server: there is no such incident either.
  if ((incident.isError && isClientError(incident.error)) || (incident.isSuccess && !incident.data))
    return (
      <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} data-testid="incident-not-found">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={routePaths.incidents()}>{backToList('incidents')}</RouterLink>
        </Button>
      </EmptyState>
    );
  if (incident.isError || !incident.data)
    return (
      <ErrorPanel error={incident.error}>
        <Button size="sm" onClick={() => void incident.refetch()}>
          Try again
        </Button>
      </ErrorPanel>
    );
  const canDelete = authorizer.isAdmin || authorizer.roles.some((role) => INCIDENT_DELETE_ROLES.includes(role));
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" p="4">
      <Stack gap="6" minW="0">
        <IncidentHeader incident={incident.data} update={update} canEdit={canEdit} canDelete={canEdit && canDelete} />
        <HypothesisTree incidentId={id} canEdit={canEdit} canEditEvidence={authorizer.can('write', 'evidences')} />
        <CommentThread incidentId={id} canComment={authorizer.can('write', 'comments')} />
      </Stack>
      <Stack gap="6" minW="0">
        <IncidentFields incident={incident.data} people={directory.data?.people ?? []} update={update} canEdit={canEdit} />
        <RespondersPanel incidentId={id} directory={directory.data} canEdit={authorizer.can('write', 'responder')} />
        <IncidentHistoryList incidentId={id} />
      </Stack>
    </Grid>
  );
}
