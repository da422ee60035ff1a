// Administration constants of spec 3: job history, feature flags, event queue, agents, users.
import type { JobStatus } from './settings';

/** Job status colours (spec 3 section 4); unknown statuses show grey. */
export const JOB_STATUS_COLOURS: Readonly<Record<JobStatus, string>> = {
  RUNNING: 'blue',
  SUCCESS: 'green',
  WARNING: 'orange',
  FAILED: 'red',
  STOPPED: 'gray',
};

export const jobDetailsTitle = (name: string): string => `Details for job ${name}`;

/** The URL parameters of the job history filter bar. */
export const JOB_HISTORY_PARAMS = {
  name: 'name',
  resourceType: 'resourceType',
  status: 'status',
  duration: 'duration',
} as const;

/** Duration filter choices: runs that took at least this long. */
export const JOB_DURATION_OPTIONS = [
  { value: '15s', label: '15 seconds', millis: 15_000 },
  { value: '30s', label: '30 seconds', millis: 30_000 },
  { value: '60s', label: '1 minute', millis: 60_000 },
  { value: '2m', label: '2 minutes', millis: 120_000 },
  { value: '3m', label: '3 minutes', millis: 180_000 },
  { value: '5m', label: '5 minutes', millis: 300_000 },
  { value: '10m', label: '10 minutes', millis: 600_000 },
  { value: '15m', label: '15 minutes', millis: 900_000 },
] as const;

/** How often the event queue page asks again. */
export const EVENT_QUEUE_REFRESH_MS = 5_000;

/** Agent install defaults: the chart and the namespace the commands install into. */
export const AGENT_INSTALL = {
  helmRepository: 'https://flanksource.github.io/charts',
  helmRepositoryName: 'flanksource',
  chart: 'mission-control-agent',
  namespace: 'mission-control-agent',
  release: 'mission-control-agent',
} as const;
