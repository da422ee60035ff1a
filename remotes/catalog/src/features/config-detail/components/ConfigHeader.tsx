import { routePaths, type ConfigItem, type ConfigRef } from '@opsdeck/contracts';
import { Badge, Box, Breadcrumb, Flex, Heading, Link, SimpleGrid, Stack, Text, Wrap } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { HealthText } from '../../../components/HealthText';
import { KeyValueChips } from '../../../components/KeyValueChips';
import { formatCost } from '../../../lib/format';
import { itemProperties } from '../lib/properties';

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  );
}

/** Catalog, then the item's parents from its path, then the item. */
export function ConfigBreadcrumbs({ parents, current }: { parents: readonly ConfigRef[]; current: string }) {
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={routePaths.catalog()}>Catalog</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {parents.map((parent) => (
          // A fragment: the list may hold only its items (a wrapping element breaks it for screen readers).
          <Fragment key={parent.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={routePaths.catalogItem(parent.id)}>{parent.name ?? parent.id}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

const costs = (item: ConfigItem) =>
  [
    ['per min', item.cost_per_minute],
    ['1d', item.cost_total_1d],
    ['7d', item.cost_total_7d],
    ['30d', item.cost_total_30d],
  ]
    .filter(([, value]) => typeof value === 'number')
    .map(([label, value]) => `${formatCost(value as number)} (${label as string})`)
    .join(', ');

const externalIds = (value: ConfigItem['external_id']) => (Array.isArray(value) ? value : value ? [value] : []);

/** The item's facts: health, status, type, tags, labels, properties, costs, external ids, agent, source and scraper. */
export function ConfigHeader({ item }: { item: ConfigItem }) {
  const properties = itemProperties(item.properties);
  const agent = item.agent_name ?? (item.agent_id === LOCAL_AGENT ? 'local' : item.agent_id);
  return (
    <Stack gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <ResourceIcon type={item.type} boxSize="5" />
        <Heading size="lg">{item.name ?? item.id}</Heading>
        <HealthText health={item.health} />
        {item.status ? <Badge variant="subtle">{item.status}</Badge> : null}
        {item.deleted_at ? <Badge colorPalette="red">Deleted</Badge> : null}
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label="Type">{item.type}</Fact>
        <Fact label="Class">{item.config_class}</Fact>
        <Fact label="Agent">{agent}</Fact>
        <Fact label="Costs">{costs(item)}</Fact>
        <Fact label="External IDs">{externalIds(item.external_id).join(', ')}</Fact>
        <Fact label="Source">{item.source}</Fact>
        <Fact label="Scraper">
          {item.scraper ? (
            <Link asChild>
              <RouterLink to={routePaths.catalogScraper(item.scraper.id)}>{item.scraper.name ?? item.scraper.id}</RouterLink>
            </Link>
          ) : null}
        </Fact>
        <Fact label="Created">{item.created_at ? <FormattedDate value={item.created_at} /> : null}</Fact>
        <Fact label="Updated">{item.updated_at ? <FormattedDate value={item.updated_at} /> : null}</Fact>
        <Fact label="Last scraped">{item.last_scraped_time ? <FormattedDate value={item.last_scraped_time} /> : null}</Fact>
      </SimpleGrid>
      {item.tags && Object.keys(item.tags).length > 0 ? (
        <Fact label="Tags">
          <KeyValueChips values={item.tags} max={20} />
        </Fact>
      ) : null}
      {item.labels && Object.keys(item.labels).length > 0 ? (
        <Fact label="Labels">
          <KeyValueChips values={item.labels} max={20} />
        </Fact>
      ) : null}
      {properties.length > 0 ? (
        <Fact label="Properties">
          <Wrap gap="3">
            {properties.map((property) => (
              <Text key={property.name} as="span">
                <Text as="span" color="fg.muted">
                  {property.name}:
                </Text>{' '}
                {property.text}
                {property.links.map((link) => (
                  <Link key={link.url} href={link.url} target="_blank" rel="noreferrer" ms="1">
                    {link.label}
                  </Link>
                ))}
              </Text>
            ))}
          </Wrap>
        </Fact>
      ) : null}
    </Stack>
  );
}
