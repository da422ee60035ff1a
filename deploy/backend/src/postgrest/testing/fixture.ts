import type { Database } from '../../db/types';
import { createTestDatabase } from '../../db/testing';
import { createEngine, type Engine, type EngineOptions } from '../engine';
import { ENGINE_SCHEMA, ENGINE_SCHEMA_SQL } from './schema';

export interface CallOptions {
  body?: unknown;
  prefer?: string;
  range?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body (undefined when there is none). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string | null;
}

/** Runs one request through an engine: `call(engine, 'GET', 'projects?select=id')`. */
export async function call(engine: Engine, method: string, target: string, options: CallOptions = {}): Promise<CallResult> {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);
  const rpc = path.startsWith('rpc/');
  const response = await engine.handle({
    method,
    name: rpc ? path.slice(4) : path,
    rpc,
    query,
    ...(options.prefer !== undefined && { prefer: options.prefer }),
    ...(options.range !== undefined && { range: options.range }),
    ...(options.body !== undefined && { body: options.body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: response.body === null ? undefined : JSON.parse(response.body),
    text: response.body,
  };
}

export interface EngineFixture {
  db: Database;
  engine: Engine;
  call: (method: string, target: string, options?: CallOptions) => Promise<CallResult>;
  /** Re-creates the test schema and its rows (after tests that write). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** A migrated test database plus the engine test schema, with an engine exposing that schema. */
export async function createEngineFixture(options: Partial<EngineOptions> = {}): Promise<EngineFixture> {
  const db = await createTestDatabase();
  await db.exec(ENGINE_SCHEMA_SQL);
  const engine = createEngine({ db, schema: ENGINE_SCHEMA, ...options });
  return {
    db,
    engine,
    call: (method, target, callOptions) => call(engine, method, target, callOptions),
    reset: async () => {
      await db.exec(ENGINE_SCHEMA_SQL);
      await engine.reloadSchema();
    },
    close: () => db.close(),
  };
}
