// The values editor's text: YAML that must be a mapping and match the chart's values schema.
import type { CodeMarker } from '@opsdeck/shared/editor';
import { lineOfPath, lineOfYamlError } from '@opsdeck/shared/editor';
import { dump, load } from 'js-yaml';
import { validate, type JsonSchema, type SchemaProblem } from './json-schema';

export type ParsedValues = { values: Record<string, unknown>; problems: SchemaProblem[] } | { error: string };

export const valuesText = (values: Record<string, unknown>): string =>
  Object.keys(values).length ? dump(values, { lineWidth: -1 }) : '';

export function parseValues(text: string, schema: JsonSchema): ParsedValues {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : load(text);
  } catch (err) {
    return { error: `Not valid YAML: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}` };
  }
  if (parsed === null || parsed === undefined) parsed = {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'The values must be a mapping of keys to values' };
  const values = parsed as Record<string, unknown>;
  return { values, problems: validate(schema, values) };
}

/** Where the editor marks the values' problems: the line YAML stopped at, or each problem's path. */
export function valuesMarkers(text: string, parsed: ParsedValues): CodeMarker[] {
  if ('error' in parsed) {
    const line = lineOfYamlError(parsed.error);
    return line ? [{ line, message: parsed.error }] : [];
  }
  return parsed.problems.map((problem) => ({
    line: problem.at.length ? lineOfPath(text, problem.at) : 1,
    message: `${problem.path} ${problem.message}`,
  }));
}
