import { flagEffect } from '../lib/flag-effect';

/** A sentence saying what a `<feature>.disable` rule hides, with its parent and the features that go with it. */
export function FlagEffectText({ name, value }: { name: string; value: string }) {
  const effect = flagEffect(name);
  if (!effect) return null;
  const on = value.trim().toLowerCase() === 'true';
  const parts = [on ? `Hides ${effect.feature}` : `Leaves ${effect.feature} on`];
  if (on && effect.children.length) parts.push(`and ${effect.children.join(', ')}`);
  if (effect.parent) parts.push(`(also hidden when ${effect.parent} is disabled)`);
  return <>{parts.join(' ')}</>;
}
