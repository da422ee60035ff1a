import { encodeFilterValue } from '@opsdeck/contracts';
import { changesRequestOf, parseChangesFilters, tagSelector, windowOf } from './changes-params';

const paging = { pageIndex: 0, pageSize: 50, sortBy: undefined, sortOrder: 'asc' as const };

describe('changes request', () => {
  it('defaults to newest first, the page and the window', () => {
    expect(changesRequestOf(parseChangesFilters(new URLSearchParams()), { from: 'now-2d' }, paging)).toEqual({
      page: 1,
      page_size: 50,
      sort_by: '-created_at',
      from: 'now-2d',
    });
  });

  it('on an item: its id with related items to depth 5, or the item alone', () => {
    const item = changesRequestOf(parseChangesFilters(new URLSearchParams()), { from: 'now-7d' }, paging, 'c1');
    expect(item).toMatchObject({ id: 'c1', recursive: 'downstream', depth: 5 });
    const alone = changesRequestOf(
      parseChangesFilters(new URLSearchParams({ includeChildren: 'no' })),
      { from: 'now-7d' },
      paging,
      'c1',
    );
    expect(alone).toMatchObject({ id: 'c1', recursive: 'none' });
  });

  it('sends the filters as the endpoint expressions', () => {
    const filters = parseChangesFilters(
      new URLSearchParams({
        configType: encodeFilterValue({ 'Kubernetes::Pod': 1 }),
        changeType: encodeFilterValue({ diff: 1, BackOff: -1 }),
        severity: 'high',
        tags: encodeFilterValue({ 'cluster=prod': 1, 'namespace=kube-system': -1 }),
        includeDeleted: 'yes',
      }),
    );
    const request = changesRequestOf(
      filters,
      { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
      {
        pageIndex: 2,
        pageSize: 100,
        sortBy: 'name',
        sortOrder: 'asc',
      },
    );
    expect(request).toEqual({
      page: 3,
      page_size: 100,
      sort_by: 'name',
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-02T00:00:00Z',
      config_type: 'Kubernetes::Pod',
      type: 'diff,!BackOff',
      severity: 'high',
      tags: 'cluster=prod,namespace!=kube-system',
      include_deleted_configs: true,
    });
    expect(tagSelector({})).toBe('');
  });

  it('takes the window of relative, absolute and mapped ranges', () => {
    const resolve = () => ({ from: 'A', to: 'B' });
    expect(windowOf({ type: 'relative', range: 'now-1h', display: '' }, resolve)).toEqual({ from: 'now-1h' });
    expect(windowOf({ type: 'absolute', from: 'x', to: 'y', display: '' }, resolve)).toEqual({ from: 'x', to: 'y' });
    expect(windowOf({ type: 'mapped', display: 'Today' } as never, resolve)).toEqual({ from: 'A', to: 'B' });
  });
});
