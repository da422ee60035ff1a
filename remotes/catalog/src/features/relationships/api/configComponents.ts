import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

export const configComponentSchema = z.looseObject({
  component_id: z.string(),
  selector_id: z.nullish(z.string()),
  components: z.nullish(
    z.looseObject({ id: z.string(), name: z.nullish(z.string()), icon: z.nullish(z.string()), type: z.nullish(z.string()) }),
  ),
});

/** GET /db/config_component_relationships?config_id=eq.{id}: the components linked to an item. */
export const configComponentsQuery = (configId: string) =>
  from('config_component_relationships')
    .select('component_id,selector_id,components!config_component_relationships_component_id_fkey(id,name,icon,type)')
    .eq('config_id', configId)
    .isNull('deleted_at');

export const configComponentsQueryOptions = (api: AxiosInstance, configId: string) =>
  queryOptions({
    // Under components: linking from either side refreshes both.
    queryKey: queryKeys.components.key('for-config', configId),
    queryFn: ({ signal }) => fetchRows(api, configComponentsQuery(configId), configComponentSchema, { signal }),
  });

export const useConfigComponents = (configId: string) => useQuery(configComponentsQueryOptions(useApi(), configId));
