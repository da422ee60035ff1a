import { agentIdOrNone } from './agent-id';
import { fluxManifests, helmInstallCommands } from './install-commands';

const input = { host: 'https://ops.example.com', agentName: "eu'west", token: 'tok-123' };

describe('agent install commands', () => {
  it('installs the agent chart with the upstream host, token and name (quoted for the shell)', () => {
    const helm = helmInstallCommands(input);
    expect(helm).toContain('helm repo add flanksource https://flanksource.github.io/charts');
    expect(helm).toContain('helm install mission-control-agent flanksource/mission-control-agent');
    expect(helm).toContain(`--set upstream.host='https://ops.example.com'`);
    expect(helm).toContain(`--set upstream.password='tok-123'`);
    expect(helm).toContain(`--set upstream.agentName='eu'\\''west'`);
  });

  it('writes the same as Flux manifests', () => {
    const flux = fluxManifests(input);
    expect(flux).toContain('kind: HelmRepository');
    expect(flux).toContain('kind: HelmRelease');
    expect(flux).toContain('      password: "tok-123"');
    expect(flux).toContain('      agentName: "eu\'west"');
    expect(flux).toContain('  interval: 1m');
  });
});

describe('agentIdOrNone', () => {
  it('treats null, empty, malformed and the all-zero id as no agent', () => {
    expect(agentIdOrNone(null)).toBeNull();
    expect(agentIdOrNone('')).toBeNull();
    expect(agentIdOrNone('nope')).toBeNull();
    expect(agentIdOrNone('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(agentIdOrNone('0190a1b2-0000-7000-8000-000000000001')).toBe('0190a1b2-0000-7000-8000-000000000001');
  });
});
