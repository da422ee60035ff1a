/**
 * HOOK for live checks: the demo canary `opsdeck-self` (namespace `opsdeck`) points at endpoints of
 * the console itself, so a check runner added later produces real results next to the generated
 * history. Its checks carry the label `opsdeck.io/live=true`; a runner can select them with
 *   SELECT c.* FROM checks c WHERE c.labels->>'opsdeck.io/live' = 'true' AND c.deleted_at IS NULL
 * and read the target from checks.spec (`url`, `responseCodes`, `maxResponseTime` in ms).
 * The port is taken from env PORT at seeding time (default 8080).
 */
export const LIVE_CHECK_LABEL = 'opsdeck.io/live';

export interface SelfCheck {
  name: string;
  description: string;
  url: string;
  responseCodes: number[];
  maxResponseTime: number;
}

export function selfCheckBaseUrl(port: string | undefined = process.env.PORT): string {
  return `http://127.0.0.1:${port && port.trim() !== '' ? port.trim() : '8080'}`;
}

export function selfChecks(baseUrl: string = selfCheckBaseUrl()): SelfCheck[] {
  return [
    {
      name: 'console-healthz',
      description: 'Console liveness endpoint',
      url: `${baseUrl}/healthz`,
      responseCodes: [200],
      maxResponseTime: 500,
    },
    {
      name: 'console-about',
      description: 'Console version endpoint',
      url: `${baseUrl}/about`,
      responseCodes: [200],
      maxResponseTime: 1000,
    },
    {
      // Fails for two minutes after the backend starts (incident-rules/warm-up.ts): the demo's
      // "Console self-checks" incident rule opens an incident for it and resolves it on its own.
      name: 'opsdeck-warm-up',
      description: 'Console warm-up: unavailable for the first two minutes after start',
      url: `${baseUrl}/api/demo/warm-up`,
      responseCodes: [200],
      maxResponseTime: 1000,
    },
  ];
}
