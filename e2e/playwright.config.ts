import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The composed console (gateway + shell + remotes + reference backend on a fresh embedded
 * database) in Debian's Chromium. A second gateway serves a runtime manifest without the
 * catalog remote and proxies its API to the first, for the remote-dropped case. A third runs a
 * health-only installation (OPSDECK_HEALTH_ONLY) on its own database, never signed in to.
 * With E2E_STRICT_MISSION_CONTROL=1 only the first runs, its backend in strict Mission Control
 * mode (OPSDECK_STRICT_MISSION_CONTROL): what Mission Control does not serve answers 404
 * (deploy/scripts/test.mjs runs a focused set of specs so).
 */
export const PRIMARY_PORT = Number(process.env.E2E_PORT ?? 4310);
export const DROPPED_PORT = PRIMARY_PORT + 1;
export const HEALTH_ONLY_PORT = PRIMARY_PORT + 2;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-e2e-'));
const healthOnlyDataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-e2e-health-only-'));
const gateway = 'pnpm --dir .. --filter @opsdeck/deploy start';
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry'] as const;
const strict = ['1', 'true', 'yes', 'on'].includes((process.env.E2E_STRICT_MISSION_CONTROL ?? '').toLowerCase());

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  // The visual snapshots run first, on the fresh demo data, before other specs add to it (with
  // one worker, projects run in this order).
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'visual', testMatch: /visual\.spec\.ts$/ },
    { name: 'console', testIgnore: /visual\.spec\.ts$/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PRIMARY_PORT}`,
    // Recording a trace (page snapshots and a screencast on every step) nearly doubles each test on
    // 2 cores, so runs record none: a failure keeps its error, call log and a screenshot.
    // E2E_TRACE=retain-on-failure (or on) records them when rerunning a failing spec.
    trace: TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // With a stand-in Kubernetes API server behind /kubeproxy (support/with-kube-api.mjs).
      command: `node support/with-kube-api.mjs ${gateway}`,
      url: `http://127.0.0.1:${PRIMARY_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // File scrapers read the fixture folder (tests/scrapers.spec.ts).
      env: {
        PORT: String(PRIMARY_PORT),
        DATA_DIR: dataDir,
        OPSDECK_DEMO: '1',
        OPSDECK_SCRAPER_FILES_DIR: path.join(__dirname, 'fixtures', 'scraper-files'),
        // Canaries the tests add are picked up within 2 s (not 30 s) and first run at most 1 s
        // after the start delay (not up to 10 s): the specs wait on the runner, not on a clock.
        OPSDECK_CHECK_RELOAD_MS: '2000',
        OPSDECK_CHECK_MAX_JITTER_MS: '1000',
        ...(strict && { OPSDECK_STRICT_MISSION_CONTROL: '1' }),
      },
    },
    ...(strict ? [] : secondaryServers()),
  ],
});

/** The gateway without the catalog remote and the health-only installation. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

function secondaryServers(): WebServer[] {
  return [
    {
      command: gateway,
      url: `http://127.0.0.1:${DROPPED_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(DROPPED_PORT),
        BACKEND_URL: `http://127.0.0.1:${PRIMARY_PORT}`,
        REMOTES_MANIFEST: path.join(__dirname, 'fixtures', 'remotes-without-catalog.json'),
      },
    },
    {
      command: gateway,
      url: `http://127.0.0.1:${HEALTH_ONLY_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Demo data gives the page rows; the check runner stays off to keep start-up and CPU low.
      env: {
        PORT: String(HEALTH_ONLY_PORT),
        DATA_DIR: healthOnlyDataDir,
        OPSDECK_DEMO: '1',
        OPSDECK_HEALTH_ONLY: '1',
        OPSDECK_CHECK_RUNNER: 'off',
        OPSDECK_SCRAPER_RUNNER: 'off',
      },
    },
  ];
}
