export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
}

/**
 * Reads `Prefer: return=representation, count=exact` (one or several headers). Unknown or
 * malformed preferences are ignored, as PostgREST does by default.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const token of values.flatMap((value) => value.split(','))) {
    const [rawKey, rawValue] = token.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rawValue?.trim().toLowerCase();
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) {
      prefs.return = value;
    } else if (key === 'count') {
      if (value === 'exact' || value === 'planned' || value === 'estimated') prefs.count = value;
      else if (value === 'none') delete prefs.count;
    }
  }
  return prefs;
}
