import { isFeatureEnabled } from '@opsdeck/contracts';
import { DISABLE_FLAG_NAMES, flagEffect, normalizeFlagValue } from './flag-effect';

describe('feature flag effect', () => {
  it('reads a <feature>.disable rule: the feature, its parent and the features that go with it', () => {
    expect(flagEffect('health.disable')).toEqual({
      feature: 'health',
      parent: undefined,
      children: ['settings.health', 'settings.job_history'],
    });
    expect(flagEffect('settings.job_history.disable')).toEqual({
      feature: 'settings.job_history',
      parent: 'health',
      children: [],
    });
    expect(flagEffect('support.email')).toBeNull();
    expect(flagEffect('.disable')).toBeNull();
  });

  it('matches what the shell hides: a disabled parent hides its children', () => {
    const flags = { 'health.disable': 'true' };
    for (const child of flagEffect('health.disable')!.children) expect(isFeatureEnabled(flags, child)).toBe(false);
    expect(isFeatureEnabled(flags, 'settings.connections')).toBe(true);
  });

  it('offers every feature key and saves a rule as true or false', () => {
    expect(DISABLE_FLAG_NAMES).toContain('incidents.disable');
    expect(DISABLE_FLAG_NAMES).toContain('settings.feature_flags.disable');
    expect(normalizeFlagValue('logs.disable', ' TRUE ')).toBe('true');
    expect(normalizeFlagValue('support.email', ' Ops@x ')).toBe('Ops@x');
  });
});
