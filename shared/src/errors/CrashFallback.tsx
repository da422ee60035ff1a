import { Button, Flex, Heading } from '@chakra-ui/react';
import { WarningIcon } from '../icons';
import { RENDER_ERROR_FALLBACK } from '@opsdeck/contracts';

export interface CrashFallbackProps {
  error?: unknown;
  /** When given, a "Try again" button calls it. */
  onReset?: () => void;
}

/** Full-area screen shown in place of content that failed to render. */
export function CrashFallback({ onReset }: CrashFallbackProps) {
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap="4" minH="60" p="8" textAlign="center">
      <WarningIcon boxSize="10" color="red.solid" aria-hidden="true" />
      <Heading as="h2" size="lg">
        {RENDER_ERROR_FALLBACK}
      </Heading>
      {onReset ? (
        <Button variant="outline" onClick={onReset}>
          Try again
        </Button>
      ) : null}
    </Flex>
  );
}
