// The heavy part of the editor entry: Monaco itself, loaded only through React.lazy.
import { Box, Flex, Text } from '@chakra-ui/react';
import Editor, { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '../clipboard/CopyButton';
import type { CodeEditorProps } from './types';
import { installMonacoWorkers } from './workers';
import { parseCode, stringifyCode } from './yaml';

installMonacoWorkers();
// Use the bundled Monaco instead of fetching it from a CDN.
loader.config({ monaco });

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
          ariaLabel: ariaLabel ?? (readOnly ? `${language} viewer` : `${language} editor`),
        }}
      />
    </Box>
  );
}
