import { useState } from 'react';
import type { ResourceRef } from '@opsdeck/contracts';
import { Box, Button, Flex, Spinner } from '../primitives';
import { useContributions } from './context';
import { ContributionView } from './ContributionView';

export interface ResourceActionsProps {
  resource: ResourceRef;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The actions other remotes contribute to a resource (Link to Incident on a check, Run Playbook
 * on a config item...), as buttons. An action's code loads when it is clicked; while it loads
 * the button spins, and a failure shows an error inside this slot.
 */
export function ResourceActions({ resource, size = 'sm' }: ResourceActionsProps) {
  const actions = useContributions('resource.action', resource.kind);
  const [active, setActive] = useState<string | null>(null);
  if (actions.length === 0) return null;
  const current = actions.find((action) => `${action.remote}:${action.id}` === active);
  return (
    <>
      {actions.map((action) => {
        const key = `${action.remote}:${action.id}`;
        return (
          <Button key={key} size={size} variant="outline" onClick={() => setActive(key)} data-contribution={key}>
            {action.label}
          </Button>
        );
      })}
      {current ? (
        <Flex basis="100%" data-slot="resource-action">
          <Box flex="1">
            <ContributionView
              contribution={current}
              props={{ resource, onClose: () => setActive(null) }}
              fallback={<Spinner size="sm" aria-label={`Loading ${current.label}`} />}
            />
          </Box>
        </Flex>
      ) : null}
    </>
  );
}
