/**
 * What every benchmark measuring through the console does once its backend is booted: the gateway
 * serving the built shell and remotes in front of it, on a free loopback port, with the backend's
 * request log kept out of the report.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from '@opsdeck/contracts';
import { createGateway } from '../../gateway/server';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The built shell: SHELL_DIR, else shell/dist. */
export const shellDistDir = (): string => process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist');

/** Stops with "build first" when the shell or one of the remotes the benchmark visits is not built. */
export function requireBuilt(remotes: readonly string[], shellDir = shellDistDir()): void {
  for (const dir of [shellDir, ...remotes.map((name) => path.join(repoRoot, 'remotes', name, 'dist'))])
    if (!existsSync(dir)) throw new Error(`missing ${dir}: build first (pnpm run build)`);
}

/** A request log line of the backend ("GET /api/... 200 1.2ms", with or without the client address). */
const REQUEST_LINE = /^(\S+ )?(GET|HEAD|POST|PUT|PATCH|DELETE) \/\S* \d{3} /;

export interface ConsoleUnderTest {
  /** http://127.0.0.1:<port> */
  base: string;
  close: () => void;
}

/** Starts the gateway in front of `backend` (a booted backend's handler). */
export async function startConsole(
  backend: (req: IncomingMessage, res: ServerResponse) => void,
  shellDir = shellDistDir(),
): Promise<ConsoleUnderTest> {
  const gateway = createGateway({
    shellDir,
    remoteDirs: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name, 'dist')])),
    manifestPath: path.join(repoRoot, 'deploy', 'remotes.json'),
    backend,
  });
  const print = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && REQUEST_LINE.test(args[0])) return;
    print(...args);
  };
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    close: () => {
      gateway.close();
      console.log = print;
    },
  };
}
