import { ADD_INTEGRATION, GITOPS_DEFAULTS, GITOPS_TEXTS, type GitOpsOption } from '@opsdeck/contracts';
import { Alert, Button, Center, ErrorPanel, Flex, FormField, Input, List, Spinner, Stack } from '@opsdeck/shared';
import { CodeEditor } from '@opsdeck/shared/editor';
import { useMemo, useState } from 'react';
import { useGitOpsChart } from '../hooks/useGitOpsChart';
import type { GitOpsChart } from '../lib/charts';
import { parseValues, valuesMarkers, valuesText } from '../lib/values';
import { GitOpsInstructions } from './GitOpsInstructions';

export interface GitOpsOptionFormProps {
  option: GitOpsOption;
  onBack: () => void;
  onClose: () => void;
}

function ChartForm({ chart, onBack, onClose }: { chart: GitOpsChart } & Omit<GitOpsOptionFormProps, 'option'>) {
  const [namespace, setNamespace] = useState<string>(GITOPS_DEFAULTS.namespace);
  const [text, setText] = useState(() => valuesText(chart.defaults));
  const parsed = useMemo(() => parseValues(text, chart.schema), [text, chart.schema]);
  const markers = useMemo(() => valuesMarkers(text, parsed), [text, parsed]);
  const valid = 'values' in parsed && parsed.problems.length === 0 && namespace.trim() !== '';
  const valuesError =
    'error' in parsed ? parsed.error : parsed.problems.length ? `${parsed.problems.length} problem(s) in the values` : undefined;
  return (
    <Stack gap="4">
      <FormField label={GITOPS_TEXTS.namespace} required error={namespace.trim() ? undefined : 'This field is required'}>
        <Input aria-label={GITOPS_TEXTS.namespace} value={namespace} onChange={(e) => setNamespace(e.target.value)} />
      </FormField>
      <FormField
        label={GITOPS_TEXTS.values}
        helperText={`${chart.chart} ${chart.version}, checked against the chart's values schema`}
        error={valuesError}
      >
        {/* Monaco loads with the first option opened, not with the settings pages. */}
        <CodeEditor
          aria-label={GITOPS_TEXTS.values}
          value={text}
          language="yaml"
          height="16rem"
          markers={markers}
          onChange={(next) => setText(next)}
        />
      </FormField>
      {'values' in parsed && parsed.problems.length ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <List.Root fontSize="sm" aria-label="Problems in the values">
              {parsed.problems.map((problem) => (
                <List.Item key={`${problem.path}:${problem.message}`}>{`${problem.path} ${problem.message}`}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {valid ? (
        <GitOpsInstructions
          install={{ chart: chart.chart, version: chart.version, namespace: namespace.trim(), values: parsed.values }}
        />
      ) : null}
      <Flex justify="space-between">
        <Button variant="outline" onClick={onBack}>
          {ADD_INTEGRATION.buttons.back}
        </Button>
        <Button colorPalette="blue" onClick={onClose} disabled={!valid}>
          {ADD_INTEGRATION.buttons.close}
        </Button>
      </Flex>
    </Stack>
  );
}

/** A GitOps option: namespace, values checked against the chart's schema, and what to apply. */
export function GitOpsOptionForm({ option, onBack, onClose }: GitOpsOptionFormProps) {
  const { chart, error } = useGitOpsChart(option);
  if (error) return <ErrorPanel error={error} />;
  if (!chart) {
    return (
      <Center py="8">
        <Spinner aria-label="Loading chart" />
      </Center>
    );
  }
  return <ChartForm key={option} chart={chart} onBack={onBack} onClose={onClose} />;
}
