import type { LogLine } from '@opsdeck/contracts';
import { Badge, Box, Code, HStack, Table, Text, Wrap } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { levelOf, levelPalette, shownLabels } from '../lib/log-lines';

export interface LogLinesProps {
  lines: LogLine[];
  /** Long messages wrap instead of being cut at the column's edge. */
  wrap: boolean;
}

/** The lines, newest first: time, level, message and labels. */
export function LogLines({ lines, wrap }: LogLinesProps) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Log lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="44">Time</Table.ColumnHeader>
            <Table.ColumnHeader w="20">Level</Table.ColumnHeader>
            <Table.ColumnHeader>Message</Table.ColumnHeader>
            <Table.ColumnHeader>Labels</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => {
            const level = levelOf(line);
            return (
              <Table.Row key={line.id ?? `${line.timestamp}-${index}`}>
                <Table.Cell whiteSpace="nowrap">
                  <FormattedDate value={line.timestamp} />
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={levelPalette(level)}>{level}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text
                    fontFamily="mono"
                    fontSize="xs"
                    whiteSpace={wrap ? 'pre-wrap' : 'nowrap'}
                    wordBreak={wrap ? 'break-all' : undefined}
                  >
                    {line.message}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {shownLabels(line).map(([key, value]) => (
                      <HStack key={key} gap="0">
                        <Code size="sm">{`${key}=${value}`}</Code>
                      </HStack>
                    ))}
                  </Wrap>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
