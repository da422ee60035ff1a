import { NO_DATA_AVAILABLE } from '@opsdeck/contracts';
import { Box, Button, Card, EmptyState, Flex, Grid, Heading, Link, Stack, Text } from '@opsdeck/shared';
import { FormattedDate, formatPercent } from '@opsdeck/shared/format';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CHECK_LINK_ATTRIBUTE, CHECK_MODAL_STATE } from '../../../lib/check-modal-params';
import { HealthDot, healthOfStatus } from '../../../components/HealthIndicator';
import { formatLatency } from '../../../lib/check-stats';
import { LIST_STAT_LABELS } from '../lib/format';
import { isLoneCheck, type HealthGroup } from '../lib/grouping';
import type { HealthRow } from '../lib/model';
import { NotExecutedBadge } from './healthColumns';
import { useProgressiveCount } from './useProgressiveCount';
import type { HealthEmpty } from './healthEmpty';

const STEP = 120;

const BORDER = { healthy: 'green.solid', unhealthy: 'red.solid', mixed: 'orange.solid', unknown: 'gray.solid' } as const;

/** A labelled figure (the label says which window it covers), the label above the value. */
function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" data-testid="health-card-stat">
      <Text as="span" color="fg.muted" fontSize="xs">
        {label}
      </Text>
      <Text as="span">{children}</Text>
    </Stack>
  );
}

function CheckCard({ row, href }: { row: HealthRow; href: string }) {
  const health = healthOfStatus(row.status);
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={BORDER[health]}
      data-testid="health-card"
      data-health={health}
    >
      <Card.Body gap="1" p="3">
        <Flex align="center" gap="2" minW="0">
          <HealthDot health={health} />
          <ResourceIcon icon={row.icon} type={row.type} boxSize="4" />
          {/* Block, not the link's default flex: text-overflow only draws its ellipsis on a block. */}
          <Link asChild fontWeight="semibold" display="block" minW="0" truncate title={row.name}>
            <RouterLink
              to={href}
              state={CHECK_MODAL_STATE}
              data-testid="health-card-name"
              {...{ [CHECK_LINK_ATTRIBUTE]: row.id }}
            >
              {row.name}
            </RouterLink>
          </Link>
          {row.notExecuted ? <NotExecutedBadge reason={row.notExecuted} /> : null}
        </Flex>
        <Text fontSize="xs" color="fg.muted" truncate>
          {[row.type, row.namespace].filter(Boolean).join(' · ')} ·{' '}
          <FormattedDate value={row.lastRuntime} style="short" empty="not run" />
        </Text>
        <Flex columnGap="4" rowGap="1" fontSize="sm" wrap="wrap">
          <Stat label={LIST_STAT_LABELS.uptime}>{formatPercent(row.uptime)}</Stat>
          <Stat label={LIST_STAT_LABELS.latency}>{formatLatency(row.p95)}</Stat>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

interface CardSection {
  key: string;
  /** The group's heading; none for a run of lone checks (groups of one, shown as the check). */
  group: HealthGroup | undefined;
  rows: HealthRow[];
}

/**
 * The cards in the table's order: a grouped group under its heading, and consecutive lone checks
 * (shown as plain rows in the table too) together in one grid without a heading.
 */
function cardSections(groups: readonly HealthGroup[], grouped: boolean): CardSection[] {
  const sections: CardSection[] = [];
  for (const group of groups) {
    if (grouped && !isLoneCheck(group)) {
      sections.push({ key: `group:${group.key}`, group, rows: group.rows });
      continue;
    }
    const last = sections.at(-1);
    if (last && !last.group) last.rows.push(...group.rows);
    else sections.push({ key: `checks:${group.key}`, group: undefined, rows: [...group.rows] });
  }
  return sections;
}

/** Card layout: the table's grouping and order as grids of cards, rendered progressively. */
export function HealthCards({
  groups,
  grouped,
  hrefOf,
  empty,
}: {
  groups: readonly HealthGroup[];
  grouped: boolean;
  hrefOf: (id: string) => string;
  empty?: HealthEmpty | undefined;
}) {
  const total = useMemo(() => groups.reduce((sum, g) => sum + g.rows.length, 0), [groups]);
  const sections = useMemo(() => cardSections(groups, grouped), [groups, grouped]);
  const { count, sentinel, showMore, hasMore } = useProgressiveCount(total, STEP, groups);
  if (total === 0) {
    return (
      <EmptyState title={NO_DATA_AVAILABLE} description={empty?.description}>
        {empty?.action}
      </EmptyState>
    );
  }
  let budget = count;
  return (
    <Box>
      {sections.map(({ key, group, rows: all }) => {
        if (budget <= 0) return null;
        const rows = all.slice(0, budget);
        budget -= rows.length;
        return (
          <Fragment key={key}>
            {group ? (
              <Flex align="center" gap="2" mt="4" mb="2" data-testid="health-card-group">
                <HealthDot health={group.health} />
                <Heading as="h3" size="sm">
                  {group.label}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  ({group.rows.length})
                </Text>
              </Flex>
            ) : null}
            <Grid templateColumns="repeat(auto-fill, minmax(15rem, 1fr))" gap="3" mt={group ? 0 : 2}>
              {rows.map((row) => (
                <CheckCard key={row.id} row={row} href={hrefOf(row.id)} />
              ))}
            </Grid>
          </Fragment>
        );
      })}
      {hasMore ? (
        <Flex ref={sentinel} justify="center" py="4">
          <Button size="sm" variant="outline" onClick={showMore}>
            Show more ({total - count} left)
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
