import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, playbookParamsResponseSchema, queryKeys, type PlaybookParameter } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { TARGET_PARAM, type RunTargetKind } from './playbooksForResource';

export interface RunTarget {
  kind: RunTargetKind;
  id: string;
}

/** POST /playbook/{id}/params: the parameters with defaults rendered for the resource. */
export async function fetchPlaybookParams(
  api: AxiosInstance,
  playbookId: string,
  target: RunTarget | null,
  signal?: AbortSignal,
): Promise<PlaybookParameter[]> {
  const body = { id: playbookId, ...(target ? { [TARGET_PARAM[target.kind]]: target.id } : {}) };
  const response = await api.post<unknown>(`${API_SUB_BASES.playbook}/${encodeURIComponent(playbookId)}/params`, body, {
    signal,
  });
  return playbookParamsResponseSchema.parse(response.data ?? {}).params ?? [];
}

export const playbookParamsOptions = (
  api: AxiosInstance,
  playbookId: string | null,
  target: RunTarget | null,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: queryKeys.playbooks.key('params', playbookId, target?.kind ?? null, target?.id ?? null),
    queryFn: ({ signal }) => fetchPlaybookParams(api, playbookId!, target, signal),
    enabled: enabled && !!playbookId,
    // Defaults are rendered for the resource now: read them again each time the form opens.
    staleTime: 0,
  });

export function usePlaybookParams(playbookId: string | null, target: RunTarget | null, enabled = true) {
  return useQuery(playbookParamsOptions(useApi(), playbookId, target, enabled));
}
