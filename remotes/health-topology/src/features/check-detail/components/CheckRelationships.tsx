import { NO_DETAILS_FOUND, routePaths } from '@opsdeck/contracts';
import { ErrorPanel, Heading, Link, List, Skeleton, Stack, Text } from '@opsdeck/shared';
import { Link as RouterLink } from 'react-router-dom';
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
    <Stack gap="1">
      <Heading as="h4" size="xs">
        {title} ({items.length})
      </Heading>
      <List.Root ps="4">
        {items.map((item) => (
          <List.Item key={item.id}>
            <Link asChild>
              <RouterLink to={href(item.id)}>{item.name || item.id}</RouterLink>
            </Link>
            {item.type ? (
              <Text as="span" color="fg.muted" fontSize="sm">
                {' '}
                {item.type}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
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
    return <Text color="fg.muted">{NO_DETAILS_FOUND}</Text>;
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
