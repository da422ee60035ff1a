import { Link, Text, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageAvailable } from '../services/pages';

export interface PageLinkProps extends Omit<LinkProps, 'href' | 'asChild' | 'children'> {
  /** A console path, with or without a query. */
  to: string;
  children: ReactNode;
}

/**
 * A link to another page of the console (a config item, a settings page), owned by whichever
 * remote declares it: a real link while that page exists (its remote loaded, its feature on), plain
 * text otherwise, never a link to "Not available".
 */
export function PageLink({ to, children, ...rest }: PageLinkProps) {
  const available = usePageAvailable(to);
  if (!available)
    return (
      <Text as="span" data-unlinked="" {...(rest as object)}>
        {children}
      </Text>
    );
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
