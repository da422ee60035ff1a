import { z } from 'zod/mini';
import { createApiClient } from '../http/client';
import { createFakeAdapter } from '../http/testing';
import { fetchList, fetchRows } from './fetch';
import { from } from './query';

const row = z.looseObject({ id: z.string(), name: z.string() });

describe('fetchList', () => {
  it('requests a count and returns rows with the Content-Range total', async () => {
    const adapter = createFakeAdapter(() => ({
      status: 206,
      data: [{ id: '1', name: 'a', extra: true }],
      headers: { 'Content-Range': '0-0/1234' },
    }));
    const client = createApiClient({ adapter });
    const result = await fetchList(client, from('checks').select('id,name').limit(1), row);
    expect(result).toEqual({ data: [{ id: '1', name: 'a', extra: true }], total: 1234 });
    expect(adapter.requests[0]?.url).toBe('/db/checks?select=id%2Cname&limit=1');
    expect(adapter.requests[0]?.headers.get('Prefer')).toBe('count=exact');
  });

  it('reports 0 for an empty counted page', async () => {
    const client = createApiClient({ adapter: createFakeAdapter(() => ({ data: [], headers: { 'content-range': '*/0' } })) });
    expect(await fetchList(client, from('checks'), row)).toEqual({ data: [], total: 0 });
  });

  it('falls back to offset plus received rows when the server did not count', async () => {
    const client = createApiClient({
      adapter: createFakeAdapter(() => ({ data: [{ id: '1', name: 'a' }], headers: { 'content-range': '100-100/*' } })),
    });
    expect((await fetchList(client, from('checks').offset(100), row)).total).toBe(101);
  });

  it('rejects rows that do not match the schema', async () => {
    const client = createApiClient({ adapter: createFakeAdapter(() => ({ data: [{ id: 1 }] })) });
    await expect(fetchList(client, from('checks'), row)).rejects.toThrow();
  });
});

describe('fetchRows', () => {
  it('keeps the default Prefer header and validates', async () => {
    const adapter = createFakeAdapter(() => ({ data: [{ id: '1', name: 'a' }] }));
    const rows = await fetchRows(createApiClient({ adapter }), from('teams').isNull('deleted_at'), row);
    expect(rows).toEqual([{ id: '1', name: 'a' }]);
    expect(adapter.requests[0]?.headers.get('Prefer')).toBe('return=representation');
  });
});
