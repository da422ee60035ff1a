import { snapshotFileName } from '../api/topologySnapshot';
import { activeTopologyFilters, labelChoices, parseTopologyFilters } from './params';
import { formatProperty, visibleProperties } from './properties';
import { componentCounts } from './summary';

describe('topology filters in the URL', () => {
  it('reads comma lists and the sort', () => {
    expect(
      parseTopologyFilters(
        new URLSearchParams('status=unhealthy,warning&type=Pod&labels=env=prod&sortBy=field:replicas&sortOrder=desc'),
      ),
    ).toEqual({
      status: ['unhealthy', 'warning'],
      type: ['Pod'],
      team: [],
      labels: ['env=prod'],
      sortBy: 'field:replicas',
      sortOrder: 'desc',
      showHidden: false,
    });
    expect(parseTopologyFilters(new URLSearchParams('showHiddenComponents=yes')).showHidden).toBe(true);
    expect(parseTopologyFilters(new URLSearchParams('showHiddenComponents=maybe')).showHidden).toBe(false);
    expect(parseTopologyFilters(new URLSearchParams('sortOrder=sideways'))).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  it('offers label choices from the tags and counts active filters', () => {
    expect(labelChoices({ env: ['prod', 'dev'], tier: ['front'] })).toEqual(['env=prod', 'env=dev', 'tier=front']);
    expect(labelChoices(undefined)).toEqual([]);
    expect(activeTopologyFilters(parseTopologyFilters(new URLSearchParams('status=a,b&team=x')))).toBe(3);
  });
});

describe('component properties', () => {
  it('shows text, or the value with a readable unit', () => {
    expect(formatProperty({ name: 'version', text: 'v1.2' })).toBe('v1.2');
    expect(formatProperty({ name: 'cpu', value: 250, unit: 'millicores' })).toBe('250m');
    expect(formatProperty({ name: 'cpu', value: 1500, unit: 'millicores' })).toBe('1.5 cores');
    expect(formatProperty({ name: 'mem', value: 1536, unit: 'bytes' })).toBe('1.5 KB');
    expect(formatProperty({ name: 'memory', value: 512, unit: 'MiB' })).toBe('512 MiB');
    expect(formatProperty({ name: 'replicas', value: 3 })).toBe('3');
    expect(visibleProperties([{ name: 'a', text: 'x' }, { name: 'empty' }, { text: 'nameless' }, null])).toEqual([
      { name: 'a', text: 'x' },
    ]);
    expect(visibleProperties('nope')).toEqual([]);
  });
});

describe('snapshot file name', () => {
  it('comes from Content-Disposition, else a stamped default, named as the browser saves it (no colons)', () => {
    expect(snapshotFileName('attachment; filename="snapshot-2026-01-01T00:00:00Z.zip"')).toBe(
      'snapshot-2026-01-01T00_00_00Z.zip',
    );
    expect(snapshotFileName(undefined, new Date('2026-02-03T04:05:06.789Z'))).toBe('snapshot-2026-02-03T04_05_06Z.zip');
    expect(snapshotFileName('attachment; filename="../etc/pass?wd.zip"')).toBe('_etc_pass_wd.zip');
  });
});

describe('componentCounts', () => {
  it("reads Mission Control's summary counts", () => {
    expect(
      componentCounts({
        id: 'c',
        summary: { checks: { healthy: 1 }, incidents: { availability: { High: 2, Low: 1 } }, insights: { security: 1 } },
      }),
    ).toEqual({ checks: { healthy: 1 }, incidents: 3, insights: 1 });
  });
  it('falls back to the counts of a flattened answer, and to none', () => {
    expect(componentCounts({ id: 'c', checks: { unhealthy: 2 }, analysis: { cost: 4 } })).toEqual({
      checks: { unhealthy: 2 },
      incidents: 0,
      insights: 4,
    });
    expect(componentCounts({ id: 'c', summary: null })).toEqual({ checks: null, incidents: 0, insights: 0 });
  });
});
