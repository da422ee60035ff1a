/**
 * Starts the gateway: the built shell and remotes, the runtime manifest and /api. Without
 * BACKEND_URL the reference backend runs in this process (embedded database by default).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@opsdeck/contracts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './proxy';
import { createGateway, type RequestHandler } from './server';

const repoRoot = path.resolve(__dirname, '..', '..');

interface EmbeddedBackend {
  handler: RequestHandler;
  close(): Promise<void>;
  signInHelp: string[];
}

async function startEmbeddedBackend(): Promise<EmbeddedBackend> {
  // Imported lazily: a gateway in front of another backend (BACKEND_URL) never loads the database.
  const { bootBackend } = await import('@opsdeck/backend');
  const booted = await bootBackend();
  return { handler: booted.handler, close: booted.close, signInHelp: booted.signInHelp };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const manifestPath = path.resolve(process.env.REMOTES_MANIFEST ?? path.join(repoRoot, 'deploy', 'remotes.json'));
  const shellDir = path.resolve(process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist'));
  const remoteDirs = Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name, 'dist')]));
  if (!existsSync(path.join(shellDir, 'index.html'))) {
    console.warn(`[gateway] ${shellDir} has no build yet: run "pnpm run build" (npm start does it for you)`);
  }

  const backendUrl = process.env.BACKEND_URL;
  // The same switch the backend reads: anonymous health reads there, {"healthOnly": true} here.
  const healthOnly = ['1', 'true', 'yes', 'on'].includes((process.env.OPSDECK_HEALTH_ONLY ?? '').trim().toLowerCase());
  const backendTimeoutMs =
    Number(process.env.BACKEND_TIMEOUT_MS) > 0 ? Number(process.env.BACKEND_TIMEOUT_MS) : DEFAULT_UPSTREAM_TIMEOUT_MS;
  const embedded = backendUrl ? null : await startEmbeddedBackend();
  const gateway = createGateway({
    shellDir,
    remoteDirs,
    manifestPath,
    backend: backendUrl ? new URL(backendUrl) : embedded!.handler,
    backendTimeoutMs,
    backendPaths: process.env.BACKEND_PATHS?.trim() === 'mission-control' ? 'mission-control' : 'as-is',
    healthOnly,
    contentSecurityPolicy: process.env.CONTENT_SECURITY_POLICY?.trim() || undefined,
  });

  await new Promise<void>((resolve) => gateway.listen(port, host, resolve));
  const url = `http://127.0.0.1:${port}`;
  console.log('');
  console.log(`  Opsdeck is running at ${url}`);
  console.log(
    `  API: ${backendUrl ? `proxied to ${backendUrl}` : 'reference backend in this process'}; remotes from ${manifestPath}`,
  );
  if (healthOnly) console.log('  Health only: the console shows the health page alone, without sign-in');
  for (const line of embedded?.signInHelp ?? []) console.log(`  ${line}`);
  console.log('');

  const shutdown = (signal: string) => {
    console.log(`[gateway] ${signal}: shutting down`);
    gateway.close();
    void (embedded?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A missing or invalid setting is one line naming the variable, not a stack trace.
  if (error instanceof Error && error.name === 'ConfigError') console.error(`[gateway] cannot start: ${error.message}`);
  else console.error('[gateway] failed to start:', error);
  process.exit(1);
});
