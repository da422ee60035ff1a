/**
 * Every one of the 45 connection types through /db/connections, as the console's form writes it:
 * each visible field filled (the type's defaults kept), stored with its static secrets sealed,
 * read back without them, and soft deleted. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import {
  CONNECTION_TYPES,
  connectionTypeDescription,
  defaultConnectionValues,
  secretTargets,
  toConnectionRow,
  visibleFields,
  type ConnectionFormValues,
  type ConnectionTypeDescription,
} from '@opsdeck/contracts';
import type { Authenticator } from '../../authz/types';
import { isSealed, unseal } from '../../connections/sealing';
import { createTestDatabase, testEngine } from '../../db/testing';
import type { Database } from '../../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;
const previousKey = process.env.OPSDECK_SECRET_KEY;

const authenticator: Authenticator = async (req) =>
  req.headers['x-test-role'] === 'admin' ? { id: R.alice, name: 'Alice Admin', roles: ['admin'], permissions: [] } : null;
const headers = { 'x-test-role': 'admin', Prefer: 'return=representation' };

beforeAll(async () => {
  process.env.OPSDECK_SECRET_KEY = 'connection-types-key';
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  if (previousKey === undefined) delete process.env.OPSDECK_SECRET_KEY;
  else process.env.OPSDECK_SECRET_KEY = previousKey;
});

const SECRET = 'never-in-clear-7f3a';

/** The type's form filled in: defaults kept, every other visible field given a value of its kind. */
function filledValues(description: ConnectionTypeDescription): ConnectionFormValues {
  const values = defaultConnectionValues(description);
  for (const field of visibleFields(description, values)) {
    const current = values[field.key];
    const empty =
      current === undefined || current === '' || (typeof current === 'object' && 'value' in current && !current.value);
    if (!empty) continue;
    if (field.kind === 'secret') values[field.key] = { kind: 'static', value: `${field.key}-${SECRET}` };
    else if (field.kind === 'number') values[field.key] = 1;
    else if (field.kind === 'boolean') values[field.key] = false;
    else if (field.kind === 'select') values[field.key] = field.options?.[0] ?? '';
    else values[field.key] = field.key.toLowerCase().includes('url') ? 'https://example.test/path' : `${field.key}-value`;
  }
  return values;
}

describe(`every connection type through /db/connections (${testEngine()})`, () => {
  it('has 45 types', () => expect(CONNECTION_TYPES).toHaveLength(45));

  it.each([...CONNECTION_TYPES])(
    '%s is stored with its secrets sealed, read back without them, and soft deleted',
    async (type) => {
      const description = connectionTypeDescription(type);
      const values = filledValues(description);
      const row = toConnectionRow(description, values);
      const secretFields = visibleFields(description, values).filter((field) => field.kind === 'secret');
      const created = await server.request('POST', '/api/db/connections', {
        headers,
        body: { name: `every-${type}`, namespace: 'default', type, ...row },
      });
      expect([created.status, created.status === 201 ? '' : created.text]).toEqual([201, '']);
      expect(created.text).not.toContain(SECRET);
      const id = (created.body as { id: string }[])[0]!.id;

      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM connections WHERE id = $1', [id]);
      const stored = rows[0]!;
      const targets = secretTargets(description);
      const secrets = [
        ...targets.columns.map((column) => stored[column]),
        ...targets.properties.map((key) => (stored.properties as Record<string, unknown>)[key]),
      ].filter((value): value is string => typeof value === 'string' && value !== '');
      expect(secrets).toHaveLength(secretFields.length);
      for (const secret of secrets) {
        expect(isSealed(secret)).toBe(true);
        expect(unseal(secret)).toContain(SECRET);
      }
      // A notification type's stored URL names its secrets by placeholder, never by value.
      if (description.composeUrl) expect(String(stored.url)).not.toContain(SECRET);

      const read = await server.request('GET', `/api/db/connections?id=eq.${id}&select=*`, { headers });
      expect([read.status, read.text]).toEqual([200, expect.not.stringContaining(SECRET)]);

      const deleted = await server.request('PATCH', `/api/db/connections?id=eq.${id}`, {
        headers,
        body: { deleted_at: 'now()' },
      });
      expect(deleted.status).toBeLessThan(300);
      const listed = await server.request('GET', `/api/db/connections?deleted_at=is.null&name=eq.every-${type}`, { headers });
      expect(listed.body).toEqual([]);
    },
  );
});
