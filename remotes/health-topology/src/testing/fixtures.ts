// Rows as the health endpoints answer them, for this remote's tests (the harness is the kit's:
// @opsdeck/shared/testing).
import type { CheckSummary } from '@opsdeck/contracts';

let counter = 0;

/** A summary row as /canary/api/summary answers it. */
export function summaryRow(overrides: Partial<CheckSummary> & { name: string }): CheckSummary {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    canary_id: 'c0000000-0000-4000-8000-000000000001',
    canary_name: 'web',
    agent_id: '00000000-0000-0000-0000-000000000000',
    namespace: 'prod',
    type: 'http',
    status: 'healthy',
    labels: {},
    uptime: { passed: 99, failed: 1 },
    latency: { p95: 120, rolling1h: 0 },
    last_runtime: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}
