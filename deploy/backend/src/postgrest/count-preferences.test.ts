/**
 * Prefer: count=planned and count=estimated, with PostgREST's semantics: planned is the planner's
 * estimate; estimated counts exactly up to max-rows (a bounded scan) and takes the estimate above,
 * never below what the answer itself shows. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { RowEstimates } from './execute';
import { createEngineFixture, type EngineFixture } from './testing/fixture';
import { ENGINE_SCHEMA } from './testing/schema';

let f: EngineFixture;
const projects = `${ENGINE_SCHEMA}.projects`;

beforeAll(async () => {
  f = await createEngineFixture({ maxRows: 2 });
  // Statistics say three projects; three more arrive after them, as between two ANALYZE runs.
  await f.db.exec(`ANALYZE ${projects}`);
  await f.db.exec(`INSERT INTO ${projects} (name) VALUES ('Vostok'), ('Voskhod'), ('Soyuz')`);
});
afterAll(async () => f?.close());

const range = async (target: string, prefer: string) => {
  const res = await f.call('GET', target, { prefer });
  return [res.status, res.headers['Content-Range'], res.headers['Preference-Applied']];
};

describe('count preferences', () => {
  it('exact counts every row', async () => {
    expect(await range('projects?select=name&order=name', 'count=exact')).toEqual([206, '0-1/6', 'count=exact']);
  });

  it('estimated counts exactly up to max-rows', async () => {
    expect(await range('projects?select=name&name=in.(Apollo,Soyuz)', 'count=estimated')).toEqual([
      200,
      '0-1/2',
      'count=estimated',
    ]);
  });

  it('estimated takes the planner estimate above max-rows, without counting every row', async () => {
    const [status, contentRange] = await range('projects?select=name&order=name', 'count=estimated');
    expect(status).toBe(206);
    // The bounded scan stops at max-rows + 1 (3); the planner, from the statistics, says 3: not the exact 6.
    expect(contentRange).toBe('0-1/3');
  });

  it('planned is the estimate, never below the rows the answer shows', async () => {
    const [, planned] = await range('projects?select=name&order=name', 'count=planned');
    expect(planned).toBe('0-1/3');
    // Past the estimate, the total grows to cover the page actually read instead of answering 416.
    const [status, past] = await range('projects?select=name&order=name&offset=4', 'count=planned');
    expect([status, past]).toEqual([206, '4-5/6']);
  });

  it('plans an identical estimate once per ttl (a polled list costs no plan per request)', async () => {
    const estimates = new RowEstimates(1_000);
    let plans = 0;
    const plan = async () => {
      plans += 1;
      return 7;
    };
    expect(await estimates.get('list', plan, 0)).toBe(7);
    expect(await estimates.get('list', plan, 999)).toBe(7);
    expect(plans).toBe(1);
    await estimates.get('list', plan, 1_000);
    await estimates.get('another list', plan, 1_000);
    expect(plans).toBe(3);
  });
});
