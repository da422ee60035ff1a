/**
 * The whole reference backend from the environment: open the database (PGlite on disk, or
 * DATABASE_URL), apply migrations, seed demo data in demo mode, prepare identity (demo sign-ins
 * or the first admin) and build the request handler with session and bearer-token sign-in.
 * Used by the gateway (in-process) and by main.ts (standalone).
 */
import { bearerTokenAuthenticator, chainAuthenticators, isHealthOnlyMode } from './authz';
import { startCheckRunner } from './checks';
import { startIncidentRules } from './incident-rules';
import { warmUpRoutes } from './incident-rules/warm-up';
import { isStrictMissionControlMode } from './compat/strict';
import { openDatabase } from './db/open-database';
import { migrate, withStartupLock } from './db/migrate';
import type { Database } from './db/types';
import { seedDemo } from './demo/seed';
import { startScraperRunner } from './scrapers';
import { createBackend, type Backend } from './http';
import { createIdentityModule, demoAccounts, isDemoMode, loadIdentityConfig } from './identity';
import { startPlaybookExecutor } from './playbooks';
import { startNotificationDispatcher, webhookSinkRoutes } from './notifications';
import { consoleLogger, type Logger } from './http/logger';
import { levelOfLine, LogStore, requestLogLine, retentionFromEnv } from './logs/store';
import { startSummaryCompaction } from './catalog/summary-counts';
import { startEventPruning } from './events/prune';
import { startAuditPruning } from './audit/retention';

export interface BootOptions {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface BootedBackend {
  db: Database;
  backend: Backend;
  handler: Backend['handler'];
  /** Lines telling a newcomer how to sign in. */
  signInHelp: string[];
  close(): Promise<void>;
}

export async function bootBackend(options: BootOptions = {}): Promise<BootedBackend> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  // Configuration errors (e.g. FRONTEND_URL missing outside demo mode) stop the start before any
  // work, with a one-line ConfigError naming the variable.
  loadIdentityConfig(env);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    const demo = isDemoMode(env);
    // Schema and seed work under one lock: several processes may start at once on one database.
    // Links in mails come from FRONTEND_URL (required outside demo mode; a demo derives them per request).
    const identity = await withStartupLock(db, async () => {
      await migrate(db);
      if (demo) await seedDemo(db, { log });
      return createIdentityModule(db, { env });
    });
    // The request log and the check runner's lines are also kept in the database (logs/store.ts),
    // where POST /logs reads them for the console's own component.
    const logStore = new LogStore(db, { retentionMs: retentionFromEnv(env), onError: (error) => log(`[logs] ${String(error)}`) });
    const logger: Logger = {
      info: (message) => {
        consoleLogger.info(message);
        const request = requestLogLine(message);
        logStore.write(request ? 'http' : 'backend', request?.level ?? 'info', message, request?.labels ?? {});
      },
      error: (message, error) => {
        consoleLogger.error(message, error);
        logStore.write('backend', 'error', error instanceof Error ? `${message} ${error.message}` : message);
      },
    };
    const checkLog = (line: string) => {
      log(line);
      logStore.write('checks', levelOfLine(line), line);
    };
    const backend = await createBackend({
      db,
      logger,
      // Demo mode: the demo's local webhook sink receives the demo rules' deliveries (notifications/webhook-sink.ts),
      // and the opsdeck-warm-up self-check's target fails for two minutes after start.
      routes: demo ? [identity.routes, webhookSinkRoutes, warmUpRoutes()] : [identity.routes],
      authenticator: chainAuthenticators(identity.authenticator, bearerTokenAuthenticator(db)),
      // OPSDECK_HEALTH_ONLY=1: anonymous reads of what the health page loads (authz/health-only.ts).
      healthOnly: isHealthOnlyMode(env),
      // OPSDECK_STRICT_MISSION_CONTROL=1: only what Mission Control serves (compat/strict.ts).
      strictMissionControl: isStrictMissionControlMode(env),
    });
    // Scheduled health checks (checks/index.ts: OPSDECK_CHECK_RUNNER=off|live|all; off under Jest).
    const runner = startCheckRunner(db, env, demo, checkLog, (check, outcome) =>
      logStore.write(
        'checks',
        outcome.pass ? 'info' : 'error',
        `${check.name} ${outcome.pass ? 'passed' : 'failed'} in ${outcome.durationMs} ms${outcome.error ? `: ${outcome.error}` : outcome.message ? `: ${outcome.message}` : ''}`,
        { check: check.name, check_type: check.type },
      ),
    );
    // Incident rules (incident-rules/index.ts: OPSDECK_INCIDENT_RULES=off; off under Jest).
    const incidentRules = startIncidentRules(db, env, log);
    // Notification delivery (notifications/dispatcher.ts); mail goes through the identity courier.
    const notifications = startNotificationDispatcher(db, env, identity.service.context.courier, log);
    // Catalog scrapers on their schedules (scrapers/index.ts: OPSDECK_SCRAPER_RUNNER=off; off under Jest).
    const scrapers = startScraperRunner(db, env, demo, log);
    // Catalog summary counts folded periodically (catalog/summary-counts.ts: OPSDECK_CATALOG_SUMMARY_COMPACTION=off; off under Jest).
    const summaryCounts = startSummaryCompaction(db, env, log);
    // Playbook runs queued in the database (playbooks/index.ts: OPSDECK_PLAYBOOK_EXECUTOR=off; off under Jest).
    const playbookExecutor = startPlaybookExecutor(db, env, log);
    // Live update events kept for resumes, pruned past their window (events/prune.ts: OPSDECK_EVENTS_PRUNE=off; off under Jest).
    const eventPruning = startEventPruning(db, env, log);
    // Audit entries past OPSDECK_AUDIT_RETENTION, pruned hourly by one process (audit/retention.ts: OPSDECK_AUDIT_PRUNE=off; off under Jest).
    const auditPruning = startAuditPruning(db, env, log);
    log(`[backend] ready on ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const admin = demoAccounts(env).find((account) => account.role === 'admin');
    const signInHelp =
      demo && admin
        ? [`Sign in as ${admin.email} with password ${admin.password} (the other demo roles are listed above).`]
        : ['Sign in with the administrator account (OPSDECK_ADMIN_EMAIL / OPSDECK_ADMIN_PASSWORD).'];
    return {
      db,
      backend,
      handler: backend.handler,
      signInHelp,
      close: async () => {
        await runner?.stop();
        await incidentRules?.stop();
        await notifications?.stop();
        await scrapers?.stop();
        await playbookExecutor?.stop();
        await summaryCounts?.stop();
        await eventPruning?.stop();
        await auditPruning?.stop();
        await backend.close();
        await logStore.close();
        await identity.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
