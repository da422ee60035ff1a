import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import { ScraperBusyError, ScraperRunner, scraperFilesDir, type ScrapeRun, type ScraperRow } from '../../scrapers';
import { validateBody } from '../body';
import { badRequest, conflict, notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';

/** Mission Control's run-now options; only `async` changes anything here. */
const runNowSchema = z
  .object({
    async: z.boolean().optional(),
    logLevel: z.string().optional(),
    captureHAR: z.boolean().optional(),
    captureLogs: z.boolean().optional(),
    captureSnapshots: z.boolean().optional(),
  })
  .strict();

const payloadOf = (run: ScrapeRun) => ({
  job_history_id: run.jobId,
  status: run.outcome.errorCount === 0 ? 'SUCCESS' : run.outcome.successCount > 0 ? 'WARNING' : 'FAILED',
  success_count: run.outcome.successCount,
  error_count: run.outcome.errorCount,
  errors: run.outcome.errors ?? [],
});

/**
 * Run now (`POST /config/run/{scraperId}`, reference 5.8): runs the scraper in this process under
 * the scraper's lease and answers `{message, payload: {job_history_id, status, ...}}` when it
 * ends, or as soon as it started with `{async: true}`. 409 while the scraper is running.
 */
export const scraperRoutes: RouteModule = (router, deps) => {
  const runner = new ScraperRunner({
    db: deps.db,
    scope: 'all',
    filesDir: scraperFilesDir(),
    log: (line) => deps.logger.info(line),
  });
  router.add({
    method: 'POST',
    path: '/config/run/:id',
    audit: { action: 'run' },
    access: { resource: 'config_scrapers', action: 'write' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      if (!isUuid(id)) throw badRequest('invalid scraper id', `"${id}" is not a scraper id`);
      const options = validateBody(runNowSchema, (await ctx.json()) ?? {});
      const { rows } = await deps.db.query<ScraperRow & { agent_id: string }>(
        `SELECT id::text AS id, name, spec, agent_id::text AS agent_id FROM config_scrapers WHERE id = $1::uuid AND deleted_at IS NULL`,
        [id],
      );
      const scraper = rows[0];
      if (!scraper) throw notFound(`scraper with id=${id} was not found`);
      let started: (jobId: string) => void = () => undefined;
      const startedId = new Promise<string>((resolve) => (started = resolve));
      const run = runner.runNow(scraper, started);
      try {
        if (options.async) {
          const jobId = await Promise.race([startedId, run.then((done) => done.jobId)]);
          run.catch(() => undefined);
          return json(200, { message: 'success', payload: { job_history_id: jobId, status: 'RUNNING' } });
        }
        return json(200, { message: 'success', payload: payloadOf(await run) });
      } catch (error) {
        if (error instanceof ScraperBusyError) throw conflict(error.message);
        throw error;
      }
    },
  });
};
