import { AGENT_INSTALL, GITOPS_DEFAULTS } from '@opsdeck/contracts';

export interface AgentInstallInput {
  /** The console's address the agent reports to. */
  host: string;
  agentName: string;
  token: string;
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** The Helm commands that install the agent chart with its upstream credentials. */
export function helmInstallCommands({ host, agentName, token }: AgentInstallInput): string {
  const { helmRepository, helmRepositoryName, chart, namespace, release } = AGENT_INSTALL;
  return [
    `helm repo add ${helmRepositoryName} ${helmRepository}`,
    'helm repo update',
    `helm install ${release} ${helmRepositoryName}/${chart} \\`,
    `  -n ${namespace} --create-namespace \\`,
    `  --set upstream.createSecret=true \\`,
    `  --set upstream.host=${shellQuote(host)} \\`,
    `  --set upstream.username=token \\`,
    `  --set upstream.password=${shellQuote(token)} \\`,
    `  --set upstream.agentName=${shellQuote(agentName)}`,
  ].join('\n');
}

/** The Flux manifests (namespace, Helm repository, Helm release) that install the same chart. */
export function fluxManifests({ host, agentName, token }: AgentInstallInput): string {
  const { helmRepository, helmRepositoryName, chart, namespace, release } = AGENT_INSTALL;
  const quote = (value: string) => JSON.stringify(value);
  return [
    'apiVersion: v1',
    'kind: Namespace',
    'metadata:',
    `  name: ${namespace}`,
    '---',
    'apiVersion: source.toolkit.fluxcd.io/v1',
    'kind: HelmRepository',
    'metadata:',
    `  name: ${helmRepositoryName}`,
    `  namespace: ${namespace}`,
    'spec:',
    `  interval: ${GITOPS_DEFAULTS.sourceRepositoryInterval}`,
    `  url: ${helmRepository}`,
    '---',
    'apiVersion: helm.toolkit.fluxcd.io/v2',
    'kind: HelmRelease',
    'metadata:',
    `  name: ${release}`,
    `  namespace: ${namespace}`,
    'spec:',
    `  interval: ${GITOPS_DEFAULTS.chartInterval}`,
    '  chart:',
    '    spec:',
    `      chart: ${chart}`,
    '      sourceRef:',
    '        kind: HelmRepository',
    `        name: ${helmRepositoryName}`,
    `        namespace: ${namespace}`,
    '  values:',
    '    upstream:',
    '      createSecret: true',
    `      host: ${quote(host)}`,
    '      username: token',
    `      password: ${quote(token)}`,
    `      agentName: ${quote(agentName)}`,
    '',
  ].join('\n');
}
