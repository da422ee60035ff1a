import { routePaths, type Component } from '@opsdeck/contracts';
import { Badge, Card, Flex, Grid, Link, Stack, StatusBadge, Tags, Text } from '@opsdeck/shared';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { usePageAvailable } from '@opsdeck/shared/services';
import { Link as RouterLink } from 'react-router-dom';
import { HealthDot } from '../../../components/HealthIndicator';
import { visibleProperties } from '../lib/properties';
import { componentCounts } from '../lib/summary';
import { ComponentHealthDot } from './ComponentHealth';

const MAX_CHILDREN = 8;
const MAX_PROPERTIES = 6;

const FOCUS_RING = { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' } as const;

/** The checks by health, linking to the health list narrowed to this component's checks. */
function ChecksSummary({ componentId, checks }: { componentId: string; checks: Record<string, number> }) {
  const healthy = checks.healthy ?? 0;
  const unhealthy = Object.entries(checks).reduce((sum, [status, n]) => (status === 'healthy' ? sum : sum + n), 0);
  if (healthy + unhealthy === 0) return null;
  return (
    <Flex
      asChild
      gap="3"
      fontSize="sm"
      align="center"
      alignSelf="flex-start"
      rounded="sm"
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'underline' }}
      _focusVisible={FOCUS_RING}
    >
      <RouterLink
        to={routePaths.componentChecks(componentId)}
        aria-label={`Checks: ${healthy} healthy, ${unhealthy} unhealthy`}
        data-testid="component-checks-link"
      >
        <Text as="span" color="fg.muted">
          Checks
        </Text>
        <Flex align="center" gap="1">
          <HealthDot health="healthy" /> {healthy}
        </Flex>
        <Flex align="center" gap="1">
          <HealthDot health="unhealthy" /> {unhealthy}
        </Flex>
      </RouterLink>
    </Flex>
  );
}

/** A count badge that links to the list of what it counts, when that page is part of the console. */
function CountBadge({
  count,
  noun,
  colorPalette,
  href,
}: {
  count: number;
  noun: string;
  colorPalette: 'red' | 'orange';
  href: string;
}) {
  const linked = usePageAvailable(href);
  const text = count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
  if (!linked) return <Badge colorPalette={colorPalette}>{text}</Badge>;
  return (
    <Badge asChild colorPalette={colorPalette} _hover={{ textDecoration: 'underline' }} _focusVisible={FOCUS_RING}>
      <RouterLink to={href}>{text}</RouterLink>
    </Badge>
  );
}

/** Marks a component listed only because hidden components are shown. */
function HiddenBadge() {
  return (
    <Badge size="sm" variant="outline" colorPalette="gray" flexShrink={0}>
      Hidden
    </Badge>
  );
}

/** One component as a card: health, checks, properties, teams and labels, and its children. */
export function TopologyCard({ component, hrefOf }: { component: Component; hrefOf: (id: string) => string }) {
  const health = component.health ?? component.status;
  const properties = visibleProperties(component.properties).slice(0, MAX_PROPERTIES);
  const children = component.components ?? [];
  const { checks, incidents, insights } = componentCounts(component);
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      w="full"
      minW="0"
      data-testid="topology-card"
      aria-label={component.name ?? component.id}
    >
      <Card.Header pb="2">
        <Flex align="center" gap="2" minW="0">
          <ComponentHealthDot health={health} />
          <ResourceIcon icon={component.icon} type={component.type} boxSize="5" />
          <Link asChild fontWeight="semibold" truncate flex="1">
            <RouterLink to={hrefOf(component.id)}>{component.name || component.id}</RouterLink>
          </Link>
          {component.hidden ? <HiddenBadge /> : null}
          <StatusBadge value={health} />
        </Flex>
        <Text fontSize="xs" color="fg.muted" truncate>
          {[component.type, component.namespace].filter(Boolean).join(' · ')}
        </Text>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="2">
          {component.status_reason || component.description ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {component.status_reason || component.description}
            </Text>
          ) : null}
          {properties.length > 0 ? (
            <Grid templateColumns="auto 1fr" columnGap="3" rowGap="0.5" fontSize="sm" as="dl">
              {properties.map((p) => (
                <Flex key={p.name} display="contents">
                  <Text as="dt" color="fg.muted">
                    {p.name}
                  </Text>
                  <Text as="dd" truncate title={p.text}>
                    {p.text}
                  </Text>
                </Flex>
              ))}
            </Grid>
          ) : null}
          {checks ? <ChecksSummary componentId={component.id} checks={checks} /> : null}
          {insights + incidents > 0 ? (
            <Flex gap="2">
              {incidents > 0 ? (
                <CountBadge
                  count={incidents}
                  noun="incident"
                  colorPalette="red"
                  href={routePaths.componentIncidents(component.id)}
                />
              ) : null}
              {insights > 0 ? (
                <CountBadge
                  count={insights}
                  noun="insight"
                  colorPalette="orange"
                  href={routePaths.componentInsights(component.id)}
                />
              ) : null}
            </Flex>
          ) : null}
          {component.team_names?.length ? (
            <Flex gap="1" wrap="wrap">
              {component.team_names.map((team) => (
                <Badge key={team} variant="outline">
                  {team}
                </Badge>
              ))}
            </Flex>
          ) : null}
          {component.labels && Object.keys(component.labels).length > 0 ? <Tags tags={component.labels} /> : null}
          {children.length > 0 ? (
            <Stack gap="1" as="ul" listStyleType="none" aria-label={`Children of ${component.name}`}>
              {children.slice(0, MAX_CHILDREN).map((child) => (
                <Flex as="li" key={child.id} align="center" gap="2" fontSize="sm" minW="0">
                  <ComponentHealthDot health={child.health ?? child.status} />
                  <ResourceIcon icon={child.icon} type={child.type} boxSize="4" />
                  <Link asChild truncate>
                    <RouterLink to={hrefOf(child.id)}>{child.name || child.id}</RouterLink>
                  </Link>
                  {child.hidden ? <HiddenBadge /> : null}
                  {child.components?.length ? (
                    <Text as="span" color="fg.muted" fontSize="xs">
                      ({child.components.length})
                    </Text>
                  ) : null}
                </Flex>
              ))}
              {children.length > MAX_CHILDREN ? (
                <Text as="li" fontSize="xs" color="fg.muted">
                  +{children.length - MAX_CHILDREN} more
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
