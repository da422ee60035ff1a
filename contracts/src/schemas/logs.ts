// Logs (spec 2: the log query fields and POST /logs; reference 5.6).
import { z } from 'zod/mini';
import { maybe } from './common';

/** A component with log selectors (GET /db/components_with_logs). */
export const componentWithLogsSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: maybe(z.string()),
  icon: maybe(z.string()),
});
export type ComponentWithLogs = z.infer<typeof componentWithLogsSchema>;

export const logSelectorSchema = z.looseObject({
  name: z.string(),
  type: maybe(z.string()),
  labels: maybe(z.record(z.string(), z.string())),
});
export type LogSelector = z.infer<typeof logSelectorSchema>;

/** POST /logs body: the component, its selector's name, a text query, labels and the time range. */
export interface LogsRequest {
  id: string;
  name: string;
  query?: string;
  labels?: Record<string, string>;
  start?: string;
  end?: string;
  limit?: number;
}

export const logLineSchema = z.looseObject({
  id: z.optional(z.string()),
  message: z.string(),
  timestamp: maybe(z.string()),
  level: maybe(z.string()),
  labels: maybe(z.record(z.string(), z.string())),
  count: maybe(z.number()),
});
export type LogLine = z.infer<typeof logLineSchema>;

/** The answer: apm-hub's shape. */
export const logsResponseSchema = z.looseObject({
  total: z.number(),
  results: z.array(logLineSchema),
});
export type LogsResponse = z.infer<typeof logsResponseSchema>;
