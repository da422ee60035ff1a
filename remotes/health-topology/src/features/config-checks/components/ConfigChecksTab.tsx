import { routePaths, type ResourceTabProps } from '@opsdeck/contracts';
import { ErrorPanel, Flex, Link, Skeleton, Stack, Table, Text } from '@opsdeck/shared';
import { FormattedDate, formatPercent } from '@opsdeck/shared/format';
import { Link as RouterLink } from 'react-router-dom';
import { HealthDot, healthOfStatus, healthText } from '../../../components/HealthIndicator';
import { uptimePercent } from '../../../lib/check-stats';
import { useConfigChecks } from '../api/configChecks';

/**
 * The Checks tab of a config item, contributed to the catalog's item page: the health checks
 * related to the item, each linking to its modal on the health page.
 */
export function ConfigChecksTab({ resource }: ResourceTabProps) {
  const checks = useConfigChecks(resource.id);
  if (checks.isPending) return <Skeleton height="24" aria-label="Loading checks" />;
  if (checks.isError) return <ErrorPanel error={checks.error} />;
  if (checks.data.length === 0) return <Text color="fg.muted">No data available</Text>;
  return (
    <Table.Root size="sm" aria-label="Related health checks">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Health</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Uptime</Table.ColumnHeader>
          <Table.ColumnHeader>Last run</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {checks.data.map((check) => {
          const health = healthOfStatus(check.status);
          return (
            <Table.Row key={check.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Link asChild>
                    <RouterLink to={routePaths.healthCheck(check.id)}>{check.name ?? check.id}</RouterLink>
                  </Link>
                  {check.canary_name ? (
                    <Text fontSize="xs" color="fg.muted">
                      {check.canary_name}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <HealthDot health={health} />
                  {healthText(health)}
                </Flex>
              </Table.Cell>
              <Table.Cell>{check.type ?? ''}</Table.Cell>
              <Table.Cell>{formatPercent(uptimePercent(check.uptime?.passed, check.uptime?.failed))}</Table.Cell>
              <Table.Cell>
                <FormattedDate value={check.last_runtime} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
