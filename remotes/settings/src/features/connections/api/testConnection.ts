import { CONNECTION_API, connectionTestResultSchema, invalidateResource, type ConnectionTestResult } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** POST /people/connection/test/{id}: tests the saved connection against the real system. */
export async function testConnection(api: AxiosInstance, id: string): Promise<ConnectionTestResult> {
  const { data } = await api.post(CONNECTION_API.test(id));
  return connectionTestResultSchema.parse(data);
}

export function useTestConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => testConnection(api, id),
    // The list shows the outcome of the last test as the connection's health.
    onSettled: () => invalidateResource(queryClient, 'connections'),
  });
}
