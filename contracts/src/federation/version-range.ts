/**
 * Whether a shared singleton's version satisfies the range a remote asked for. Caret and exact
 * ranges are the only forms the builds write (`^x.y.z`, `x.y.z`); the deploy-time skew check and
 * the About page apply this same rule.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^[\^~=v]/, '')
      .split('-')[0]!
      .split('.')
      .map(Number);
  const [major, minor, patch] = parse(version);
  const [rMajor, rMinor, rPatch] = parse(range);
  if ([major, minor, patch, rMajor, rMinor, rPatch].some((n) => n === undefined || Number.isNaN(n))) return false;
  if (!range.startsWith('^')) return major === rMajor && minor === rMinor && patch === rPatch;
  if (major !== rMajor) return false;
  if (rMajor === 0 && minor !== rMinor) return false;
  return minor! > rMinor! || (minor === rMinor && patch! >= rPatch!);
}
