import { silenceRequestSchema, silenceWindow, SilenceRequestError, assertSilenceTarget } from './silence';

const NOW = new Date('2026-08-21T10:00:00.000Z');

describe('silenceWindow: go-datemath from and until', () => {
  it('defaults from to now and until to indefinitely', () => {
    expect(silenceWindow({}, NOW)).toEqual({ from: NOW, until: null });
    expect(silenceWindow({ from: null, until: null }, NOW)).toEqual({ from: NOW, until: null });
  });

  it.each([
    ['now', 'now+2h', '2026-08-21T10:00:00.000Z', '2026-08-21T12:00:00.000Z'],
    ['now', 'now+30m', '2026-08-21T10:00:00.000Z', '2026-08-21T10:30:00.000Z'],
    ['now-90s', 'now+45s', '2026-08-21T09:58:30.000Z', '2026-08-21T10:00:45.000Z'],
    ['now', 'now+1d', '2026-08-21T10:00:00.000Z', '2026-08-22T10:00:00.000Z'],
    ['now+1h', 'now+1w', '2026-08-21T11:00:00.000Z', '2026-08-28T10:00:00.000Z'],
    ['2026-08-21T10:00:00Z', '2026-08-21T12:00:00Z', '2026-08-21T10:00:00.000Z', '2026-08-21T12:00:00.000Z'],
  ])('from %s until %s', (from, until, start, end) => {
    const window = silenceWindow({ from, until }, NOW);
    expect([window.from.toISOString(), window.until?.toISOString()]).toEqual([start, end]);
  });

  it('refuses what is not date math, and a window that does not end after it starts', () => {
    expect(() => silenceWindow({ from: 'yesterday' }, NOW)).toThrow(SilenceRequestError);
    expect(() => silenceWindow({ until: 'now+2x' }, NOW)).toThrow('invalid until time "now+2x"');
    expect(() => silenceWindow({ from: 'now', until: 'now' }, NOW)).toThrow('from time must be before until');
    expect(() => silenceWindow({ from: 'now+2h', until: 'now+1h' }, NOW)).toThrow('from time must be before until');
  });
});

describe('silence request body', () => {
  it('drops the id, namespace and source a client sends, and blanks', () => {
    const parsed = silenceRequestSchema.parse({
      id: 'x',
      namespace: 'default',
      source: 'KubernetesCRD',
      name: 'maintenance',
      filter: '',
      check_id: '00000000-0000-4000-9000-000000000021',
    });
    expect(parsed).toEqual({ name: 'maintenance', check_id: '00000000-0000-4000-9000-000000000021' });
  });

  it('needs a name and UUID resource ids', () => {
    expect(silenceRequestSchema.safeParse({ check_id: '00000000-0000-4000-9000-000000000021' }).success).toBe(false);
    expect(silenceRequestSchema.safeParse({ name: ' ', filter: 'true' }).success).toBe(false);
    expect(silenceRequestSchema.safeParse({ name: 'a', check_id: 'web-http' }).success).toBe(false);
  });

  it('needs a resource, a filter or selectors', () => {
    expect(() => assertSilenceTarget({ name: 'a' })).toThrow(
      'at least one of config_id, component_id, check_id, canary_id, filter or selectors is required',
    );
    expect(() => assertSilenceTarget({ name: 'a', selectors: [] })).toThrow(SilenceRequestError);
    expect(() => assertSilenceTarget({ name: 'a', filter: 'check.type == "http"' })).not.toThrow();
    expect(() => assertSilenceTarget({ name: 'a', selectors: [{ name: 'web' }] })).not.toThrow();
    expect(() => assertSilenceTarget({ name: 'a', canary_id: '00000000-0000-4000-9000-000000000020' })).not.toThrow();
  });
});
