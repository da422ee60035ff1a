import { CATALOG_TEXT, type CatalogSummaryRow } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Flex, Skeleton, Stack, Text } from '@opsdeck/shared';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { memo } from 'react';

const HEALTH_PALETTE: Record<string, string> = { healthy: 'green.fg', unhealthy: 'red.fg', warning: 'orange.fg' };

export interface TypeSummaryProps {
  rows: readonly CatalogSummaryRow[] | undefined;
  isPending: boolean;
  error: unknown;
  /** The one type the list is narrowed to, if any. */
  selected: string | undefined;
  onSelect: (type: string | undefined) => void;
}

function HealthCounts({ health }: { health: Record<string, number> | null | undefined }) {
  const entries = Object.entries(health ?? {}).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <Flex gap="1.5" fontSize="xs">
      {entries.map(([name, n]) => (
        <Text as="span" key={name} color={HEALTH_PALETTE[name] ?? 'fg.muted'} title={`${n} ${name}`}>
          {n}
        </Text>
      ))}
    </Flex>
  );
}

/** The config types as a navigable list: count and health per type; choosing one narrows the table. Memoised: the list's rows do not render it again. */
export const TypeSummary = memo(function TypeSummary({ rows, isPending, error, selected, onSelect }: TypeSummaryProps) {
  if (isPending) return <Skeleton h="48" aria-label="Loading config types" />;
  if (error) return <ErrorPanel error={error} />;
  const total = (rows ?? []).reduce((sum, row) => sum + (row.count ?? 0), 0);
  const item = (type: string | undefined, label: string, count: number, health?: Record<string, number> | null) => (
    <Button
      key={type ?? ''}
      variant={selected === type ? 'subtle' : 'ghost'}
      size="sm"
      justifyContent="space-between"
      w="full"
      aria-current={selected === type ? 'true' : undefined}
      onClick={() => onSelect(type)}
    >
      <Flex align="center" gap="2" minW="0">
        {type ? <ResourceIcon type={type} /> : null}
        <Text as="span" truncate>
          {label}
        </Text>
      </Flex>
      <Flex align="center" gap="2">
        <HealthCounts health={health} />
        <Text as="span" color="fg.muted" fontSize="xs">
          {count}
        </Text>
      </Flex>
    </Button>
  );
  return (
    <Box as="nav" aria-label={CATALOG_TEXT.summaryLabel}>
      <Stack gap="0.5">
        {item(undefined, CATALOG_TEXT.allTypes, total)}
        {(rows ?? []).map((row) => item(row.type ?? '', row.type ?? '', row.count ?? 0, row.health))}
      </Stack>
    </Box>
  );
});
