// The heavy part of the editor entry: Monaco itself, loaded only through React.lazy.
import { Box, Flex, Text } from '@chakra-ui/react';
import Editor, { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CopyButton } from '../clipboard/CopyButton';
import type { CodeEditorProps } from './types';
import { installMonacoWorkers } from './workers';
import { parseCode, stringifyCode } from './yaml';

installMonacoWorkers();
// Use the bundled Monaco instead of fetching it from a CDN.
loader.config({ monaco });

// Monaco's own themes with line numbers that keep 4.5:1 on their background; dark follows <html>.
const LIGHT_THEME = 'opsdeck-light';
const DARK_THEME = 'opsdeck-dark';
monaco.editor?.defineTheme?.(LIGHT_THEME, {
  base: 'vs',
  inherit: true,
  rules: [],
  colors: { 'editorLineNumber.foreground': '#5f6b76', 'editorLineNumber.activeForeground': '#1f2328' },
});
monaco.editor?.defineTheme?.(DARK_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: { 'editorLineNumber.foreground': '#9da5ae', 'editorLineNumber.activeForeground': '#e6edf3' },
});

const subscribeColourMode = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const isDark = () => document.documentElement.classList.contains('dark');

export interface MonacoCodeEditorProps extends CodeEditorProps {
  /** Show a copy button (read-only viewers). */
  copyLabel?: string;
}

export default function MonacoCodeEditor({
  value,
  language = 'yaml',
  onChange,
  readOnly = false,
  height = '20rem',
  copyLabel,
  'aria-label': ariaLabel,
  markers,
}: MonacoCodeEditorProps) {
  const text = useMemo(() => stringifyCode(value, language), [value, language]);
  const dark = useSyncExternalStore(subscribeColourMode, isDark, () => false);
  const [model, setModel] = useState<monaco.editor.ITextModel | null>(null);
  // Markers are the model's: set again whenever they (or the model) change.
  useEffect(() => {
    if (!model || typeof monaco.editor?.setModelMarkers !== 'function') return;
    monaco.editor.setModelMarkers(
      model,
      'opsdeck',
      (markers ?? []).map((marker) => ({
        startLineNumber: marker.line,
        endLineNumber: marker.line,
        startColumn: 1,
        endColumn: model.getLineMaxColumn(Math.min(Math.max(1, marker.line), model.getLineCount())),
        message: marker.message,
        severity: marker.severity === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Error,
      })),
    );
  }, [model, markers]);
  return (
    // Full width also inside flex columns that align items to the start (form fields).
    <Box position="relative" width="full" borderWidth="1px" rounded="md" overflow="hidden" data-testid="code-editor">
      {/* A bar of its own above the text: a button floating over the editor hid the ends of long lines. */}
      {copyLabel ? (
        <Flex align="center" justify="space-between" gap="2" px="3" py="1" borderBottomWidth="1px" bg="bg.subtle">
          <Text as="span" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {language}
          </Text>
          <CopyButton value={text} label={copyLabel} />
        </Flex>
      ) : null}
      <Editor
        height={height}
        language={language}
        theme={dark ? DARK_THEME : LIGHT_THEME}
        value={text}
        onChange={(next) => onChange?.(next ?? '', parseCode(next ?? '', language))}
        onMount={(editor) => setModel(editor.getModel())}
        options={{
          readOnly,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          tabSize: 2,
          automaticLayout: true,
          // A dimmed number after the final newline reads at under 2:1.
          renderFinalNewline: 'on',
          ariaLabel: ariaLabel ?? (readOnly ? `${language} viewer` : `${language} editor`),
        }}
      />
    </Box>
  );
}
