import { Button, Flex } from '@chakra-ui/react';
import { RETRY_LABEL } from '@opsdeck/contracts';
import { useEffect, useRef } from 'react';
import { ErrorPanel } from './ErrorPanel';

export interface LoadFailureProps {
  /** The failed load (a chunk that did not download, a failed request). */
  error: unknown;
  onRetry: () => void;
  /** When given, a Close button dismisses the failure (e.g. the dialog that could not open). */
  onClose?: () => void;
  /** Move focus to Retry when shown (for a part the user has just asked for). */
  autoFocus?: boolean;
}

/** A part of the console that could not be loaded: what happened, Retry and optionally Close. */
export function LoadFailure({ error, onRetry, onClose, autoFocus = false }: LoadFailureProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) retryRef.current?.focus();
  }, [autoFocus]);
  return (
    <ErrorPanel error={error}>
      <Flex gap="2">
        <Button ref={retryRef} size="sm" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
        {onClose ? (
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </Flex>
    </ErrorPanel>
  );
}
