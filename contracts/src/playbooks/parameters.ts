// Playbook parameter values: what each type sends, and the constraints of spec 2/3 section 5,
// checked the same way by the run form and by POST /playbook/run.
import { BYTES_UNITS, DEFAULT_BYTES_UNIT, DNS1123_PATTERN, MILLICORES_SUFFIX } from '../constants/operations';
import { VALIDATION } from '../errors/messages';
import type { PlaybookParameter } from '../schemas/playbooks';

export const PARAMETER_MESSAGES = {
  required: VALIDATION.required,
  mustBeNumber: VALIDATION.mustBeNumber,
  min: (min: number) => `Must be at least ${min}`,
  max: (max: number) => `Must be at most ${max}`,
  minLength: (length: number) => `Must be at least ${length} characters`,
  maxLength: (length: number) => `Must be at most ${length} characters`,
  regex: (pattern: string) => `Must match ${pattern}`,
  dns1123: 'Must be lowercase letters, digits, dashes and dots, starting and ending with a letter or digit',
  option: 'Must be one of the listed options',
} as const;

export type BytesUnit = (typeof BYTES_UNITS)[number];

const numberOf = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

/** The parameter's type, text when absent. */
export const parameterType = (param: PlaybookParameter): string => param.type || 'text';

/** Parameters whose value is a number: a bytes or millicores format, or a min or max bound. */
export function isNumericParameter(param: PlaybookParameter): boolean {
  const props = param.properties ?? {};
  return (
    parameterType(param) === 'text' &&
    (props.format === 'bytes' ||
      props.format === 'millicores' ||
      numberOf(props.min) !== undefined ||
      numberOf(props.max) !== undefined)
  );
}

/** Splits "512Gi" into its number and unit (Mi when none is given). */
export function splitBytes(value: string): { amount: string; unit: BytesUnit } {
  const match = /^\s*([^A-Za-z]*?)\s*(Mi|Gi|Ti)?\s*$/.exec(value);
  return { amount: match?.[1] ?? value, unit: (match?.[2] as BytesUnit | undefined) ?? DEFAULT_BYTES_UNIT };
}

/** The amount of a numeric value without its unit or millicores suffix. */
export function numericPart(param: PlaybookParameter, value: string): string {
  const format = param.properties?.format;
  if (format === 'bytes') return splitBytes(value).amount;
  if (format === 'millicores') return value.endsWith(MILLICORES_SUFFIX) ? value.slice(0, -MILLICORES_SUFFIX.length) : value;
  return value;
}

/**
 * The first message a value breaks, or undefined when it is valid. `value` is what the run
 * request sends for the parameter (every value is a string).
 */
export function validateParameterValue(param: PlaybookParameter, value: string | undefined): string | undefined {
  const text = value ?? '';
  const type = parameterType(param);
  // A checkbox always has a value (true or false).
  if (type === 'checkbox') return undefined;
  if (text.trim() === '') {
    return param.required ? PARAMETER_MESSAGES.required : undefined;
  }
  const props = param.properties ?? {};
  if (type === 'list' && Array.isArray(props.options) && props.options.length > 0) {
    const values = props.options.map((option) =>
      option && typeof option === 'object' ? String((option as { value?: unknown }).value ?? '') : String(option),
    );
    if (!values.includes(text)) return PARAMETER_MESSAGES.option;
  }
  if (type !== 'text' && type !== 'code') return undefined;
  if (isNumericParameter(param)) {
    const amount = numberOf(numericPart(param, text));
    if (amount === undefined) return PARAMETER_MESSAGES.mustBeNumber;
    const min = numberOf(props.min);
    const max = numberOf(props.max);
    if (min !== undefined && amount < min) return PARAMETER_MESSAGES.min(min);
    if (max !== undefined && amount > max) return PARAMETER_MESSAGES.max(max);
  }
  const minLength = numberOf(props.minLength);
  const maxLength = numberOf(props.maxLength);
  if (minLength !== undefined && text.length < minLength) return PARAMETER_MESSAGES.minLength(minLength);
  if (maxLength !== undefined && text.length > maxLength) return PARAMETER_MESSAGES.maxLength(maxLength);
  if (typeof props.regex === 'string' && props.regex !== '') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(props.regex);
    } catch {
      pattern = undefined;
    }
    if (pattern && !pattern.test(text)) return PARAMETER_MESSAGES.regex(props.regex);
  }
  if (props.format === 'dns1123' && !DNS1123_PATTERN.test(text)) return PARAMETER_MESSAGES.dns1123;
  return undefined;
}

/** Messages by parameter name for a whole set of values; empty when all are valid. */
export function validateParameters(
  params: readonly PlaybookParameter[],
  values: Record<string, string | undefined>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const param of params) {
    const message = validateParameterValue(param, values[param.name]);
    if (message) errors[param.name] = message;
  }
  return errors;
}
