import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** DELETE /db/properties?name=eq.{name}: the flag goes, and with it its effect. */
export async function deleteProperty(api: AxiosInstance, name: string): Promise<void> {
  await api.delete(from('properties').eq('name', name).toString());
}

export function useDeleteProperty() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteProperty(api, name),
    onSuccess: () => invalidateResource(queryClient, 'properties'),
  });
}
