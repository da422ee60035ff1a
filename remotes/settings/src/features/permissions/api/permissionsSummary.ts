import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, from, permissionSummarySchema, queryKeys, type PermissionSummary } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export interface PermissionsPage {
  data: PermissionSummary[];
  totalEntries: number;
}

/** GET /db/permissions_summary, one page, newest first, with who created each row. */
export const permissionsSummaryQuery = (pageIndex: number, pageSize: number) =>
  from('permissions_summary')
    .select('*,created_by(id,name,avatar,email),updated_by(id,name,avatar,email)')
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
  return { data, totalEntries: total };
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
