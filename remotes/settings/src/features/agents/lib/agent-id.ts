import { isUuid, NIL_AGENT_ID } from '@opsdeck/contracts';

/** An agent id worth showing: null, empty, malformed and the all-zero id all mean no agent. */
export function agentIdOrNone(value: string | null | undefined): string | null {
  if (!value || !isUuid(value) || value === NIL_AGENT_ID) return null;
  return value;
}
