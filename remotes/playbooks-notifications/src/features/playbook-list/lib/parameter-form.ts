// The run form's state: one string per parameter, as POST /playbook/run sends them.
import {
  BYTES_UNITS,
  DEFAULT_BYTES_UNIT,
  MILLICORES_SUFFIX,
  parameterType,
  splitBytes,
  validateParameters,
  type BytesUnit,
  type PlaybookParameter,
} from '@opsdeck/contracts';

export type ParameterValues = Record<string, string>;

/** The value a parameter starts with: its (server-rendered) default; false for a checkbox. */
export function initialValue(param: PlaybookParameter): string {
  const fallback = parameterType(param) === 'checkbox' ? 'false' : '';
  const value = param.default;
  if (value === undefined || value === null || value === '') return fallback;
  if (parameterType(param) === 'checkbox') return String(value === true || value === 'true');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function initialValues(params: readonly PlaybookParameter[]): ParameterValues {
  return Object.fromEntries(params.map((param) => [param.name, initialValue(param)]));
}

/** Messages by parameter name; the form is valid when there are none. */
export const formErrors = (params: readonly PlaybookParameter[], values: ParameterValues) => validateParameters(params, values);

/** The request's params: empty optional values are left out, so the server fills their defaults. */
export function requestParams(params: readonly PlaybookParameter[], values: ParameterValues): Record<string, string> {
  return Object.fromEntries(params.map((param) => [param.name, values[param.name] ?? '']).filter(([, value]) => value !== ''));
}

/** A bytes value from its amount and unit ("512" + "Gi" -> "512Gi"); empty stays empty. */
export const joinBytes = (amount: string, unit: BytesUnit): string => (amount.trim() === '' ? '' : `${amount.trim()}${unit}`);
export const bytesParts = (value: string) =>
  value === '' ? { amount: '', unit: DEFAULT_BYTES_UNIT as BytesUnit } : splitBytes(value);
export const BYTES_UNIT_OPTIONS = BYTES_UNITS.map((unit) => ({ value: unit, label: unit }));

/** A millicores value from its amount ("500" -> "500m"). */
export const joinMillicores = (amount: string): string => (amount.trim() === '' ? '' : `${amount.trim()}${MILLICORES_SUFFIX}`);
export const millicoresAmount = (value: string): string =>
  value.endsWith(MILLICORES_SUFFIX) ? value.slice(0, -MILLICORES_SUFFIX.length) : value;

/** Options of a list parameter as {value, label}. */
export function listOptions(param: PlaybookParameter): { value: string; label: string }[] {
  const options = param.properties?.options ?? [];
  return options.map((option) => {
    if (option && typeof option === 'object') {
      const { value, label } = option as { value?: unknown; label?: unknown };
      return { value: String(value ?? ''), label: String(label ?? value ?? '') };
    }
    return { value: String(option), label: String(option) };
  });
}

/** Whether a text parameter is edited on several lines. */
export const isMultiline = (param: PlaybookParameter): boolean => {
  const multiline = param.properties?.multiline;
  return multiline === true || multiline === 'true';
};
