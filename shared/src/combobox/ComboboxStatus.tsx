import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ComboboxStatusProps {
  /** loading: a spinner, announced politely; empty: a muted note; error: an alert, with a retry when `onRetry` is given. */
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  onRetry?: (() => void) | undefined;
  /** The ARIA role of the row; by default `status` (loading, empty) or `alert` (error); null for none. */
  role?: 'status' | 'alert' | null;
}

/** A row above a combobox's listbox saying why it lists nothing: loading, empty, or failed with "Try again". */
export function ComboboxStatus({ kind, children, onRetry, role }: ComboboxStatusProps) {
  const error = kind === 'error';
  const ariaRole = role === undefined ? (error ? 'alert' : 'status') : (role ?? undefined);
  return (
    <Flex role={ariaRole} gap="2" align="center" px="3" py="2" fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
      {kind === 'loading' ? <Spinner size="xs" aria-hidden="true" /> : null}
      {error && onRetry ? (
        <>
          <Text flex="1">{children}</Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        children
      )}
    </Flex>
  );
}
