// @opsdeck/shared/editor: a small entry; Monaco and js-yaml load on first use.
import type { CodeLanguage, ParseResult } from './types';

export { CodeEditor, CodeViewer, preloadCodeEditor } from './CodeEditor';
export type { CodeEditorProps, CodeLanguage, CodeMarker, CodeViewerProps, ParseResult } from './types';

/** Parses YAML or JSON text (js-yaml is loaded on demand). */
export async function parseCodeText(text: string, language: CodeLanguage = 'yaml'): Promise<ParseResult> {
  const { parseCode } = await import('./yaml');
  return parseCode(text, language);
}

/** Writes a value as YAML or JSON text (js-yaml is loaded on demand). */
export async function stringifyCodeValue(value: unknown, language: CodeLanguage = 'yaml'): Promise<string> {
  const { stringifyCode } = await import('./yaml');
  return stringifyCode(value, language);
}
export { lineOfPath, lineOfYamlError } from './yaml-location';
