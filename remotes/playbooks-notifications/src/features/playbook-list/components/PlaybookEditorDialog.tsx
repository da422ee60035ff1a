import { PLAYBOOK_TEXT } from '@opsdeck/contracts';
import { Alert, Box, Button, errorMessageOf, Stack, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { CodeEditor, type ParseResult } from '@opsdeck/shared/editor';
import { useEffect, useMemo, useState } from 'react';
import { useSavePlaybook } from '../api/savePlaybook';
import type { PlaybookListRow } from '../api/playbooksList';
import { documentOf, documentProblems, markersOf, NEW_PLAYBOOK_DOCUMENT, rowOf } from '../lib/playbook-document';
import { parseCodeText, stringifyCodeValue } from '@opsdeck/shared/editor';

export interface PlaybookEditorDialogProps {
  /** The playbook to edit; none: a new one. */
  playbook?: PlaybookListRow;
  onClose: () => void;
}

/**
 * Create or edit a playbook as YAML: the document is checked against the playbook spec schema as
 * it is typed, each problem underlined at its line and listed below; Save stays off until there are
 * none. The server checks the spec again and its refusal is shown as it says it.
 */
export function PlaybookEditorDialog({ playbook, onClose }: PlaybookEditorDialogProps) {
  const [text, setText] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParseResult>({});
  const save = useSavePlaybook(onClose);
  useEffect(() => {
    let current = true;
    void stringifyCodeValue(playbook ? documentOf(playbook) : NEW_PLAYBOOK_DOCUMENT).then(async (initial) => {
      const result = await parseCodeText(initial);
      if (!current) return;
      setText(initial);
      setParsed(result);
    });
    return () => {
      current = false;
    };
  }, [playbook]);
  const problems = useMemo(() => (text === null ? [] : documentProblems(text, parsed)), [text, parsed]);
  const markers = useMemo(() => markersOf(problems), [problems]);
  const submit = () => {
    if (problems.length > 0 || !parsed.value) return;
    save.mutate({ row: rowOf(parsed.value as Parameters<typeof rowOf>[0]), ...(playbook ? { id: playbook.id } : {}) });
  };
  return (
    <Modal
      open
      onClose={() => !save.isPending && onClose()}
      title={playbook ? PLAYBOOK_TEXT.editorEditTitle(playbook.title || playbook.name || '') : PLAYBOOK_TEXT.editorCreateTitle}
      size="large"
      closeOnInteractOutside={false}
      data-testid="playbook-editor"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={save.isPending}>
            {PLAYBOOK_TEXT.cancel}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={submit}
            loading={save.isPending}
            disabled={text === null || problems.length > 0}
          >
            {PLAYBOOK_TEXT.save}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {text !== null ? (
          <CodeEditor
            value={text}
            language="yaml"
            height="28rem"
            aria-label={PLAYBOOK_TEXT.editorLabel}
            markers={markers}
            onChange={(next, result) => {
              setText(next);
              setParsed(result);
            }}
          />
        ) : null}
        {problems.length > 0 ? (
          <Box as="ul" aria-label="Problems" fontSize="sm" color="fg.error" ps="4">
            {problems.map((problem, index) => (
              <li key={index}>
                <Text as="span">
                  Line {problem.line}: {problem.message}
                </Text>
              </li>
            ))}
          </Box>
        ) : null}
        {save.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessageOf(save.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </Modal>
  );
}
