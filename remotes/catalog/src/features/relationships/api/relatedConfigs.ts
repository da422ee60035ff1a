import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, queryKeys, rpc } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

export const relatedItemSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  health: z.nullish(z.string()),
  status: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
  related_ids: z.nullish(z.array(z.string())),
});

export type RelationDirection = 'incoming' | 'outgoing' | 'all';

export interface RelatedConfigsRequest {
  configId: string;
  direction: RelationDirection;
  depth: number;
  includeDeleted: boolean;
  /** Only these types (empty: all). */
  types: readonly string[];
}

/** GET /db/rpc/related_configs_recursive: the items related to one, in walk order, up to a depth. */
export function relatedConfigsQuery(request: RelatedConfigsRequest) {
  let query = rpc('related_configs_recursive', {
    config_id: request.configId,
    type_filter: request.direction,
    include_deleted_configs: request.includeDeleted,
    max_depth: request.depth,
  }).select('id,name,type,health,status,deleted_at,related_ids');
  if (request.types.length > 0) query = query.in('type', request.types);
  return query;
}

export const relatedConfigsQueryOptions = (api: AxiosInstance, request: RelatedConfigsRequest) =>
  queryOptions({
    queryKey: queryKeys.configs.key('related', request),
    queryFn: ({ signal }) => fetchRows(api, relatedConfigsQuery(request), relatedItemSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRelatedConfigs = (request: RelatedConfigsRequest) => useQuery(relatedConfigsQueryOptions(useApi(), request));
