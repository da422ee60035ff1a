import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { sourceLinkOf } from './rules';
import type { ResourceRow } from './types';

/** Where a resource edited elsewhere comes from: an agent, a component, a catalog item, a file or a CRD. */
export function SourceLink({ resource }: { resource: ResourceRow }) {
  const link = sourceLinkOf(resource);
  if (!link) return null;
  if (link.kind === 'file') return <Text fontSize="sm">{link.label}</Text>;
  return (
    <HStack gap="1" fontSize="sm" data-testid="source-link">
      <Text as="span">{link.label}</Text>
      <Link asChild color="blue.fg" textDecoration="underline">
        <RouterLink to={link.href}>{link.text}</RouterLink>
      </Link>
    </HStack>
  );
}
