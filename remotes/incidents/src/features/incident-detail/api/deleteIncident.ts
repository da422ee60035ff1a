import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSuccessfully, from, INCIDENT_RESOURCE_NAMES, invalidateResource } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** DELETE /db/incidents?id=eq.{id}: the backend removes what hangs off it. */
export async function deleteIncident(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(from('incidents').eq('id', id).toString());
}

export function useDeleteIncident(id: string, onDeleted: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteIncident(api, id),
    onSuccess: () => {
      notify.success(deletedSuccessfully(INCIDENT_RESOURCE_NAMES.incident));
      void invalidateResource(queryClient, 'incidents');
      onDeleted();
    },
    onError: (error) => notify.apiError(error),
  });
}
