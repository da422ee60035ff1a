import { PLAYBOOK_TEXT, type PlaybookRunAction } from '@opsdeck/contracts';
import { Box, chakra, Code, Flex, HStack, Stack, Table, Text } from '@opsdeck/shared';
import { FormattedDate, formatBytes, formatDuration } from '@opsdeck/shared/format';
import { actionDurationMs, actionOutputs, type ActionOutput } from '../lib/timeline';
import { RunStatusBadge } from '../../../components/RunStatusBadge';

/** The run's actions in order: status, start, duration, output and artifacts of each. */
export function ActionTimeline({ actions }: { actions: readonly PlaybookRunAction[] }) {
  if (actions.length === 0) return <Text color="fg.muted">{PLAYBOOK_TEXT.noActions}</Text>;
  return (
    <chakra.ol aria-label={PLAYBOOK_TEXT.actions} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
      {actions.map((action) => (
        <ActionItem key={action.id} action={action} />
      ))}
    </chakra.ol>
  );
}

function ActionItem({ action }: { action: PlaybookRunAction }) {
  const duration = actionDurationMs(action);
  return (
    <chakra.li
      borderWidth="1px"
      rounded="md"
      p="3"
      borderLeftWidth="4px"
      data-testid="timeline-action"
      aria-label={action.name ?? action.id}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">{action.name}</Text>
          <RunStatusBadge status={action.status} />
          {action.retry_count ? (
            <Text fontSize="xs" color="fg.muted">
              retry {action.retry_count}
            </Text>
          ) : null}
        </HStack>
        <HStack gap="3" fontSize="sm" color="fg.muted">
          {action.start_time ? (
            <FormattedDate value={action.start_time} />
          ) : (
            <Text>
              scheduled <FormattedDate value={action.scheduled_time} />
            </Text>
          )}
          {duration !== undefined ? <Text aria-label={PLAYBOOK_TEXT.duration}>{formatDuration(duration)}</Text> : null}
        </HStack>
      </Flex>
      {action.error ? (
        <Text color="fg.error" fontSize="sm" mt="2" role="status">
          {action.error}
        </Text>
      ) : null}
      <Stack gap="2" mt={actionOutputs(action.result).length ? '2' : '0'}>
        {actionOutputs(action.result).map((output) => (
          <OutputBlock key={output.label} output={output} />
        ))}
      </Stack>
      {action.artifacts?.length ? (
        <Box mt="2" fontSize="sm">
          <Text fontWeight="medium">{PLAYBOOK_TEXT.artifacts}</Text>
          {action.artifacts.map((artifact) => (
            <Text key={artifact.id}>
              {artifact.filename ?? artifact.path}{' '}
              {artifact.size !== undefined && artifact.size !== null ? `(${formatBytes(artifact.size)})` : ''}
            </Text>
          ))}
        </Box>
      ) : null}
    </chakra.li>
  );
}

function OutputBlock({ output }: { output: ActionOutput }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {output.label}
      </Text>
      {output.kind === 'text' ? (
        <Code
          as="pre"
          display="block"
          whiteSpace="pre-wrap"
          maxH="20rem"
          overflow="auto"
          p="2"
          w="full"
          aria-label={output.label}
        >
          {output.text}
        </Code>
      ) : (
        <Table.Root size="sm" aria-label={output.label}>
          <Table.Header>
            <Table.Row>
              {output.columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {output.rows.map((row, index) => (
              <Table.Row key={index}>
                {output.columns.map((column) => (
                  <Table.Cell key={column}>
                    {typeof row[column] === 'object' ? JSON.stringify(row[column]) : String(row[column] ?? '')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
