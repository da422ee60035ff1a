import { Alert, Box, HStack, Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { NO_RESOURCES_FOUND, RESOURCE_EDITOR } from '@opsdeck/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorPanel } from '../errors/ErrorPanel';
import { FormattedDate } from '../format/FormattedDate';
import { StatusBadge } from '../status/StatusBadge';
import { useResourceList } from './api';
import { HealthDot } from './HealthDot';
import { healthOfJob } from './rules';
import type { ResourceRow, ResourceTable } from './types';

/** A column the caller adds after Name (e.g. the scraper's types). */
export interface ResourceListColumn<Row extends ResourceRow> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ResourceListProps<Row extends ResourceRow> {
  table: ResourceTable<Row>;
  columns?: readonly ResourceListColumn<Row>[];
}

function NameCell<Row extends ResourceRow>({ table, row }: { table: ResourceTable<Row>; row: Row }) {
  const health = healthOfJob(row.job_status);
  return (
    <HStack gap="2">
      <HealthDot health={health} />
      <Link asChild color="blue.fg" fontWeight="medium">
        <RouterLink to={`${table.basePath}/${encodeURIComponent(row.id)}`}>{row.name || row.id}</RouterLink>
      </Link>
    </HStack>
  );
}

/** The newest 100 resources of a table with their last job's status; names open the editor. */
export function ResourceList<Row extends ResourceRow>({ table, columns = [] }: ResourceListProps<Row>) {
  const list = useResourceList(table);
  if (list.isPending) return <Skeleton height="12rem" aria-busy="true" aria-label="Loading" />;
  if (list.isError) return <ErrorPanel error={list.error} />;
  if (list.data.length === 0) {
    return (
      <Alert.Root status="info">
        <Alert.Title>{NO_RESOURCES_FOUND}</Alert.Title>
      </Alert.Root>
    );
  }
  const titles = RESOURCE_EDITOR.columns;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" interactive aria-label={table.pluralLabel}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{titles.name}</Table.ColumnHeader>
            {table.namespaced ? <Table.ColumnHeader>{titles.namespace}</Table.ColumnHeader> : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{titles.source}</Table.ColumnHeader>
            <Table.ColumnHeader>{titles.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{titles.lastRun}</Table.ColumnHeader>
            <Table.ColumnHeader>{titles.counts}</Table.ColumnHeader>
            <Table.ColumnHeader>{titles.created}</Table.ColumnHeader>
            <Table.ColumnHeader>{titles.updated}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <NameCell table={table} row={row} />
              </Table.Cell>
              {table.namespaced ? <Table.Cell>{row.namespace}</Table.Cell> : null}
              {columns.map((column) => (
                <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
              ))}
              <Table.Cell>{row.source}</Table.Cell>
              <Table.Cell>
                <StatusBadge value={row.job_status} />
              </Table.Cell>
              <Table.Cell>{row.job_time_start ? <FormattedDate value={row.job_time_start} /> : null}</Table.Cell>
              <Table.Cell>
                {row.job_status ? (
                  <Text as="span">
                    {row.job_success_count ?? 0} / {row.job_error_count ?? 0}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{row.created_at ? <FormattedDate value={row.created_at} /> : null}</Table.Cell>
              <Table.Cell>{row.updated_at ? <FormattedDate value={row.updated_at} /> : null}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
