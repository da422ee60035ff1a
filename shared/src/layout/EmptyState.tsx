import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyTrayIcon } from '../icons';

export interface EmptyStateProps {
  /** What happened, in the words the spec gives (e.g. "No data available"). */
  title: string;
  /** Why, or what the user can do about it. */
  description?: ReactNode;
  /** The next action: clear the filters, create the first one, sign in... */
  children?: ReactNode;
  /** `sm` inside a table row, a panel or a tab; `md` for a whole page. */
  size?: 'sm' | 'md';
  'data-testid'?: string;
}

/**
 * The kit's "nothing to show" for lists, boards, tabs and detail pages: an icon, what happened and
 * the next action. Failures are the ErrorPanel's (LoadFailure with Retry).
 */
export function EmptyState({ title, description, children, size = 'md', ...rest }: EmptyStateProps) {
  const small = size === 'sm';
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="2"
      py={small ? '4' : '10'}
      px="4"
      color="fg.muted"
      data-empty-state=""
      {...rest}
    >
      <EmptyTrayIcon boxSize={small ? '5' : '8'} color="fg.subtle" aria-hidden="true" />
      <Text fontWeight="medium" color="fg" fontSize={small ? 'sm' : 'md'}>
        {title}
      </Text>
      {description ? (
        <Text fontSize="sm" maxW="md">
          {description}
        </Text>
      ) : null}
      {children ? (
        <Flex gap="2" wrap="wrap" justify="center" mt="1">
          {children}
        </Flex>
      ) : null}
    </Flex>
  );
}
