import { from, invalidateResource, type QueryResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const savedSchema = z.array(z.looseObject({ id: z.string() }));

/** POST /db/{table} (id absent) or PATCH /db/{table}?id=eq.{id}; answers the id. */
export async function saveManaged(api: AxiosInstance, table: string, id: string | undefined, body: object): Promise<string> {
  if (id) {
    await api.patch(from(table).eq('id', id).toString(), body);
    return id;
  }
  const { data } = await api.post<unknown>(from(table).toString(), body);
  const saved = savedSchema.parse(data)[0];
  if (!saved) throw new Error(`The server did not return the new row of ${table}`);
  return saved.id;
}

/** Soft delete: deleted_at set to now. */
export async function softDelete(api: AxiosInstance, table: string, id: string): Promise<void> {
  await api.patch(from(table).eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useManagedWrites(table: string, resource: QueryResource) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateResource(queryClient, resource);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string | undefined; body: object }) => saveManaged(api, table, id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => softDelete(api, table, id), onSuccess }),
  };
}
