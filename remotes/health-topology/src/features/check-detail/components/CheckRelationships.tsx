import { NO_DETAILS_FOUND, routePaths, type Check } from '@opsdeck/contracts';
import { Heading, Link, List, Stack, Text } from '@opsdeck/shared';
import { Link as RouterLink } from 'react-router-dom';

type Named = { id: string; name?: string | null; type?: string | null };

export function relatedOf(check: Check | null | undefined): { components: Named[]; configs: Named[] } {
  return {
    components: (check?.components ?? []).flatMap((r) => (r.components ? [r.components] : [])),
    configs: (check?.configs ?? []).flatMap((r) => (r.configs ? [r.configs] : [])),
  };
}

function Section({ title, items, href }: { title: string; items: Named[]; href: (id: string) => string }) {
  if (items.length === 0) return null;
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

/** Components (to their topology) and config items (to the catalog) this check relates to. */
export function CheckRelationships({ check }: { check: Check }) {
  const { components, configs } = relatedOf(check);
  if (components.length + configs.length === 0) return <Text color="fg.muted">{NO_DETAILS_FOUND}</Text>;
  return (
    <Stack gap="4">
      <Section title="Components" items={components} href={(id) => routePaths.topology(id)} />
      <Section title="Configs" items={configs} href={(id) => routePaths.catalogItem(id)} />
    </Stack>
  );
}
