import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

/** The flag form's payload, checked before it leaves the browser. */
export const propertyInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  value: z.string().check(z.trim(), z.minLength(1)),
});
export type PropertyInput = z.infer<typeof propertyInputSchema>;

/** POST /db/properties for a new name, PATCH ?name=eq.{original} to change one. */
export async function saveProperty(api: AxiosInstance, input: PropertyInput, original?: string): Promise<void> {
  const body = propertyInputSchema.parse(input);
  if (original === undefined) await api.post(from('properties').toString(), body);
  else await api.patch(from('properties').eq('name', original).toString(), body);
}

/**
 * Saves a property and refreshes every read of properties, the shell's feature flags included
 * (their key sits under the properties prefix), so the sidebar follows without a reload.
 */
export function useSaveProperty(original: string | undefined, onSaved: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyInput) => saveProperty(api, input, original),
    onSuccess: async () => {
      await invalidateResource(queryClient, 'properties');
      onSaved();
    },
    onError: (error) => notify.apiError(error),
  });
}
