import { from, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import type { ConnectionBody } from '../lib/form-values';

const savedSchema = z.array(z.looseObject({ id: z.string() }));

/** POST /db/connections for a new one, PATCH /db/connections?id=eq.{id} otherwise; answers the id. */
export async function saveConnection(api: AxiosInstance, body: ConnectionBody, id?: string): Promise<string> {
  if (id) {
    await api.patch(from('connections').eq('id', id).toString(), body);
    return id;
  }
  const { data } = await api.post<unknown>(from('connections').toString(), body, {
    headers: { Prefer: 'return=representation' },
  });
  const saved = savedSchema.parse(data)[0];
  if (!saved) throw new Error('The server did not return the new connection');
  return saved.id;
}

export function useSaveConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: ConnectionBody; id?: string | undefined }) => saveConnection(api, body, id),
    onSuccess: () => invalidateResource(queryClient, 'connections'),
  });
}
