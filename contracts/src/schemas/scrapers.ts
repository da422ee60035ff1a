// POST /config/run/{scraperId} (reference 5.8): Mission Control's {message, payload} with the run's job.
import { z } from 'zod/mini';
import { maybe } from './common';

export const runScraperResponseSchema = z.looseObject({
  message: maybe(z.string()),
  payload: maybe(
    z.looseObject({
      job_history_id: maybe(z.string()),
      status: maybe(z.string()),
      success_count: maybe(z.number()),
      error_count: maybe(z.number()),
      errors: maybe(z.array(z.string())),
    }),
  ),
});
export type RunScraperResponse = z.infer<typeof runScraperResponseSchema>;
