import { withParams } from '@opsdeck/shared/url-state';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?id=<connection>` opens that connection's form (a deep link); `?new=1` the Add Connection dialog. */
export function useConnectionParams() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const creating = params.get('new') === '1';
  const open = useCallback(
    (updates: { id?: string; new?: '1' }) => setParams((prev) => withParams(prev, { id: null, new: null, ...updates })),
    [setParams],
  );
  const close = useCallback(() => setParams((prev) => withParams(prev, { id: null, new: null })), [setParams]);
  return { id, creating, open, close };
}
