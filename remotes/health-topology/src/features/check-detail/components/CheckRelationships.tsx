import { NO_DETAILS_FOUND, routePaths } from '@opsdeck/contracts';
import { EmptyState, ErrorPanel, Flex, Heading, PageLink, Skeleton, Stack, StatusBadge, Text } from '@opsdeck/shared';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import type { RelatedItem, RelationState } from '../api/checkRelationships';

/** Said in place of a relation the user may not read, so its absence is not taken for "none". */
export const RELATION_FORBIDDEN = {
  components: 'Related components are not shown: you do not have permission to read topology.',
  configs: 'Related config items are not shown: you do not have permission to read the catalog.',
} as const;

/** How many related items can be shown (the tab's count); undefined until every relation has settled. */
export const relatedCount = (...states: RelationState[]): number | undefined =>
  states.some((state) => state.status === 'loading')
    ? undefined
    : states.reduce((sum, state) => sum + (state.status === 'ready' ? state.items.length : 0), 0);

function Section({ title, items, href }: { title: string; items: RelatedItem[]; href: (id: string) => string }) {
  return (
    <Stack gap="2">
      <Heading as="h4" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title} ({items.length})
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden" aria-label={title}>
        {items.map((item) => (
          <Flex
            as="li"
            key={item.id}
            align="center"
            gap="3"
            px="3"
            py="2"
            minW="0"
            borderTopWidth="1px"
            _first={{ borderTopWidth: 0 }}
            _hover={{ bg: 'bg.muted' }}
            data-testid="related-item"
          >
            <ResourceIcon icon={item.icon} type={item.type} boxSize="5" />
            <PageLink to={href(item.id)} fontWeight="medium" truncate flex="1" minW="0">
              {item.name || item.id}
            </PageLink>
            {item.type ? (
              <Text as="span" color="fg.muted" fontSize="sm" truncate flexShrink={1} maxW="16rem">
                {item.type}
              </Text>
            ) : null}
            <StatusBadge value={item.health || 'unknown'} />
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

function Relation({
  state,
  title,
  forbidden,
  href,
}: {
  state: RelationState;
  title: string;
  forbidden: string;
  href: (id: string) => string;
}) {
  switch (state.status) {
    case 'loading':
      return <Skeleton h="10" />;
    case 'forbidden':
      return (
        <Text color="fg.muted" data-testid="relation-forbidden">
          {forbidden}
        </Text>
      );
    case 'error':
      return <ErrorPanel error={state.error} />;
    case 'ready':
      return state.items.length > 0 ? <Section title={title} items={state.items} href={href} /> : null;
  }
}

/**
 * Components (to their topology) and config items (to the catalog) this check relates to. Each
 * relation stands alone: one the user may not read (or that failed) says so, the other still shows.
 */
export function CheckRelationships({ components, configs }: { components: RelationState; configs: RelationState }) {
  if (components.status === 'ready' && configs.status === 'ready' && relatedCount(components, configs) === 0)
    return <EmptyState size="sm" title={NO_DETAILS_FOUND} />;
  return (
    <Stack gap="4">
      <Relation
        state={components}
        title="Components"
        forbidden={RELATION_FORBIDDEN.components}
        href={(id) => routePaths.topology(id)}
      />
      <Relation
        state={configs}
        title="Configs"
        forbidden={RELATION_FORBIDDEN.configs}
        href={(id) => routePaths.catalogItem(id)}
      />
    </Stack>
  );
}
