import { decodeFilterValue, encodeFilterValue } from '@opsdeck/contracts';
import { keyValueConditions } from '../../../lib/json-filters';
import { catalogListQuery, groupLabelKey, parseCatalogFilters, summaryRequestOf } from './list-filters';

const decoded = (query: { toString(): string }) => decodeURIComponent(query.toString());

describe('catalog list filters', () => {
  it('reads every filter from the URL with the filter-value codec', () => {
    const params = new URLSearchParams({
      configType: encodeFilterValue({ 'Kubernetes::Pod': 1, 'Kubernetes::Node': -1 }),
      health: 'unhealthy:1',
      labels: encodeFilterValue({ 'app=web,api': 1 }),
      search: '  web ',
      groupBy: 'label:app',
    });
    const filters = parseCatalogFilters(params);
    expect(filters.configType).toEqual({ 'Kubernetes::Pod': 1, 'Kubernetes::Node': -1 });
    expect(filters.labels).toEqual({ 'app=web,api': 1 });
    expect(filters.search).toBe('web');
    expect(groupLabelKey(filters.groupBy)).toBe('app');
    expect(decodeFilterValue(params.get('configType'))).toEqual(filters.configType);
  });

  it('builds the configs query: includes, excludes keeping empty values, json pairs, name search, sort', () => {
    const filters = parseCatalogFilters(
      new URLSearchParams({
        configType: 'Kubernetes::Pod:1',
        status: 'Running:-1',
        tags: encodeFilterValue({ 'cluster=prod': 1, 'cluster=dev': 1, 'namespace=kube-system': -1 }),
        search: 'web',
      }),
    );
    const url = decoded(catalogListQuery(filters, { sortBy: 'changes', sortOrder: 'desc' }, false));
    expect(url).toContain('deleted_at=is.null');
    expect(url).toContain(
      'and=(type.in.("Kubernetes::Pod"),or(status.is.null,status.not.in.(Running)),or(tags.cs.{"cluster":"prod"},tags.cs.{"cluster":"dev"}),or(tags.is.null,tags.not.cs.{"namespace":"kube-system"}))',
    );
    expect(url).toContain('name=ilike.*web*');
    expect(url).toContain('order=changes.desc.nullslast,id.desc');
  });

  it('sorts only on known columns, shows deleted items on request and keeps groups together', () => {
    const filters = parseCatalogFilters(new URLSearchParams({ groupBy: 'type' }));
    const url = decoded(catalogListQuery(filters, { sortBy: 'config;drop', sortOrder: 'desc' }, true));
    expect(url).not.toContain('deleted_at=is.null');
    expect(url).toContain('order=type.asc.nullslast,name.asc.nullslast,id.asc');
  });

  it('quotes json pairs holding separators', () => {
    const [condition] = keyValueConditions('labels', { 'team=a,b': 1 });
    expect(condition).toEqual({ kind: 'raw', expression: 'labels.cs."{\\"team\\":\\"a,b\\"}"' });
  });

  it('asks the summary for the same health, status and labels', () => {
    const filters = parseCatalogFilters(
      new URLSearchParams({ health: 'healthy:1,unknown:-1', labels: encodeFilterValue({ 'app=web': 1, 'app=db': -1 }) }),
    );
    expect(summaryRequestOf(filters, true)).toEqual({
      groupBy: ['type'],
      health: 'healthy,!unknown',
      filter: { app: 'web,!db' },
      deleted: true,
    });
    expect(summaryRequestOf(parseCatalogFilters(new URLSearchParams()), false)).toEqual({ groupBy: ['type'] });
  });
});
