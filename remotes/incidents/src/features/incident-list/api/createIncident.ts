import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateResource, type NewIncidentForm } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import { createIncident } from '../../../api/createIncident';

/**
 * Creates an open incident with the signed-in person as commander and communicator (the server
 * records them as its creator). A failure shows the server's message.
 */
export function useCreateIncident(onCreated: (id: string) => void) {
  const api = useApi();
  const { user } = useAuthorizer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: NewIncidentForm) => createIncident(api, { ...form, userId: user?.id }),
    onSuccess: (incident) => {
      void invalidateResource(queryClient, 'incidents');
      onCreated(incident.id);
    },
    onError: (error) => notify.apiError(error),
  });
}
