import type { EventContext } from './event-context';
import { findSilence, silenceActive, silenceMatches, type SilenceRow } from './silence-match';

const now = new Date('2026-08-20T10:00:00Z');

const silence = (values: Partial<SilenceRow>): SilenceRow => ({
  id: 's1',
  name: 's1',
  filter: null,
  selectors: null,
  recursive: null,
  from: '2026-08-20T09:00:00Z',
  until: null,
  check_id: null,
  canary_id: null,
  config_id: null,
  component_id: null,
  ...values,
});

const context = (kind: 'check' | 'config' | 'component', values: Partial<EventContext['resource']> = {}): EventContext => {
  const resource = {
    kind,
    id: 'r1',
    name: 'payments-api',
    type: 'Kubernetes::Deployment',
    ancestors: ['root', 'parent'],
    canaryId: kind === 'check' ? 'canary-1' : null,
    namespace: 'payments',
    tags: { namespace: 'payments', cluster: 'prod' },
    health: 'unhealthy',
    status: 'Degraded',
    description: null,
    ...values,
  };
  return {
    eventName: `${kind}.failed`,
    resource,
    env: { [kind]: { name: resource.name, type: resource.type, tags: resource.tags } },
  };
};

describe('silenceActive', () => {
  it('is in force from its start until its end, indefinitely without one, never once deleted', () => {
    expect(silenceActive(silence({}), now)).toBe(true);
    expect(silenceActive(silence({ until: '2026-08-20T11:00:00Z' }), now)).toBe(true);
    expect(silenceActive(silence({ until: '2026-08-20T09:30:00Z' }), now)).toBe(false);
    expect(silenceActive(silence({ from: '2026-08-20T10:30:00Z' }), now)).toBe(false);
    expect(silenceActive(silence({ deleted_at: '2026-08-20T09:30:00Z' }), now)).toBe(false);
  });
});

describe('silenceMatches', () => {
  it('covers its check, and every check of its canary', () => {
    expect(silenceMatches(silence({ check_id: 'r1' }), context('check'))).toBe(true);
    expect(silenceMatches(silence({ check_id: 'other' }), context('check'))).toBe(false);
    expect(silenceMatches(silence({ canary_id: 'canary-1' }), context('check'))).toBe(true);
  });

  it('covers descendants of a config item or component only when recursive', () => {
    expect(silenceMatches(silence({ config_id: 'parent' }), context('config'))).toBe(false);
    expect(silenceMatches(silence({ config_id: 'parent', recursive: true }), context('config'))).toBe(true);
    expect(silenceMatches(silence({ component_id: 'root', recursive: true }), context('component'))).toBe(true);
    expect(silenceMatches(silence({ component_id: 'root', recursive: true }), context('config'))).toBe(false);
  });

  it('covers what its filter expression matches; a filter that does not parse covers nothing', () => {
    expect(silenceMatches(silence({ filter: "config.tags.cluster == 'prod'" }), context('config'))).toBe(true);
    expect(silenceMatches(silence({ filter: "config.tags.cluster == 'dev'" }), context('config'))).toBe(false);
    expect(silenceMatches(silence({ filter: "config.name == 'x" }), context('config'))).toBe(false);
  });

  it('covers what one of its selectors matches: name patterns, types, namespace and tags', () => {
    expect(silenceMatches(silence({ selectors: [{ name: 'payments-*' }] }), context('config'))).toBe(true);
    expect(
      silenceMatches(silence({ selectors: [{ name: 'orders-*' }, { types: ['Kubernetes::Deployment'] }] }), context('config')),
    ).toBe(true);
    expect(
      silenceMatches(silence({ selectors: [{ namespace: 'payments', tagSelector: 'cluster=prod' }] }), context('config')),
    ).toBe(true);
    expect(silenceMatches(silence({ selectors: [{ tagSelector: 'cluster!=prod' }] }), context('config'))).toBe(false);
  });

  it('needs every part it names to match, and matches nothing when it names nothing', () => {
    expect(silenceMatches(silence({ check_id: 'r1', filter: "check.name == 'other'" }), context('check'))).toBe(false);
    expect(silenceMatches(silence({}), context('check'))).toBe(false);
  });
});

describe('findSilence', () => {
  it('returns the first active silence that covers the event', () => {
    const expired = silence({ id: 'old', check_id: 'r1', until: '2026-08-20T09:30:00Z' });
    const active = silence({ id: 'new', check_id: 'r1' });
    expect(findSilence([expired, active], context('check'), now)?.id).toBe('new');
    expect(findSilence([expired], context('check'), now)).toBeNull();
  });
});
