import { PLAYBOOK_TEXT, type PaletteCommandProps } from '@opsdeck/contracts';
import { ErrorPanel, errorMessageOf, Skeleton, Stack, Text } from '@opsdeck/shared';
import type { ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { useState } from 'react';
import { usePlaybooksList } from '../api/playbooksList';
import { RunTargetField, runTargetOf, targetKindsOf } from './RunFromListDialog';
import { PlaybookSelect, RunDialogFrame } from './RunPlaybookDialog';

/**
 * "Run playbook..." from the command palette: pick a playbook, then the resource it runs on when
 * it runs on one, then its parameters; Run opens the new run's page.
 */
export function RunPlaybookCommand({ onClose }: PaletteCommandProps) {
  const playbooks = usePlaybooksList();
  const [playbookId, setPlaybookId] = useState<string | null>(null);
  const [resource, setResource] = useState<ResourceSearchItem | null>(null);
  const playbook = playbooks.data?.find((candidate) => candidate.id === playbookId);
  const kinds = playbook ? targetKindsOf(playbook) : [];
  const target = runTargetOf(resource);
  const choose = (id: string) => {
    setPlaybookId(id);
    setResource(null);
  };
  return (
    <RunDialogFrame
      title={playbook ? `${PLAYBOOK_TEXT.runDialogTitle}: ${playbook.title || playbook.name}` : PLAYBOOK_TEXT.runDialogTitle}
      playbookId={playbookId}
      target={target}
      needsResource={kinds.length > 0 && !target}
      onClose={onClose}
      picker={
        playbooks.isPending ? (
          <Skeleton height="2rem" aria-label="Loading playbooks" />
        ) : playbooks.error ? (
          <ErrorPanel message={errorMessageOf(playbooks.error)} />
        ) : playbooks.data.length === 0 ? (
          <Text color="fg.muted">{PLAYBOOK_TEXT.noPlaybooks}</Text>
        ) : (
          <Stack gap="4">
            <PlaybookSelect playbooks={playbooks.data} value={playbookId} onChange={choose} />
            {kinds.length > 0 ? <RunTargetField kinds={kinds} value={resource} onChange={setResource} /> : null}
          </Stack>
        )
      }
    />
  );
}
