import { PLAYBOOK_STATUS_COLOURS } from '@opsdeck/contracts';
import { Badge } from '@opsdeck/shared';

/** A run or action status as a coloured badge (pending_approval reads "pending approval"). */
export function RunStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Badge colorPalette={PLAYBOOK_STATUS_COLOURS[status] ?? 'gray'} variant="subtle" data-status={status}>
      {status.replace(/_/g, ' ')}
    </Badge>
  );
}
