import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorIcon } from '../icons';
import { SOMETHING_WENT_WRONG } from '@opsdeck/contracts';

export interface ErrorPanelProps {
  /** An Error, a string, or anything with a `message`. */
  error?: unknown;
  /** Overrides the text taken from `error`. */
  message?: string;
  /** Optional actions (e.g. a retry button). */
  children?: ReactNode;
}

/** The message of an error-ish value, or undefined. */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object' && 'message' in error) {
    const m = (error as { message: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return undefined;
}

/** Generic inline error: the message, or "Something went wrong". */
export function ErrorPanel({ error, message, children }: ErrorPanelProps) {
  const text = message || messageOf(error) || SOMETHING_WENT_WRONG;
  return (
    <Flex role="alert" align="flex-start" gap="3" p="4" borderWidth="1px" borderColor="red.muted" bg="red.subtle" rounded="md">
      <ErrorIcon boxSize="5" color="red.solid" aria-hidden="true" />
      <Box flex="1">
        <Text color="red.fg" wordBreak="break-word">
          {text}
        </Text>
        {children ? <Box mt="2">{children}</Box> : null}
      </Box>
    </Flex>
  );
}
