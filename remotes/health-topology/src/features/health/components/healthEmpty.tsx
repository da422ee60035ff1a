import { CLEAR_FILTERS_LABEL, HEALTH_EMPTY, NOTHING_MATCHES_FILTERS } from '@opsdeck/contracts';
import { Button } from '@opsdeck/shared';
import type { ReactNode } from 'react';

/** What an empty health list says under "No data available", and its next action. */
export interface HealthEmpty {
  description?: string;
  action?: ReactNode;
}

/**
 * Why the list is empty: only passing checks, hidden by Hide Passing (show them), or filters that
 * match nothing (clear them). Undefined when there is simply nothing to list.
 */
export function healthEmptyOf(input: {
  anyPassing: boolean;
  hidePassing: boolean;
  narrowed: boolean;
  onShowPassing: () => void;
  onClearFilters: () => void;
}): HealthEmpty | undefined {
  if (input.hidePassing && input.anyPassing && !input.narrowed)
    return {
      description: HEALTH_EMPTY.allPassingHidden,
      action: (
        <Button size="sm" variant="outline" onClick={input.onShowPassing}>
          {HEALTH_EMPTY.showPassing}
        </Button>
      ),
    };
  if (input.narrowed)
    return {
      description: NOTHING_MATCHES_FILTERS,
      action: (
        <Button size="sm" variant="outline" onClick={input.onClearFilters}>
          {CLEAR_FILTERS_LABEL}
        </Button>
      ),
    };
  return undefined;
}
