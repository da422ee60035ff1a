import { FEATURES, NAVIGATION_FEATURES, SETTINGS_FEATURES, disableKey, isFeatureEnabled, parentFeature } from './features';

describe('feature keys', () => {
  it('lists the navigation and settings keys of the spec', () => {
    expect(NAVIGATION_FEATURES).toEqual(['topology', 'health', 'incidents', 'config', 'logs', 'playbooks', 'agents']);
    expect(SETTINGS_FEATURES).toEqual([
      'settings.connections',
      'settings.users',
      'settings.teams',
      'settings.rules',
      'settings.config_scraper',
      'settings.topology',
      'settings.health',
      'settings.job_history',
      'settings.feature_flags',
      'settings.logging_backends',
      'settings.event_queue_status',
      'settings.organization_profile',
      'settings.notifications',
      'settings.playbooks',
      'settings.integrations',
      'settings.permissions',
      // Beyond the spec's list: the audit log page.
      'settings.audit_log',
    ]);
    expect(new Set(Object.values(FEATURES)).size).toBe(NAVIGATION_FEATURES.length + SETTINGS_FEATURES.length);
  });

  it('builds the disable key', () => {
    expect(disableKey('incidents')).toBe('incidents.disable');
    expect(disableKey('settings.job_history')).toBe('settings.job_history.disable');
  });

  it('knows the parents, with or without the settings prefix', () => {
    expect(parentFeature('settings.config_scraper')).toBe('config');
    expect(parentFeature('config_scraper')).toBe('config');
    expect(parentFeature('settings.topology')).toBe('topology');
    expect(parentFeature('settings.health')).toBe('health');
    expect(parentFeature('settings.job_history')).toBe('health');
    expect(parentFeature('job_history')).toBe('health');
    expect(parentFeature('topology')).toBeUndefined();
    expect(parentFeature('health')).toBeUndefined();
    expect(parentFeature('settings.connections')).toBeUndefined();
  });
});

describe('isFeatureEnabled', () => {
  it('is enabled without flags or with false values', () => {
    expect(isFeatureEnabled({}, 'incidents')).toBe(true);
    expect(isFeatureEnabled({ 'incidents.disable': 'false' }, 'incidents')).toBe(true);
    expect(isFeatureEnabled({ 'incidents.disable': '' }, 'incidents')).toBe(true);
  });

  it('is disabled by "<feature>.disable" = true', () => {
    expect(isFeatureEnabled({ 'incidents.disable': 'true' }, 'incidents')).toBe(false);
    expect(isFeatureEnabled({ 'incidents.disable': ' TRUE ' }, 'incidents')).toBe(false);
    expect(isFeatureEnabled({ 'incidents.disable': true }, 'incidents')).toBe(false);
    expect(isFeatureEnabled({ 'incidents.disable': 'true' }, 'health')).toBe(true);
  });

  it('is disabled when a parent is disabled', () => {
    const flags = { 'health.disable': 'true' };
    expect(isFeatureEnabled(flags, 'settings.job_history')).toBe(false);
    expect(isFeatureEnabled(flags, 'settings.health')).toBe(false);
    expect(isFeatureEnabled(flags, 'job_history')).toBe(false);
    expect(isFeatureEnabled(flags, 'settings.topology')).toBe(true);
    expect(isFeatureEnabled({ 'config.disable': 'true' }, 'settings.config_scraper')).toBe(false);
    expect(isFeatureEnabled({ 'topology.disable': 'true' }, 'settings.topology')).toBe(false);
  });

  it('a disabled child does not disable its parent', () => {
    expect(isFeatureEnabled({ 'settings.topology.disable': 'true' }, 'topology')).toBe(true);
    expect(isFeatureEnabled({ 'settings.topology.disable': 'true' }, 'settings.topology')).toBe(false);
  });

  it('reads property rows and maps as well as records', () => {
    const rows = [
      { name: 'logs.disable', value: 'true' },
      { name: 'agents.disable', value: 'false' },
    ];
    expect(isFeatureEnabled(rows, 'logs')).toBe(false);
    expect(isFeatureEnabled(rows, 'agents')).toBe(true);
    expect(isFeatureEnabled(new Map([['config.disable', 'true']]), 'settings.config_scraper')).toBe(false);
  });

  it('ignores inherited object keys', () => {
    expect(isFeatureEnabled(Object.create({ 'logs.disable': 'true' }) as Record<string, string>, 'logs')).toBe(true);
  });
});
