import { LATENCY_PERCENTILES, type Check, type CheckGraphResponse } from '@opsdeck/contracts';
import { Flex, Skeleton, Stack, Text } from '@opsdeck/shared';
import { FormattedDate, formatPercent } from '@opsdeck/shared/format';
import type { ReactNode } from 'react';
import { formatLatency, uptimePercent } from '../../../lib/check-stats';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="20">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div" fontSize="sm" fontWeight="medium">
        {children}
      </Text>
    </Stack>
  );
}

/** Uptime (passed / (passed + failed) over the range), latency percentiles and run times. */
export function CheckStats({
  check,
  agentName,
  graph,
  loading,
}: {
  check: Check;
  /** Loaded on its own (agents are another resource); absent when unknown or not readable. */
  agentName?: string | undefined;
  graph: CheckGraphResponse | undefined;
  loading: boolean;
}) {
  const passed = graph?.uptime?.passed ?? 0;
  const failed = graph?.uptime?.failed ?? 0;
  return (
    <Flex gap="5" wrap="wrap" data-testid="check-stats">
      <Stat label="Uptime">
        {loading ? (
          <Skeleton h="4" w="16" />
        ) : (
          <span title={`${passed} passed, ${failed} failed`}>
            {formatPercent(uptimePercent(passed, failed))}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({passed}/{passed + failed})
            </Text>
          </span>
        )}
      </Stat>
      {LATENCY_PERCENTILES.map((percentile) => (
        <Stat key={percentile} label={`Latency ${percentile}`}>
          {loading ? <Skeleton h="4" w="12" /> : formatLatency(graph?.latency?.[percentile])}
        </Stat>
      ))}
      <Stat label="Last run">
        <FormattedDate value={check.last_runtime} style="short" empty="never" />
      </Stat>
      <Stat label="Last change">
        <FormattedDate value={check.last_transition_time} style="short" empty="-" />
      </Stat>
      <Stat label="Type">{check.type || '-'}</Stat>
      <Stat label="Namespace">{check.namespace || '-'}</Stat>
      <Stat label="Canary">{check.canaries?.name || '-'}</Stat>
      {agentName ? <Stat label="Agent">{agentName}</Stat> : null}
    </Flex>
  );
}
