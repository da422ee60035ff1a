import { CATALOG_TEXT, NO_DATA_AVAILABLE, routePaths } from '@opsdeck/contracts';
import { EmptyState, Flex, Link, Table, Text } from '@opsdeck/shared';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { HealthText } from '../../../components/HealthText';
import type { RelatedItem } from '../lib/graph-model';

/** The related items as a table, in walk order (nearest first). */
export function RelationshipList({ related }: { related: readonly RelatedItem[] }) {
  if (related.length === 0) return <EmptyState size="sm" title={NO_DATA_AVAILABLE} />;
  return (
    <Table.Root size="sm" aria-label={CATALOG_TEXT.relatedConfigs}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Health</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {related.map((item) => (
          <Table.Row key={item.id}>
            <Table.Cell>
              <Flex align="center" gap="2">
                <ResourceIcon type={item.type} />
                <Link asChild>
                  <RouterLink to={routePaths.catalogItem(item.id)}>{item.name ?? item.id}</RouterLink>
                </Link>
                {item.deleted_at ? (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    (deleted)
                  </Text>
                ) : null}
              </Flex>
            </Table.Cell>
            <Table.Cell>{item.type}</Table.Cell>
            <Table.Cell>
              <HealthText health={item.health} />
            </Table.Cell>
            <Table.Cell>{item.status}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
