// What the settings pages call besides /db/connections (where connections are read and written):
// Test connection and the outcome of the last tests, and the pages' texts.
import { z } from 'zod/mini';
import { maybe, timestampSchema } from '../schemas/common';

export const CONNECTION_API = {
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
