import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorIcon } from '../icons';
import { describeFailure, ERROR_DETAILS_LABEL, SOMETHING_WENT_WRONG } from '@opsdeck/contracts';

export interface ErrorPanelProps {
  /** An Error, a failed request, a schema mismatch, a string, or anything with a `message`. */
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

/**
 * Generic inline error: the server's own text for a failed request, the catalogue's text for a
 * failure without an answer, a sentence for an answer of an unexpected shape (its issues behind
 * Details), else the error's message or "Something went wrong".
 */
export function ErrorPanel({ error, message, children }: ErrorPanelProps) {
  const described = error === undefined ? undefined : describeFailure(error);
  const text = message || described?.message || SOMETHING_WENT_WRONG;
  const details = described?.details;
  return (
    <Flex role="alert" align="flex-start" gap="3" p="4" borderWidth="1px" borderColor="red.muted" bg="red.subtle" rounded="md">
      <ErrorIcon boxSize="5" color="red.solid" aria-hidden="true" />
      <Box flex="1" minW="0">
        <Text color="red.fg" wordBreak="break-word">
          {text}
        </Text>
        {details ? (
          <Box as="details" mt="2" fontSize="sm" color="fg.muted" data-testid="error-details">
            <Box as="summary" cursor="pointer" _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
              {ERROR_DETAILS_LABEL}
            </Box>
            <Box as="pre" mt="1" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="xs">
              {details}
            </Box>
          </Box>
        ) : null}
        {children ? <Box mt="2">{children}</Box> : null}
      </Box>
    </Flex>
  );
}
