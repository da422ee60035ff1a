import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADD_INTEGRATION, GITOPS_DEFAULTS } from '@opsdeck/contracts';
import { loadChart } from './charts';
import { fluxManifests, helmCommands } from './manifests';

const golden = (name: string) => readFileSync(path.join(__dirname, '__golden__', name), 'utf8');
const slug = (option: string) => option.toLowerCase().replace(/\s+/g, '-');

describe.each([...ADD_INTEGRATION.gitopsTiles])('%s option', (option) => {
  it('generates the flux manifests and Helm commands of its golden files', async () => {
    const chart = await loadChart(option);
    const install = { chart: chart.chart, version: chart.version, namespace: GITOPS_DEFAULTS.namespace, values: chart.defaults };
    expect(fluxManifests(install)).toBe(golden(`${slug(option)}.flux.yaml`));
    expect(helmCommands(install)).toBe(golden(`${slug(option)}.helm.sh`));
  });
});

it('uses the spec intervals: release 30m, chart 1m, source repository 5m', () => {
  const flux = fluxManifests({ chart: 'mission-control-prometheus', version: '1.0.0', namespace: 'monitoring', values: {} });
  expect(flux).toContain(
    'kind: HelmRepository\nmetadata:\n  name: flanksource\n  namespace: monitoring\nspec:\n  interval: 5m\n',
  );
  expect(flux).toContain(
    'kind: HelmRelease\nmetadata:\n  name: mission-control-prometheus\n  namespace: monitoring\nspec:\n  interval: 30m\n',
  );
  expect(flux).toContain('    interval: 1m\n');
  expect(flux).not.toContain('values:');
  expect(helmCommands({ chart: 'c', version: '1', namespace: 'n', values: {} })).not.toContain('values.yaml');
});

it('quotes what it passes to the shell', () => {
  expect(helmCommands({ chart: 'c', version: '1', namespace: "it's", values: {} })).toContain(`--namespace 'it'\\''s'`);
});
