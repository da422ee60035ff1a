// Feature keys and the ".disable" flags that switch them off (spec 1 sections 1 and 2.3).
//
// The spec lists navigation keys and settings keys; "topology", "health" and "playbooks" occur in
// both lists. Settings keys are therefore namespaced as "settings.<key>" so that, for example,
// the topology settings page can be disabled without hiding the topology dashboard, while
// disabling the dashboard (its parent) still hides the settings page.

export const NAVIGATION_FEATURES = ['topology', 'health', 'incidents', 'config', 'logs', 'playbooks', 'agents'] as const;
export type NavigationFeature = (typeof NAVIGATION_FEATURES)[number];

export const SETTINGS_FEATURE_NAMES = [
  'connections',
  'users',
  'teams',
  'rules',
  'config_scraper',
  'topology',
  'health',
  'job_history',
  'feature_flags',
  'logging_backends',
  'event_queue_status',
  'organization_profile',
  'notifications',
  'playbooks',
  'integrations',
  'permissions',
  'audit_log',
] as const;
export type SettingsFeatureName = (typeof SETTINGS_FEATURE_NAMES)[number];
export type SettingsFeature = `settings.${SettingsFeatureName}`;

export const SETTINGS_FEATURE_PREFIX = 'settings.';
export const settingsFeature = (name: SettingsFeatureName): SettingsFeature => `settings.${name}`;

export const SETTINGS_FEATURES = SETTINGS_FEATURE_NAMES.map(settingsFeature);

export type Feature = NavigationFeature | SettingsFeature;

/** Every feature key by a readable name. */
export const FEATURES = {
  topology: 'topology',
  health: 'health',
  incidents: 'incidents',
  config: 'config',
  logs: 'logs',
  playbooks: 'playbooks',
  agents: 'agents',
  settingsConnections: 'settings.connections',
  settingsUsers: 'settings.users',
  settingsTeams: 'settings.teams',
  settingsRules: 'settings.rules',
  settingsConfigScraper: 'settings.config_scraper',
  settingsTopology: 'settings.topology',
  settingsHealth: 'settings.health',
  settingsJobHistory: 'settings.job_history',
  settingsFeatureFlags: 'settings.feature_flags',
  settingsLoggingBackends: 'settings.logging_backends',
  settingsEventQueueStatus: 'settings.event_queue_status',
  settingsOrganizationProfile: 'settings.organization_profile',
  settingsNotifications: 'settings.notifications',
  settingsPlaybooks: 'settings.playbooks',
  settingsIntegrations: 'settings.integrations',
  settingsPermissions: 'settings.permissions',
  settingsAuditLog: 'settings.audit_log',
} as const satisfies Record<string, Feature>;

/** Settings features that belong to a parent feature: disabling the parent hides them too. */
export const FEATURE_PARENTS: Readonly<Partial<Record<Feature, Feature>>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

export const DISABLE_SUFFIX = '.disable';

/** The property name that disables a feature: "<feature>.disable". */
export const disableKey = (feature: string): string => `${feature}${DISABLE_SUFFIX}`;

/**
 * Parent of a feature. Bare settings names ("config_scraper", "job_history") are accepted as
 * well as their namespaced form, since the spec writes them without a prefix.
 */
export function parentFeature(feature: string): Feature | undefined {
  const namespaced = feature.startsWith(SETTINGS_FEATURE_PREFIX) ? feature : `${SETTINGS_FEATURE_PREFIX}${feature}`;
  const parent = FEATURE_PARENTS[namespaced as Feature];
  // A bare "topology"/"health" is the navigation feature itself, not a child of itself.
  return parent === feature ? undefined : parent;
}

/** Feature flags as the properties table holds them: name -> value, or the rows themselves. */
export type FeatureFlags =
  | Readonly<Record<string, string | boolean | null | undefined>>
  | ReadonlyMap<string, string | boolean | null | undefined>
  | readonly { name: string; value: string | boolean | null | undefined }[];

function flagValue(flags: FeatureFlags, name: string): string | boolean | null | undefined {
  if (Array.isArray(flags)) {
    const rows = flags as readonly { name: string; value: string | boolean | null | undefined }[];
    return rows.find((row) => row.name === name)?.value;
  }
  if (flags instanceof Map) return flags.get(name);
  const record = flags as Readonly<Record<string, string | boolean | null | undefined>>;
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

const isTrue = (value: string | boolean | null | undefined): boolean =>
  value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** Whether `<feature>.disable` is set to true for the feature itself (ignoring parents). */
export function isFeatureDisabledDirectly(flags: FeatureFlags, feature: string): boolean {
  return isTrue(flagValue(flags, disableKey(feature)));
}

/** False when the feature or any of its parents is disabled. */
export function isFeatureEnabled(flags: FeatureFlags, feature: string): boolean {
  const seen = new Set<string>();
  let current: string | undefined = feature;
  while (current !== undefined && !seen.has(current)) {
    if (isFeatureDisabledDirectly(flags, current)) return false;
    seen.add(current);
    current = parentFeature(current);
  }
  return true;
}
