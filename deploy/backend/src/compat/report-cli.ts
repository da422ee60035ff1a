/**
 * `pnpm run compat:report`: builds this backend on a fresh embedded database in a temporary
 * folder (migrations applied, no demo data) and prints the compatibility report (report.ts).
 * `--json` prints the lines and totals as JSON instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootBackend } from '../boot';
import { buildCompatReport, formatCompatReport } from './report';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-compat-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    OPSDECK_DEMO: '',
    OPSDECK_STRICT_MISSION_CONTROL: '',
    OPSDECK_CHECK_RUNNER: 'off',
    FRONTEND_URL: process.env.FRONTEND_URL || 'http://127.0.0.1',
  };
  const booted = await bootBackend({ env, log: () => {} });
  try {
    const report = await buildCompatReport(booted.db, booted.backend.router);
    console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatCompatReport(report));
  } finally {
    await booted.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
