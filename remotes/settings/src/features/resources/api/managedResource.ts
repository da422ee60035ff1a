import { queryKeys } from '@opsdeck/contracts';
import { fetchResource, type ResourceRow, type ResourceTable } from '@opsdeck/shared/resource-editor';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';

/** One resource of a settings table by id (the same key the kit's editor reads it under). */
export function useManagedResource<Row extends ResourceRow>(table: ResourceTable<Row>, id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys[table.queryResource].detail(id),
    queryFn: ({ signal }) => fetchResource(api, table, id, signal),
    enabled,
  });
}
