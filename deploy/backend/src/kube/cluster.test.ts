import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterFromKubeconfig, inClusterCluster, resolveKubeCluster } from './cluster';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-kube-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const kubeconfig = (user: string, cluster = `      certificate-authority-data: ${Buffer.from('PEM').toString('base64')}`) => `
apiVersion: v1
kind: Config
current-context: ops
clusters:
  - name: other
    cluster: { server: "https://other.example:6443" }
  - name: prod
    cluster:
      server: "https://k8s.example:6443/"
${cluster}
contexts:
  - name: first
    context: { cluster: other, user: other }
  - name: ops
    context: { cluster: prod, user: bot }
users:
  - name: bot
    user:
${user}
`;

describe('clusterFromKubeconfig', () => {
  it("reads the current context's server, certificate authority and token", () => {
    const file = path.join(dir, 'config');
    writeFileSync(file, kubeconfig('      token: abc'));
    const cluster = clusterFromKubeconfig(file);
    expect(cluster).toMatchObject({ server: 'https://k8s.example:6443', ca: 'PEM', insecureSkipTlsVerify: false });
    expect(cluster.token()).toBe('abc');
  });

  it('reads a token file and a certificate authority file beside the kubeconfig, the token on each use', () => {
    const file = path.join(dir, 'config');
    writeFileSync(path.join(dir, 'ca.pem'), 'CA FILE');
    writeFileSync(path.join(dir, 'token'), 'first\n');
    writeFileSync(file, kubeconfig('      tokenFile: token', '      certificate-authority: ca.pem'));
    const cluster = clusterFromKubeconfig(file);
    expect(cluster.ca).toBe('CA FILE');
    expect(cluster.token()).toBe('first');
    writeFileSync(path.join(dir, 'token'), 'rotated');
    expect(cluster.token()).toBe('rotated');
  });

  it('says what is wrong with a file it cannot use', () => {
    const file = path.join(dir, 'config');
    writeFileSync(file, kubeconfig('      username: admin'));
    expect(() => clusterFromKubeconfig(file)).toThrow('the user of context ops has no token');
    writeFileSync(file, 'just: text');
    expect(() => clusterFromKubeconfig(file)).toThrow(`${file} is not a kubeconfig`);
  });
});

describe('inClusterCluster', () => {
  it("uses the pod's service account and the API server's service address", () => {
    writeFileSync(path.join(dir, 'token'), 'sa-token\n');
    writeFileSync(path.join(dir, 'ca.crt'), 'CLUSTER CA');
    const cluster = inClusterCluster({ KUBERNETES_SERVICE_HOST: '10.96.0.1', KUBERNETES_SERVICE_PORT: '443' }, dir);
    expect(cluster).toMatchObject({ server: 'https://10.96.0.1:443', ca: 'CLUSTER CA' });
    expect(cluster!.token()).toBe('sa-token');
  });

  it('is none outside a cluster or without a mounted token', () => {
    expect(inClusterCluster({}, dir)).toBeNull();
    expect(inClusterCluster({ KUBERNETES_SERVICE_HOST: '10.96.0.1' }, dir)).toBeNull();
  });
});

describe('resolveKubeCluster', () => {
  it('prefers OPSDECK_KUBECONFIG to the service account, and is none without either', () => {
    const file = path.join(dir, 'config');
    writeFileSync(file, kubeconfig('      token: abc'));
    writeFileSync(path.join(dir, 'token'), 'sa-token');
    expect(resolveKubeCluster({ OPSDECK_KUBECONFIG: file, KUBERNETES_SERVICE_HOST: '10.0.0.1' }, dir)?.server).toBe(
      'https://k8s.example:6443',
    );
    expect(resolveKubeCluster({ KUBERNETES_SERVICE_HOST: '10.0.0.1' }, dir)?.server).toBe('https://10.0.0.1:443');
    expect(resolveKubeCluster({}, path.join(dir, 'absent'))).toBeNull();
  });
});
