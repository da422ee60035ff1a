import { parseDurationMs } from './schedule';

/** Readers for loosely typed canary spec fields (CRD YAML arrives as JSON of mixed types). */

export function stringField(spec: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = spec[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

export function numberField(spec: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = spec[key];
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return undefined;
}

/** A timeout given in milliseconds (number) or as a duration string ("10s"). */
export function durationField(spec: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = spec[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
    if (typeof value === 'string') {
      const parsed = /^\d+$/.test(value.trim()) ? Number(value) : parseDurationMs(value);
      if (parsed !== null && parsed > 0) return parsed;
    }
  }
  return undefined;
}

export function numberList(spec: Record<string, unknown>, key: string): number[] {
  const value = spec[key];
  if (!Array.isArray(value)) return [];
  return value.map((item) => Number(item)).filter((n) => Number.isInteger(n));
}

/** Fields every check may carry that only describe it (they change no outcome). */
const DESCRIPTIVE_FIELDS = [
  'name',
  'description',
  'icon',
  'labels',
  'namespace',
  'severity',
  'owner',
  'display',
  'metrics',
  'transformDeleteStrategy',
];

/**
 * The spec's fields this backend does not act on (sorted): neither descriptive nor in `supported`.
 * A check that asks for any of them is reported as invalid instead of passing without them.
 */
export function unsupportedFields(spec: Record<string, unknown>, supported: readonly string[]): string[] {
  return Object.keys(spec)
    .filter((key) => spec[key] !== undefined && spec[key] !== null)
    .filter((key) => !DESCRIPTIVE_FIELDS.includes(key) && !supported.includes(key))
    .sort();
}

export const unsupportedFieldsError = (fields: readonly string[]): string =>
  `${fields.length === 1 ? 'field' : 'fields'} ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} not supported by this backend`;
