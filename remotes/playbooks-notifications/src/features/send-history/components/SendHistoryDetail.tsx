import type { SendHistory } from '@opsdeck/contracts';
import { Badge, Box, Code, Flex, Stack, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { historyRecipient, historyTitle, statusLabel, statusPalette } from '../lib/history-row';

export interface SendHistoryDetailProps {
  row: SendHistory | null;
  onClose: () => void;
}

/** One send: the rendered title and message as delivered, whom it went to, and the error of a failure. */
export function SendHistoryDetail({ row, onClose }: SendHistoryDetailProps) {
  return (
    <Modal open={row !== null} onClose={onClose} title="Notification" size="medium">
      {row ? (
        <Stack gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <Badge colorPalette={statusPalette(row.status)}>{statusLabel(row.status)}</Badge>
            <Text fontSize="sm" color="fg.muted">
              <FormattedDate value={row.created_at} />
            </Text>
            <Text fontSize="sm">{row.source_event}</Text>
            <Text fontSize="sm">{historyRecipient(row)}</Text>
          </Flex>
          {historyTitle(row) ? <Text fontWeight="semibold">{historyTitle(row)}</Text> : null}
          <Box as="pre" whiteSpace="pre-wrap" fontSize="sm" aria-label="Message">
            {row.body ?? ''}
          </Box>
          {row.error ? (
            <Box>
              <Text fontSize="sm" fontWeight="semibold">
                Error
              </Text>
              <Code whiteSpace="pre-wrap" colorPalette="red">
                {row.error}
              </Code>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
