import type { ResourceTabProps } from '@opsdeck/contracts';
import { ChangesView } from './ChangesView';

/** The Changes tab of an item: its changes and, unless turned off, those of its related items to depth 5. */
export function ConfigChangesTab({ resource }: ResourceTabProps) {
  return <ChangesView configId={resource.id} />;
}
