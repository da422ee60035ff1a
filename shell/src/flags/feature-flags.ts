import { isFeatureEnabled } from '@opsdeck/contracts';
import type { FeatureFlags } from '@opsdeck/shared/services';

export interface PropertyRow {
  name: string;
  value: string;
}

/** Feature flags are properties named `<feature>.disable`; a disabled parent disables its children. */
export function createFeatureFlags(properties: readonly PropertyRow[]): FeatureFlags {
  const values: Record<string, string> = {};
  for (const { name, value } of properties) values[name] = value;
  return { isEnabled: (feature) => isFeatureEnabled(values, feature) };
}
