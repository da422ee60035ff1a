import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { canReadTables } from '../../../lib/access';
import { httpStatusOf } from '../lib/check-id';

export type CheckRelation = 'components' | 'configs';

export interface RelatedItem {
  id: string;
  name?: string | null | undefined;
  type?: string | null | undefined;
  icon?: string | null | undefined;
  health?: string | null | undefined;
}

/**
 * Each relation is its own query below /db/checks, so a role that may not read one of the tables
 * it touches loses that relation only, never the check (the server refuses a whole query when any
 * embedded relation is not readable). Embedded under checks rather than asked for directly: a
 * health-only installation offers the link tables only as embeds.
 */
const RELATIONS: Record<CheckRelation, { select: string; tables: readonly string[] }> = {
  components: {
    select: 'id,components:check_component_relationships(components(id,name,icon,type,health))',
    tables: ['checks', 'check_component_relationships', 'components'],
  },
  configs: {
    select: 'id,configs:check_config_relationships(configs(id,name,type,health))',
    tables: ['checks', 'check_config_relationships', 'configs'],
  },
};

export async function fetchCheckRelation(
  api: AxiosInstance,
  checkId: string,
  relation: CheckRelation,
  signal?: AbortSignal,
): Promise<RelatedItem[]> {
  const query = from('checks').select(RELATIONS[relation].select).eq('id', checkId);
  const [row] = await fetchRows(api, query, checkSchema, { signal });
  if (relation === 'components') return (row?.components ?? []).flatMap((link) => (link.components ? [link.components] : []));
  return (row?.configs ?? []).flatMap((link) => (link.configs ? [link.configs] : []));
}

// Not under the detail's key: Run Now refreshes the check, not what it relates to.
export const checkRelationKey = (checkId: string, relation: CheckRelation) =>
  queryKeys.checks.key('relations', checkId, relation);

export const checkRelationQueryOptions = (api: AxiosInstance, checkId: string, relation: CheckRelation, enabled = true) =>
  queryOptions({
    queryKey: checkRelationKey(checkId, relation),
    queryFn: ({ signal }) => fetchCheckRelation(api, checkId, relation, signal),
    enabled,
  });

/** What the Relationships tab can show of one relation. */
export type RelationState =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; items: RelatedItem[] };

/**
 * One relation of a check, asked for only when the user may read every table it touches (the
 * contracts' table-resource map); a 403 anyway (e.g. a deny row with a condition the console
 * cannot evaluate) reads as forbidden too.
 */
export function useCheckRelation(checkId: string, relation: CheckRelation, enabled: boolean): RelationState {
  const api = useApi();
  const authorizer = useAuthorizer();
  const permitted = canReadTables(authorizer, RELATIONS[relation].tables);
  const query = useQuery(checkRelationQueryOptions(api, checkId, relation, enabled && permitted));
  if (!permitted || (query.isError && httpStatusOf(query.error) === 403)) return { status: 'forbidden' };
  if (query.isError) return { status: 'error', error: query.error };
  if (query.isSuccess) return { status: 'ready', items: query.data };
  return { status: 'loading' };
}
