import { runsListQuery, RUNS_LIST_SELECT } from './runs-list';

const newest = { sortBy: undefined, sortOrder: 'desc' as const };

describe('runsListQuery', () => {
  it('reads top-level runs, newest first, with an estimated count', () => {
    const request = runsListQuery({}, newest).page(0, 50).toRequest();
    expect(request.headers).toEqual({ Prefer: 'count=estimated' });
    expect(decodeURIComponent(request.url)).toBe(
      `/db/playbook_runs?select=${RUNS_LIST_SELECT}&parent_id=is.null&order=created_at.desc.nullslast&limit=50&offset=0`,
    );
  });

  it('adds the playbook, status, resource and time range filters, and the chosen sort', () => {
    const url = decodeURIComponent(
      runsListQuery(
        {
          playbookId: 'p1',
          status: 'failed',
          resource: { column: 'config_id', id: 'c1' },
          from: '2026-11-25T00:00:00Z',
          to: '2026-11-26T00:00:00Z',
        },
        { sortBy: 'end_time', sortOrder: 'asc' },
      ).toString(),
    );
    expect(url).toContain('&playbook_id=eq.p1&status=eq.failed&config_id=eq.c1&');
    expect(url).toContain(
      'or=(and(start_time.gte.2026-11-25T00:00:00Z,start_time.lte.2026-11-26T00:00:00Z),and(created_at.gte.2026-11-25T00:00:00Z,created_at.lte.2026-11-26T00:00:00Z))',
    );
    expect(url).toContain('order=end_time.asc.nullslast');
  });

  it('sorts unknown columns by created_at', () => {
    expect(runsListQuery({}, { sortBy: 'spec', sortOrder: 'asc' }).toString()).toContain('order=created_at.asc.nullslast');
  });
});
