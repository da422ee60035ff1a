import {
  DISABLE_SUFFIX,
  disableKey,
  FEATURE_PARENTS,
  NAVIGATION_FEATURES,
  parentFeature,
  SETTINGS_FEATURES,
  type Feature,
} from '@opsdeck/contracts';

/** Every feature that can be switched off, navigation features first. */
export const KNOWN_FEATURES: readonly Feature[] = [...NAVIGATION_FEATURES, ...SETTINGS_FEATURES];

/** The `<feature>.disable` name of every known feature, for the name field's suggestions. */
export const DISABLE_FLAG_NAMES: readonly string[] = KNOWN_FEATURES.map(disableKey);

export interface FlagEffect {
  /** The feature the flag switches off. */
  feature: string;
  /** Its parent: switching the parent off hides this feature too. */
  parent: Feature | undefined;
  /** Features that go with it (their parent is this feature). */
  children: Feature[];
}

/** What a property does when it is a `<feature>.disable` rule; null for any other property. */
export function flagEffect(name: string): FlagEffect | null {
  if (!name.endsWith(DISABLE_SUFFIX)) return null;
  const feature = name.slice(0, -DISABLE_SUFFIX.length);
  if (feature === '') return null;
  const children = (Object.keys(FEATURE_PARENTS) as Feature[]).filter((child) => FEATURE_PARENTS[child] === feature);
  return { feature, parent: parentFeature(feature), children };
}

/** A flag's value as saved: a disable rule's value is true or false, anything else as typed. */
export function normalizeFlagValue(name: string, value: string): string {
  const trimmed = value.trim();
  if (flagEffect(name) && /^(true|false)$/i.test(trimmed)) return trimmed.toLowerCase();
  return trimmed;
}
