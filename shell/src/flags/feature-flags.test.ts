import { createFeatureFlags } from './feature-flags';

describe('createFeatureFlags', () => {
  it('disables a feature whose <feature>.disable property is true', () => {
    const flags = createFeatureFlags([{ name: 'incidents.disable', value: 'true' }]);
    expect(flags.isEnabled('incidents')).toBe(false);
    expect(flags.isEnabled('health')).toBe(true);
  });

  it('disables children with their parent feature', () => {
    const flags = createFeatureFlags([{ name: 'health.disable', value: 'true' }]);
    expect(flags.isEnabled('settings.job_history')).toBe(false);
    expect(flags.isEnabled('settings.health')).toBe(false);
    expect(flags.isEnabled('settings.connections')).toBe(true);
  });

  it('treats a false value as enabled', () => {
    expect(createFeatureFlags([{ name: 'config.disable', value: 'false' }]).isEnabled('config')).toBe(true);
  });
});
