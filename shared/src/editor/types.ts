/** yaml and json are parsed; any other Monaco language (markdown, shell, sql, ...) is edited as text. */
export type CodeLanguage = 'yaml' | 'json' | (string & {});

/** A problem shown in the editor at a line (1-based), e.g. a schema error. */
export interface CodeMarker {
  line: number;
  message: string;
  severity?: 'error' | 'warning';
}

export interface ParseResult {
  /** The parsed document when the text is valid. */
  value?: unknown;
  /** The parser's message when it is not. */
  error?: string;
}

export interface CodeEditorProps {
  /** Text shown as is; any other value is written out as YAML or JSON. */
  value: unknown;
  /** Default "yaml". */
  language?: CodeLanguage;
  /** Called with the new text and the result of parsing it. */
  onChange?: (text: string, parsed: ParseResult) => void;
  readOnly?: boolean;
  /** CSS height of the editor (default 20rem). */
  height?: string | number;
  /** Accessible name of the editor. */
  'aria-label'?: string;
  /** Problems underlined in the editor at their lines. */
  markers?: readonly CodeMarker[];
}

export interface CodeViewerProps extends Omit<CodeEditorProps, 'onChange' | 'readOnly'> {
  /** Names the copied document in the copy toast (default "code"). */
  copyLabel?: string;
}
