// URL filter parameters are parsed as JSON where possible; keys that could reach an object's
// prototype are dropped at every depth (spec 1 and 2 section 5).

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/** Deep copy of parsed JSON without __proto__ and constructor keys. */
export function sanitizeParsedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeParsedJson);
  if (value !== null && typeof value === 'object') {
    const clean: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      clean[key] = sanitizeParsedJson((value as Record<string, unknown>)[key]);
    }
    return clean;
  }
  return value;
}

/** JSON value of a URL parameter, or the raw string when it is not JSON; undefined when absent. */
export function parseUrlFilterParam(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return undefined;
  try {
    return sanitizeParsedJson(JSON.parse(raw));
  } catch {
    return raw;
  }
}
