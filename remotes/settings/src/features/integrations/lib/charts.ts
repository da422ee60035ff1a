// The registry charts behind the GitOps options, loaded when an option is opened.
import type { GitOpsOption } from '@opsdeck/contracts';
import type { JsonSchema } from './json-schema';

export interface GitOpsChart {
  option: GitOpsOption;
  /** Chart name in the repository. */
  chart: string;
  version: string;
  /** Where the schema and defaults were taken from. */
  source: string;
  schema: JsonSchema;
  defaults: Record<string, unknown>;
}

type ChartModule = { default: unknown };

const LOADERS: Record<GitOpsOption, () => Promise<ChartModule>> = {
  AWS: () => import('./charts/aws.json'),
  Azure: () => import('./charts/azure.json'),
  Prometheus: () => import('./charts/prometheus.json'),
  Flux: () => import('./charts/flux.json'),
  Kubernetes: () => import('./charts/kubernetes.json'),
  'Mission Control': () => import('./charts/mission-control.json'),
};

export async function loadChart(option: GitOpsOption): Promise<GitOpsChart> {
  return (await LOADERS[option]()).default as GitOpsChart;
}
