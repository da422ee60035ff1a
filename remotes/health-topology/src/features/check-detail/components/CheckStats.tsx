import { LATENCY_PERCENTILES, type Check, type CheckGraphResponse } from '@opsdeck/contracts';
import { Flex, Skeleton, Stack, Text } from '@opsdeck/shared';
import { FormattedDate, formatPercent } from '@opsdeck/shared/format';
import type { ReactNode } from 'react';
import { formatLatency, uptimePercent } from '../../../lib/check-stats';

/**
 * Every stat keeps the box it will have once its value arrives: a value line as tall as the text
 * (sm, 20 px) and a minimum width that holds the usual value, so loading never moves the modal.
 */
const VALUE_HEIGHT = '5';

function Stat({
  label,
  minW = '20',
  loading,
  children,
}: {
  label: string;
  minW?: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack gap="0" minW={minW} data-stat={label}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div" fontSize="sm" fontWeight="medium" minH={VALUE_HEIGHT}>
        {loading ? <Skeleton h={VALUE_HEIGHT} w="full" data-testid="stat-skeleton" /> : children}
      </Text>
    </Stack>
  );
}

export interface CheckStatsProps {
  /** Absent while the check loads: every stat shows a skeleton of its final size. */
  check: Check | undefined;
  /** Loaded on its own (agents are another resource); absent when unknown or not readable. */
  agentName?: string | undefined;
  /** The agent's name is on its way: its stat is reserved. */
  agentLoading?: boolean;
  graph: CheckGraphResponse | undefined;
  /** The range's figures (uptime, latencies) are on their way. */
  loading: boolean;
}

/** Uptime (passed / (passed + failed) over the range), latency percentiles and run times. */
export function CheckStats({ check, agentName, agentLoading = false, graph, loading }: CheckStatsProps) {
  const passed = graph?.uptime?.passed ?? 0;
  const failed = graph?.uptime?.failed ?? 0;
  const figuresLoading = loading || !check;
  return (
    <Flex gap="5" wrap="wrap" data-testid={check ? 'check-stats' : 'check-stats-skeleton'} aria-busy={!check || undefined}>
      <Stat label="Uptime" minW="28" loading={figuresLoading}>
        <span title={`${passed} passed, ${failed} failed`}>
          {formatPercent(uptimePercent(passed, failed))}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            ({passed}/{passed + failed})
          </Text>
        </span>
      </Stat>
      {LATENCY_PERCENTILES.map((percentile) => (
        <Stat key={percentile} label={`Latency ${percentile}`} loading={figuresLoading}>
          {formatLatency(graph?.latency?.[percentile])}
        </Stat>
      ))}
      <Stat label="Last run" minW="28" loading={!check}>
        <FormattedDate value={check?.last_runtime} style="short" empty="never" />
      </Stat>
      <Stat label="Last change" minW="28" loading={!check}>
        <FormattedDate value={check?.last_transition_time} style="short" empty="-" />
      </Stat>
      <Stat label="Type" loading={!check}>
        {check?.type || '-'}
      </Stat>
      <Stat label="Namespace" loading={!check}>
        {check?.namespace || '-'}
      </Stat>
      <Stat label="Canary" loading={!check}>
        {check?.canaries?.name || '-'}
      </Stat>
      {agentName || agentLoading ? (
        <Stat label="Agent" loading={!agentName}>
          {agentName}
        </Stat>
      ) : null}
    </Flex>
  );
}
