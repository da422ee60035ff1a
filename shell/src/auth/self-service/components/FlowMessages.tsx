import { Alert, Stack } from '@opsdeck/shared';
import type { UiText } from '../api/schemas';

const STATUS: Record<string, 'error' | 'success' | 'info'> = { error: 'error', success: 'success' };

/** The flow's own messages (ui.messages) above its forms. */
export function FlowMessages({ messages }: { messages: UiText[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Stack gap="2">
      {messages.map((message) => (
        <Alert.Root key={message.id} status={STATUS[message.type] ?? 'info'}>
          <Alert.Indicator />
          <Alert.Title>{message.text}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}
