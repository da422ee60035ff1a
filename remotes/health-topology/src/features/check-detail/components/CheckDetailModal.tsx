import {
  HEALTH_LAYOUT_SWITCH_HEIGHT,
  HEALTH_TIME_RANGE_OPTIONS,
  ITEM_NOT_FOUND_HINT,
  NO_DETAILS_FOUND,
  TIME_RANGE_MINUTES,
  type HealthTimeRange,
} from '@opsdeck/contracts';
import {
  Alert,
  Badge,
  EmptyState,
  ErrorPanel,
  Flex,
  LabeledSelect,
  Skeleton,
  Stack,
  Text,
  useViewportHeight,
} from '@opsdeck/shared';
import { CodeViewer } from '@opsdeck/shared/editor';
import { Modal } from '@opsdeck/shared/dialog';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { Tabs } from '@opsdeck/shared/tabs';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useEffect, useMemo, useState } from 'react';
import { HealthBadge, HealthDot, healthOfStatus } from '../../../components/HealthIndicator';
import { useAgentNames } from '../../../api/agentNames';
import { useCheckDetail } from '../api/checkDetail';
import { useCheckGraph } from '../api/checkGraph';
import { useCheckRelation } from '../api/checkRelationships';
import { useCheckSummary } from '../api/checkSummary';
import { isCheckId, isClientError } from '../lib/check-id';
import { defaultTimeRange, rangeStart } from '../lib/time-range';
import { CheckActions } from './CheckActions';
import { CheckGraph } from './CheckGraph';
import { CheckHistory } from './CheckHistory';
import { CheckRelationships, relatedCount } from './CheckRelationships';
import { CheckStats } from './CheckStats';

export interface CheckDetailModalProps {
  checkId: string;
  /** From the URL; when absent it derives from the check's last run. */
  timeRange: HealthTimeRange | undefined;
  onTimeRangeChange: (range: HealthTimeRange) => void;
  onClose: () => void;
}

type Tab = 'history' | 'graph' | 'spec' | 'relationships';

/** A health-only installation has no sign-in, and its server leaves the spec out of the check. */
export const SPEC_NEEDS_SIGN_IN = 'The spec is not shown without signing in.';

/** The body's first paint: the stats and the tab strip at their final sizes. */
function CheckBodySkeleton() {
  return (
    <Stack gap="4" data-testid="check-body-skeleton">
      <Flex justify="space-between" gap="4" wrap="wrap" align="flex-start">
        <CheckStats check={undefined} graph={undefined} loading />
        <Skeleton h="8" w="40" />
      </Flex>
      <Skeleton h="8" w="72" />
      <Skeleton h="48" />
    </Stack>
  );
}

/**
 * The check modal: stats, actions and the History, Graph (its own tab only on short screens,
 * beside the history otherwise), Spec and Relationships tabs.
 */
export function CheckDetailModal({ checkId, timeRange, onTimeRangeChange, onClose }: CheckDetailModalProps) {
  // A malformed id names no check: nothing is requested for it.
  const valid = isCheckId(checkId);
  const detail = useCheckDetail(checkId, valid);
  // Only the health-only shell has no user: every other page is behind the sign-in.
  const signedIn = useAuthorizer().user !== null;
  const check = detail.data;
  const range = timeRange ?? defaultTimeRange(check?.last_runtime);
  const graph = useCheckGraph(checkId, range, Boolean(check));
  // Only for a check that exists; the body waits for it too, so nothing pops in afterwards.
  const summary = useCheckSummary(checkId, Boolean(check));
  // Guarded by other resources than the check: each in its own query, so a refusal loses only it.
  const components = useCheckRelation(checkId, 'components', Boolean(check));
  const configs = useCheckRelation(checkId, 'configs', Boolean(check));
  const agents = useAgentNames(Boolean(check?.agent_id));
  const agentName = check?.agent_id ? agents.data?.get(check.agent_id) : undefined;
  const agentLoading = Boolean(check?.agent_id) && agents.isLoading;
  const notExecuted = summary.data?.not_executed ?? undefined;
  const short = useViewportHeight() < HEALTH_LAYOUT_SWITCH_HEIGHT;
  const [tab, setTab] = useState<Tab>('history');
  const bounds = useMemo(() => {
    const since = rangeStart(range);
    return { since, from: Date.parse(since), to: Date.parse(since) + TIME_RANGE_MINUTES[range] * 60_000 };
  }, [range]);
  // The Graph tab only exists on short screens.
  useEffect(() => {
    if (!short && tab === 'graph') setTab('history');
  }, [short, tab]);

  const graphView = <CheckGraph data={graph.data} from={bounds.from} to={bounds.to} loading={graph.isPending} />;
  const health = healthOfStatus(check?.status);
  const count = relatedCount(components, configs);

  let body;
  // An id the server does not know (or refuses as malformed) is simply not there.
  if (!valid || (detail.isError && isClientError(detail.error)) || (detail.isSuccess && !check))
    body = <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} />;
  else if (detail.isPending || summary.isPending) body = <CheckBodySkeleton />;
  else if (detail.isError) body = <ErrorPanel error={detail.error} />;
  else if (!check) body = <EmptyState title={NO_DETAILS_FOUND} description={ITEM_NOT_FOUND_HINT} />;
  else
    body = (
      <Stack gap="4">
        {notExecuted ? (
          <Alert.Root status="info" size="sm" data-testid="not-executed-notice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Not executed by this backend</Alert.Title>
              <Alert.Description>
                {notExecuted}; Run Now is not offered. Results marked imported were recorded elsewhere.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Flex justify="space-between" gap="4" wrap="wrap" align="flex-start">
          <CheckStats
            check={check}
            agentName={agentName}
            agentLoading={agentLoading}
            graph={graph.data}
            loading={graph.isPending}
          />
          <Flex gap="2" align="center" wrap="wrap">
            <LabeledSelect
              label="Range"
              value={range}
              options={HEALTH_TIME_RANGE_OPTIONS.map((value) => ({ value, label: value }))}
              onChange={(value) => onTimeRangeChange(value as HealthTimeRange)}
            />
            <CheckActions check={check} canRun={!notExecuted} />
          </Flex>
        </Flex>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} lazyMount size="sm">
          <Tabs.List>
            <Tabs.Trigger value="history">History</Tabs.Trigger>
            {short ? <Tabs.Trigger value="graph">Graph</Tabs.Trigger> : null}
            <Tabs.Trigger value="spec">Spec</Tabs.Trigger>
            <Tabs.Trigger value="relationships">
              Relationships
              {count === undefined ? null : (
                <Badge size="sm" variant="subtle">
                  {count}
                </Badge>
              )}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="history">
            <Stack gap="4">
              {short ? null : graphView}
              <CheckHistory checkId={checkId} since={bounds.since} />
            </Stack>
          </Tabs.Content>
          {short ? <Tabs.Content value="graph">{graphView}</Tabs.Content> : null}
          <Tabs.Content value="spec">
            {signedIn ? (
              <CodeViewer value={check.spec ?? {}} language="yaml" height="24rem" aria-label="Check spec" copyLabel="spec" />
            ) : (
              <Text color="fg.muted">{SPEC_NEEDS_SIGN_IN}</Text>
            )}
          </Tabs.Content>
          <Tabs.Content value="relationships">
            <CheckRelationships components={components} configs={configs} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    );

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      height="85vh"
      data-testid="check-modal"
      title={
        <Flex align="center" gap="2" minW="0">
          <HealthDot health={health} />
          {check ? <ResourceIcon icon={check.icon} type={check.type} boxSize="5" /> : null}
          <Text as="span" truncate>
            {check?.name ?? 'Check'}
          </Text>
          {check?.status ? <HealthBadge health={health} /> : null}
        </Flex>
      }
    >
      {body}
    </Modal>
  );
}
