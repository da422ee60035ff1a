import { load } from 'js-yaml';
import type { CodeLanguage, ParseResult } from './types';
import { dumpYaml } from './yaml-dump';

/** The text of a value in the language: strings unchanged, other values dumped as YAML or indented JSON. */
export function stringifyCode(value: unknown, language: CodeLanguage): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  if (language !== 'yaml' && language !== 'json') return String(value);
  if (language === 'json') return JSON.stringify(value, null, 2);
  return dumpYaml(value);
}

/** Parses YAML or JSON text; empty text parses to undefined. */
export function parseCode(text: string, language: CodeLanguage): ParseResult {
  if (text.trim() === '') return { value: undefined };
  if (language !== 'yaml' && language !== 'json') return { value: text };
  try {
    return { value: language === 'json' ? JSON.parse(text) : load(text) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
