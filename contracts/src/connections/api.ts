// The connection endpoints the settings pages call: create, read for editing, update, delete and
// test. Secrets go in as values or references and come back only as references or 'stored'.
import { z } from 'zod/mini';
import { CONNECTION_TYPES } from '../constants/settings';
import { maybe, timestampSchema } from '../schemas/common';
import { secretValueSchema } from './secret-value';

export const CONNECTION_API = {
  create: '/connection',
  one: (id: string) => `/connection/${encodeURIComponent(id)}`,
  /** POST: tests the saved connection (reference: mission-control /connection/test/{id}). */
  test: (id: string) => `/people/connection/test/${encodeURIComponent(id)}`,
  /** GET: the outcome of each connection's last test. */
  health: '/connection/health',
} as const;

/** GET /connection/health: one entry per tested connection. */
export const connectionHealthSchema = z.array(
  z.object({
    id: z.string(),
    health: z.enum(['healthy', 'unhealthy']),
    message: maybe(z.string()),
    tested_at: timestampSchema,
  }),
);
export type ConnectionHealth = z.infer<typeof connectionHealthSchema>;

export const connectionFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), secretValueSchema]);

const nonEmpty = (label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(253));

/** Body of POST /connection and PATCH /connection/{id}. */
export const connectionWriteSchema = z.object({
  name: nonEmpty('name'),
  namespace: nonEmpty('namespace'),
  type: z.enum(CONNECTION_TYPES),
  values: z.record(z.string(), connectionFieldValueSchema),
});
export type ConnectionWrite = z.infer<typeof connectionWriteSchema>;

/** GET /connection/{id} and the answer of a write. */
export const connectionDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  namespace: z.string(),
  type: z.string(),
  source: maybe(z.string()),
  url: maybe(z.string()),
  values: z.record(z.string(), connectionFieldValueSchema),
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
});
export type ConnectionDetail = z.infer<typeof connectionDetailSchema>;

/** POST /people/connection/test/{id} on success (mission-control's HTTPSuccess). */
export const connectionTestResultSchema = z.looseObject({
  message: z.string(),
  payload: z.optional(z.unknown()),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const CONNECTION_MESSAGES = {
  added: 'Connection added successfully',
  updated: 'Connection updated successfully',
  deleted: (name: string) => `${name} deleted successfully`,
  tested: 'Connection tested successfully',
  untestable: (title: string) => `Testing is not available for ${title} connections`,
  addButton: 'Add Connection',
  testButton: 'Test connection',
  storedSecret: 'Saved; type a new value to replace it',
  readOnly: 'You may read connections but not change them',
} as const;

/** Types whose Test connection really reaches the system. */
export const TESTABLE_CONNECTION_TYPES = ['postgres', 'http', 'prometheus', 'email', 'generic_webhook', 'git'] as const;
