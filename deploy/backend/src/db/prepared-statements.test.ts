import type pg from 'pg';
import { PreparedStatements } from './prepared-statements';

/** A connection as PreparedStatements sees it: node-postgres's parsed names and the statements sent. */
function fakeClient() {
  const sent: string[] = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    query: async (sql: string) => {
      sent.push(sql);
      return { rows: [] };
    },
  };
  return { client: client as unknown as pg.PoolClient, parsed: client.connection.parsedStatements, sent };
}

it('prepares a text from its second run, under one name per text', async () => {
  const prepared = new PreparedStatements();
  const { client } = fakeClient();
  expect(await prepared.nameFor(client, 'SELECT $1::int')).toBeUndefined();
  const name = await prepared.nameFor(client, 'SELECT $1::int');
  expect(name).toMatch(/^opsdeck_[0-9a-f]{40}$/);
  expect(await prepared.nameFor(client, 'SELECT $1::int')).toBe(name);
  expect(await prepared.nameFor(client, 'SELECT $1::text')).toBeUndefined();
});

it('keeps at most `perConnection` statements on a connection, deallocating the least recently used', async () => {
  const prepared = new PreparedStatements(2);
  const { client, parsed, sent } = fakeClient();
  const nameOf = async (sql: string) => {
    await prepared.nameFor(client, sql);
    const name = (await prepared.nameFor(client, sql))!;
    parsed[name] = sql; // what node-postgres records once the server parsed it
    return name;
  };
  const a = await nameOf('SELECT $1 AS a');
  const b = await nameOf('SELECT $1 AS b');
  await prepared.nameFor(client, 'SELECT $1 AS a'); // a is now the most recently used
  const c = await nameOf('SELECT $1 AS c');
  expect(sent).toEqual([`DEALLOCATE ${b}`]);
  expect(Object.keys(parsed).sort()).toEqual([a, c].sort());
});

it('forgets texts seen once long ago, so texts that carry values are never prepared', async () => {
  const prepared = new PreparedStatements(200, 3);
  const { client } = fakeClient();
  for (let i = 0; i < 10; i += 1) expect(await prepared.nameFor(client, `SELECT ${i} + $1`)).toBeUndefined();
  expect(await prepared.nameFor(client, 'SELECT 0 + $1')).toBeUndefined();
});

it('never prepares on a client without node-postgres parsed-statement records', async () => {
  const prepared = new PreparedStatements();
  const client = { query: async () => ({ rows: [] }) } as unknown as pg.PoolClient;
  await prepared.nameFor(client, 'SELECT $1');
  expect(await prepared.nameFor(client, 'SELECT $1')).toBeUndefined();
});
