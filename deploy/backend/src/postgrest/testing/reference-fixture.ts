import { CATALOGUE_EXPOSURE } from '../../authz/relations';
import type { Database } from '../../db/types';
import { createTestDatabase } from '../../db/testing';
import { createEngine, type Engine } from '../engine';
import { call, type CallOptions, type CallResult } from './fixture';
import { REFERENCE_DATA_SQL } from './reference-data';

export const PERSON = 'id,name,avatar,email';
export const COUNT = 'count=exact';
export const REP = 'return=representation';

export const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

export interface ReferenceFixture {
  db: Database;
  engine: Engine;
  /** Runs a request and fails the test on any non-2xx answer. */
  ok: (target: string, options?: CallOptions, method?: string) => Promise<CallResult>;
  call: (method: string, target: string, options?: CallOptions) => Promise<CallResult>;
}

/**
 * The real migrated schema with the reference data set, and an engine over it; `now` is pinned
 * for the `.filter` date math. Use in beforeAll, close the db in afterAll.
 */
export async function createReferenceFixture(): Promise<ReferenceFixture> {
  const db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  // The backend's exposure: the UI's shapes must work with only the catalogue reachable.
  const engine = createEngine({ db, now: () => new Date('2026-08-20T10:00:00Z'), exposure: CATALOGUE_EXPOSURE });
  const ok = async (target: string, options: CallOptions = {}, method = 'GET') => {
    const res = await call(engine, method, target, options);
    if (res.status >= 300) throw new Error(`${method} ${target} -> ${res.status} ${res.text}`);
    return res;
  };
  return { db, engine, ok, call: (method, target, options) => call(engine, method, target, options) };
}
