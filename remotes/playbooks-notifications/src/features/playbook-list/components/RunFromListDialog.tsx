import { PLAYBOOK_TARGET_SELECTORS, PLAYBOOK_TEXT, type ResourceSearchKind } from '@opsdeck/contracts';
import { Field } from '@opsdeck/shared';
import { ResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { useState } from 'react';
import type { RunTarget } from '../api/playbookParams';
import type { PlaybookListRow } from '../api/playbooksList';
import { RunDialogFrame } from './RunPlaybookDialog';

const KIND_OF_SEARCH: Record<string, RunTarget['kind']> = { configs: 'config', components: 'component', checks: 'check' };

/** The run target of a picked search result. */
export const runTargetOf = (resource: ResourceSearchItem | null): RunTarget | null =>
  resource ? { kind: KIND_OF_SEARCH[resource.kind]!, id: resource.id } : null;

/** The required resource picker of a playbook that runs on one. */
export function RunTargetField({
  kinds,
  value,
  onChange,
}: {
  kinds: ResourceSearchKind[];
  value: ResourceSearchItem | null;
  onChange: (resource: ResourceSearchItem | null) => void;
}) {
  return (
    <Field.Root required>
      <Field.Label>
        {PLAYBOOK_TEXT.resource}
        <Field.RequiredIndicator />
      </Field.Label>
      <ResourceSearch kinds={kinds} label={PLAYBOOK_TEXT.resource} value={value} onChange={onChange} />
    </Field.Root>
  );
}

/** The kinds of resource a playbook runs on: those its spec has selectors for. */
export function targetKindsOf(playbook: Pick<PlaybookListRow, 'spec'>): ResourceSearchKind[] {
  return (Object.values(PLAYBOOK_TARGET_SELECTORS) as ResourceSearchKind[]).filter((key) => {
    const selectors = (playbook.spec as Record<string, unknown> | undefined)?.[key];
    return Array.isArray(selectors) && selectors.length > 0;
  });
}

/** Run from the playbook list: a resource is picked first when the playbook runs on one. */
export function RunFromListDialog({ playbook, onClose }: { playbook: PlaybookListRow; onClose: (done: boolean) => void }) {
  const kinds = targetKindsOf(playbook);
  const [resource, setResource] = useState<ResourceSearchItem | null>(null);
  const target = runTargetOf(resource);
  return (
    <RunDialogFrame
      title={`${PLAYBOOK_TEXT.runDialogTitle}: ${playbook.title || playbook.name}`}
      playbookId={playbook.id}
      target={target}
      needsResource={kinds.length > 0 && !target}
      onClose={onClose}
      picker={kinds.length > 0 ? <RunTargetField kinds={kinds} value={resource} onChange={setResource} /> : null}
    />
  );
}
