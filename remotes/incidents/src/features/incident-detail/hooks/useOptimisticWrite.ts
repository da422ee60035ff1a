import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateResource } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';

export interface OptimisticWrite<Vars, Cached> {
  /** The cached read the write changes at once. */
  queryKey: QueryKey;
  /** The request. */
  write: (vars: Vars) => Promise<unknown>;
  /** The cached data as it will be after the write; undefined data stays undefined. */
  apply: (cached: Cached, vars: Vars) => Cached;
  /** The success toast, if the write has one. */
  success?: (vars: Vars) => string | undefined;
  onDone?: (vars: Vars) => void;
}

/**
 * A write shown at once: the cached read is updated before the request, put back if it fails
 * (with the server's message as a toast), and every incident read refreshed once it settles
 * (the history, lists and counts the write also changes).
 */
export function useOptimisticWrite<Vars, Cached>({ queryKey, write, apply, success, onDone }: OptimisticWrite<Vars, Cached>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cached>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<Cached>(queryKey, apply(previous, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      notify.apiError(error);
    },
    onSuccess: (_data, vars) => {
      const message = success?.(vars);
      if (message) notify.success(message);
      onDone?.(vars);
    },
    onSettled: () => invalidateResource(queryClient, 'incidents'),
  });
}
