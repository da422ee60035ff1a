import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, playbookSchema, queryKeys, type Playbook, type ResourceRef } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

/** The query parameter naming a resource of each kind a playbook can run on. */
export const TARGET_PARAM = { config: 'config_id', component: 'component_id', check: 'check_id' } as const;
export type RunTargetKind = keyof typeof TARGET_PARAM;
export const isRunTargetKind = (kind: string): kind is RunTargetKind => Object.hasOwn(TARGET_PARAM, kind);

const listSchema = z.array(playbookSchema);

/** GET /playbook/list?config_id=...: the playbooks that apply to the resource (reference 5.3). */
export async function fetchPlaybooksForResource(
  api: AxiosInstance,
  kind: RunTargetKind,
  id: string,
  signal?: AbortSignal,
): Promise<Playbook[]> {
  const response = await api.get<unknown>(`${API_SUB_BASES.playbook}/list`, { params: { [TARGET_PARAM[kind]]: id }, signal });
  return listSchema.parse(response.data ?? []);
}

export const playbooksForResourceOptions = (api: AxiosInstance, resource: Pick<ResourceRef, 'kind' | 'id'>) =>
  queryOptions({
    queryKey: queryKeys.playbooks.key('for-resource', resource.kind, resource.id),
    queryFn: ({ signal }) => fetchPlaybooksForResource(api, resource.kind as RunTargetKind, resource.id, signal),
    enabled: isRunTargetKind(resource.kind),
  });

export function usePlaybooksForResource(resource: Pick<ResourceRef, 'kind' | 'id'>) {
  return useQuery(playbooksForResourceOptions(useApi(), resource));
}
