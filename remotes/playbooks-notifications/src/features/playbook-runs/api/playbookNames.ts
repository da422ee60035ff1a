import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, playbookSchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';

/** GET /db/playbook_names: the playbook filter's options, by title. */
export function usePlaybookNames() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.playbooks.key('names'),
    queryFn: ({ signal }) =>
      fetchRows(api, from('playbook_names').select('id,name,namespace,title,icon,category').order('title'), playbookSchema, {
        signal,
      }),
  });
}
