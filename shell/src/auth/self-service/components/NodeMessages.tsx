import { Field, Stack, Text } from '@opsdeck/shared';
import type { UiText } from '../api/schemas';

/** Messages of a field: errors as the field's error text, the rest as helper text. */
export function FieldMessages({ messages }: { messages: UiText[] }) {
  return (
    <>
      {messages.map((message) =>
        message.type === 'error' ? (
          <Field.ErrorText key={message.id}>{message.text}</Field.ErrorText>
        ) : (
          <Field.HelperText key={message.id}>{message.text}</Field.HelperText>
        ),
      )}
    </>
  );
}

/** Messages of a node that is not a field (images, texts, buttons). */
export function NodeMessages({ messages }: { messages: UiText[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="1">
      {messages.map((message) => (
        <Text
          key={message.id}
          fontSize="sm"
          color={message.type === 'error' ? 'fg.error' : 'fg.muted'}
          role={message.type === 'error' ? 'alert' : undefined}
        >
          {message.text}
        </Text>
      ))}
    </Stack>
  );
}
