import { COMPONENT_SCOPE_LABEL, fetchComponentName, queryKeys } from '@opsdeck/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../services/context';
import { ScopeChip } from './ScopeChip';

/** The chip of a list narrowed to one component (a topology badge led there), named once known. */
export function ComponentScopeChip({ componentId, onClear }: { componentId: string; onClear: () => void }) {
  const api = useApi();
  const name = useQuery({
    queryKey: queryKeys.components.key('name', componentId),
    queryFn: ({ signal }) => fetchComponentName(api, componentId, signal),
  });
  return <ScopeChip label={COMPONENT_SCOPE_LABEL} value={name.data ?? componentId} onClear={onClear} />;
}
