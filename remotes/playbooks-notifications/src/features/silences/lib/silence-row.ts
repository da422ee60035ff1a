import { routePaths, type Silence } from '@opsdeck/contracts';

export const INDEFINITELY = 'indefinitely';

/** Active: in force or still to come; expired: its end has passed. */
export type SilenceState = 'active' | 'expired';

export function silenceState(silence: Pick<Silence, 'until'>, now: Date = new Date()): SilenceState {
  if (!silence.until) return 'active';
  const until = Date.parse(silence.until);
  return Number.isFinite(until) && until <= now.getTime() ? 'expired' : 'active';
}

export interface SilencedResource {
  kind: 'Check' | 'Config' | 'Component';
  id: string;
  name: string;
  /** Its page: a check's modal over the health page (last hour), a config item, a topology. */
  href: string;
}

/** What the silence is about, from the list's embeds (or the bare id when the embed is missing). */
export function silencedResource(silence: Silence): SilencedResource | null {
  if (silence.check_id) {
    return {
      kind: 'Check',
      id: silence.check_id,
      name: silence.checks?.name || silence.check_id,
      href: routePaths.healthCheck(silence.check_id, '1h'),
    };
  }
  if (silence.config_id) {
    return {
      kind: 'Config',
      id: silence.config_id,
      name: silence.catalog?.name || silence.config_id,
      href: routePaths.catalogItem(silence.config_id),
    };
  }
  if (silence.component_id) {
    return {
      kind: 'Component',
      id: silence.component_id,
      name: silence.component?.name || silence.component_id,
      href: routePaths.topology(silence.component_id),
    };
  }
  return null;
}
