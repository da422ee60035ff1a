/**
 * Runs a command (the console) beside a stand-in for a Kubernetes API server: the stand-in listens
 * on a free loopback port, a kubeconfig naming it is written to a temporary file, and the command
 * runs with OPSDECK_KUBECONFIG pointing at it, so the console's /kubeproxy has a cluster.
 *
 *   node support/with-kube-api.mjs <command...>
 *
 * The stand-in answers every request with what it received: the path and query, the user and
 * groups impersonated, and whether the backend's own token came with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const KUBE_API_TOKEN = 'e2e-service-account-token';

const server = createServer((req, res) => {
  const groups = req.headers['impersonate-group'];
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      kind: 'Status',
      path: req.url,
      impersonateUser: req.headers['impersonate-user'] ?? null,
      impersonateGroups: Array.isArray(groups) ? groups : groups ? groups.split(',').map((g) => g.trim()) : [],
      backendToken: req.headers.authorization === `Bearer ${KUBE_API_TOKEN}`,
    }),
  );
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'opsdeck-e2e-kube-')), 'kubeconfig');
  writeFileSync(
    file,
    [
      'apiVersion: v1',
      'kind: Config',
      'current-context: e2e',
      'clusters:',
      `  - { name: e2e, cluster: { server: "http://127.0.0.1:${port}" } }`,
      'contexts:',
      '  - { name: e2e, context: { cluster: e2e, user: e2e } }',
      'users:',
      `  - { name: e2e, user: { token: "${KUBE_API_TOKEN}" } }`,
      '',
    ].join('\n'),
  );
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, OPSDECK_KUBECONFIG: file } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    server.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
});
