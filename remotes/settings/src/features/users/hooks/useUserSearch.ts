import { USERS_PARAMS } from '@opsdeck/contracts';
import { withParams } from '@opsdeck/shared/url-state';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list's search text, kept in the URL (`?search=`) so it survives reloads and can be linked. */
export function useUserSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(USERS_PARAMS.search) ?? '';
  const setSearch = useCallback(
    (text: string) => setParams((prev) => withParams(prev, { [USERS_PARAMS.search]: text.trim() }), { replace: true }),
    [setParams],
  );
  return [search, setSearch];
}
