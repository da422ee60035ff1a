import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchList,
  fetchRows,
  from,
  permissionSummarySchema,
  personSchema,
  queryKeys,
  type PermissionSummary,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export interface PermissionsPage {
  data: PermissionSummary[];
  totalEntries: number;
}

/** GET /db/permissions_summary, one page, newest first, with who created each row. */
export const permissionsSummaryQuery = (pageIndex: number, pageSize: number) =>
  from('permissions_summary')
    .select('*,created_by(id,name,avatar,email)')
    .isNull('deleted_at')
    .order('created_at', { ascending: false })
    .page(pageIndex, pageSize);

export async function fetchPermissionsSummary(
  api: AxiosInstance,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PermissionsPage> {
  const query = permissionsSummaryQuery(page.pageIndex, page.pageSize);
  const { data, total } = await fetchList(api, query, permissionSummarySchema, signal ? { signal } : {});
  return { data: await withEditors(api, data, signal), totalEntries: total };
}

/**
 * updated_by has no foreign key to embed through: the people it names are read in one more call.
 * Callers who may not read people (identities) keep the bare ids.
 */
async function withEditors(api: AxiosInstance, rows: PermissionSummary[], signal?: AbortSignal): Promise<PermissionSummary[]> {
  const ids = [...new Set(rows.flatMap((row) => (typeof row.updated_by === 'string' ? [row.updated_by] : [])))];
  if (ids.length === 0) return rows;
  try {
    const people = await fetchRows(
      api,
      from('people').select('id,name,avatar,email').in('id', ids),
      personSchema,
      signal ? { signal } : {},
    );
    const byId = new Map(people.map((person) => [person.id, person]));
    return rows.map((row) =>
      typeof row.updated_by === 'string' && byId.has(row.updated_by) ? { ...row, updated_by: byId.get(row.updated_by)! } : row,
    );
  } catch {
    return rows;
  }
}

export const permissionsSummaryQueryOptions = (api: AxiosInstance, page: { pageIndex: number; pageSize: number }) => ({
  queryKey: queryKeys.permissions.list(page),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPermissionsSummary(api, page, signal),
  placeholderData: keepPreviousData,
});

export function usePermissionsSummary(page: { pageIndex: number; pageSize: number }) {
  const api = useApi();
  return useQuery(permissionsSummaryQueryOptions(api, page));
}
