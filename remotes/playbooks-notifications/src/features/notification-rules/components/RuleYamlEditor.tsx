import { NOTIFICATION_RULES_TEXT } from '@opsdeck/contracts';
import { Box, Stack, Text } from '@opsdeck/shared';
import { CodeEditor, type ParseResult } from '@opsdeck/shared/editor';
import { useMemo } from 'react';
import { ruleDocumentProblems, ruleMarkersOf } from '../lib/rule-document';

export interface RuleYamlEditorProps {
  text: string;
  parsed: ParseResult;
  onChange: (text: string, parsed: ParseResult) => void;
}

/**
 * The rule as YAML: checked as it is typed against the schema the backend applies, each problem
 * underlined at its line and listed below the editor.
 */
export function RuleYamlEditor({ text, parsed, onChange }: RuleYamlEditorProps) {
  const problems = useMemo(() => ruleDocumentProblems(text, parsed), [text, parsed]);
  const markers = useMemo(() => ruleMarkersOf(problems), [problems]);
  return (
    <Stack gap="3">
      <CodeEditor
        value={text}
        language="yaml"
        height="24rem"
        aria-label={NOTIFICATION_RULES_TEXT.yamlLabel}
        markers={markers}
        onChange={onChange}
      />
      {problems.length > 0 ? (
        <Box as="ul" aria-label={NOTIFICATION_RULES_TEXT.problems} fontSize="sm" color="fg.error" ps="4">
          {problems.map((problem, index) => (
            <li key={index}>
              <Text as="span">
                Line {problem.line}: {problem.message}
              </Text>
            </li>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
