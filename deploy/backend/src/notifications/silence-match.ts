/**
 * Whether an active silence covers an event: by its resource (a check, its canary, a config item
 * or component, and with `recursive` their descendants), by its CEL filter over the event, or by
 * its selectors (name, namespace, types, tags, health, statuses). A silence that names several
 * of these must match them all; one that names none matches nothing.
 */
import { celMatches } from '@opsdeck/contracts';
import type { EventContext } from './event-context';

export interface SilenceRow {
  id: string;
  name: string;
  filter: string | null;
  selectors: unknown;
  recursive: boolean | null;
  from: string | null;
  until: string | null;
  check_id: string | null;
  canary_id: string | null;
  config_id: string | null;
  component_id: string | null;
  deleted_at?: string | null;
}

interface Selector {
  id?: string;
  name?: string;
  namespace?: string;
  types?: string[];
  health?: string;
  statuses?: string[];
  tagSelector?: string;
  labelSelector?: string;
}

/** In force at `now`: not deleted, started, not ended (no end: indefinitely). */
export function silenceActive(silence: SilenceRow, now: Date): boolean {
  if (silence.deleted_at) return false;
  if (silence.from && Date.parse(silence.from) > now.getTime()) return false;
  return !silence.until || Date.parse(silence.until) > now.getTime();
}

/** `*` wildcards at either end, and comma-separated alternatives with `!` negations. */
function matchesPattern(pattern: string, value: string | null): boolean {
  const parts = pattern
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const negated = parts.filter((part) => part.startsWith('!')).map((part) => part.slice(1));
  const wanted = parts.filter((part) => !part.startsWith('!'));
  const test = (glob: string) => {
    const source = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    return new RegExp(`^${source}$`, 'i').test(value ?? '');
  };
  if (negated.some(test)) return false;
  return wanted.length === 0 || wanted.some(test);
}

/** `key=value,key2!=value2` over the resource's tags or labels. */
function matchesTags(expression: string, tags: Record<string, string>): boolean {
  return expression
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const negated = part.includes('!=');
      const [key, value] = part.split(negated ? '!=' : '=').map((side) => side.trim());
      if (!key) return true;
      if (value === undefined) return key in tags;
      return negated ? tags[key] !== value : tags[key] === value;
    });
}

function selectorMatches(selector: Selector, context: EventContext): boolean {
  const { resource } = context;
  if (selector.id && selector.id !== resource.id) return false;
  if (selector.name && !matchesPattern(selector.name, resource.name)) return false;
  if (selector.namespace && !matchesPattern(selector.namespace, resource.namespace)) return false;
  if (selector.types?.length && !selector.types.some((type) => matchesPattern(type, resource.type))) return false;
  if (selector.health && !matchesPattern(selector.health, resource.health)) return false;
  if (selector.statuses?.length && !selector.statuses.some((status) => matchesPattern(status, resource.status))) return false;
  const tagExpression = selector.tagSelector ?? selector.labelSelector;
  if (tagExpression && !matchesTags(tagExpression, resource.tags)) return false;
  return true;
}

const asSelectors = (value: unknown): Selector[] =>
  Array.isArray(value) ? value.filter((item): item is Selector => Boolean(item) && typeof item === 'object') : [];

function resourceMatches(silence: SilenceRow, context: EventContext): boolean | null {
  const { resource } = context;
  const covers = (id: string | null, kind: string) =>
    id === null
      ? null
      : resource.kind === kind && (resource.id === id || (Boolean(silence.recursive) && resource.ancestors.includes(id)));
  const results = [
    silence.check_id === null ? null : resource.kind === 'check' && resource.id === silence.check_id,
    silence.canary_id === null ? null : resource.canaryId === silence.canary_id,
    covers(silence.config_id, 'config'),
    covers(silence.component_id, 'component'),
  ].filter((result): result is boolean => result !== null);
  return results.length === 0 ? null : results.every(Boolean);
}

/** True when the silence covers the event; a filter that does not parse covers nothing. */
export function silenceMatches(silence: SilenceRow, context: EventContext): boolean {
  const checks: boolean[] = [];
  const byResource = resourceMatches(silence, context);
  if (byResource !== null) checks.push(byResource);
  if (silence.filter) {
    try {
      checks.push(celMatches(silence.filter, context.env));
    } catch {
      checks.push(false);
    }
  }
  const selectors = asSelectors(silence.selectors);
  if (selectors.length) checks.push(selectors.some((selector) => selectorMatches(selector, context)));
  return checks.length > 0 && checks.every(Boolean);
}

/** The first active silence covering the event, if any. */
export function findSilence(silences: SilenceRow[], context: EventContext, now: Date): SilenceRow | null {
  return silences.find((silence) => silenceActive(silence, now) && silenceMatches(silence, context)) ?? null;
}
