// What the GitOps option form generates: flux manifests (namespace, HelmRepository, HelmRelease)
// and the Helm CLI commands, from the chart, the namespace and the values.
import { GITOPS_DEFAULTS, GITOPS_REPOSITORY } from '@opsdeck/contracts';
import { dump } from 'js-yaml';

export interface GitOpsInstall {
  chart: string;
  version: string;
  namespace: string;
  values: Record<string, unknown>;
}

const yaml = (document: unknown) => dump(document, { noRefs: true, lineWidth: -1, sortKeys: false });

/** The documents flux reconciles: release every 30m, chart checked every 1m, repository every 5m. */
export function fluxManifests({ chart, version, namespace, values }: GitOpsInstall): string {
  const documents = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } },
    {
      apiVersion: 'source.toolkit.fluxcd.io/v1',
      kind: 'HelmRepository',
      metadata: { name: GITOPS_REPOSITORY.name, namespace },
      spec: { interval: GITOPS_DEFAULTS.sourceRepositoryInterval, url: GITOPS_REPOSITORY.url },
    },
    {
      apiVersion: 'helm.toolkit.fluxcd.io/v2',
      kind: 'HelmRelease',
      metadata: { name: chart, namespace },
      spec: {
        interval: GITOPS_DEFAULTS.interval,
        chart: {
          spec: {
            chart,
            version,
            sourceRef: { kind: 'HelmRepository', name: GITOPS_REPOSITORY.name, namespace },
            interval: GITOPS_DEFAULTS.chartInterval,
          },
        },
        ...(Object.keys(values).length ? { values } : {}),
      },
    },
  ];
  return documents.map(yaml).join('---\n');
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** Shell commands that install the chart with the same values. */
export function helmCommands({ chart, version, namespace, values }: GitOpsInstall): string {
  const lines = [`helm repo add ${GITOPS_REPOSITORY.name} ${GITOPS_REPOSITORY.url}`, 'helm repo update', ''];
  const hasValues = Object.keys(values).length > 0;
  if (hasValues) lines.push(`cat > values.yaml <<'EOF'`, yaml(values).trimEnd(), 'EOF', '');
  lines.push(
    `helm install ${chart} ${GITOPS_REPOSITORY.name}/${chart} \\`,
    `  --version ${quote(version)} \\`,
    `  --namespace ${quote(namespace)} \\`,
    hasValues ? '  --create-namespace \\' : '  --create-namespace',
  );
  if (hasValues) lines.push('  --values values.yaml');
  return `${lines.join('\n')}\n`;
}
