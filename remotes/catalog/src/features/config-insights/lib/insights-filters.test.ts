import { encodeFilterValue } from '@opsdeck/contracts';
import { insightsListQuery, parseInsightsFilters } from './insights-filters';

const decoded = (query: { toString(): string }) => decodeURIComponent(query.toString());

describe('insights list', () => {
  it('lists every item’s insights newest first, deleted items left out', () => {
    const url = decoded(insightsListQuery(parseInsightsFilters(new URLSearchParams()), { sortBy: undefined, sortOrder: 'asc' }));
    expect(url).toContain('/db/config_analysis_items?select=id,config_id,analyzer');
    expect(url).toContain('deleted_at=is.null');
    expect(url).toContain('order=last_observed.desc.nullslast,id.desc');
  });

  it('filters by analyzer, type, severity and status, for one item, sorted on a known column', () => {
    const filters = parseInsightsFilters(
      new URLSearchParams({
        analyzer: encodeFilterValue({ 'kube-score': 1 }),
        type: encodeFilterValue({ security: 1 }),
        severity: encodeFilterValue({ low: -1 }),
        status: 'open:1',
      }),
    );
    const url = decoded(insightsListQuery(filters, { sortBy: 'severity', sortOrder: 'asc' }, 'c1'));
    expect(url).toContain('config_id=eq.c1');
    expect(url).toContain(
      'and=(analyzer.in.(kube-score),analysis_type.in.(security),or(severity.is.null,severity.not.in.(low)),status.in.(open))',
    );
    expect(url).toContain('order=severity.asc.nullslast');
  });

  it("narrows to a component's insights through its configs' live relationships, ignoring a malformed id", () => {
    const component = 'c0000000-0000-4000-8000-00000000c0c0';
    const filters = parseInsightsFilters(new URLSearchParams({ component, status: 'open:1' }));
    const url = decoded(insightsListQuery(filters, { sortBy: undefined, sortOrder: 'asc' }));
    expect(url).toContain(',component_scope:config_items!inner(config_component_relationships!inner())');
    expect(url).toContain(`component_scope.config_component_relationships.component_id=eq.${component}`);
    expect(url).toContain('component_scope.config_component_relationships.deleted_at=is.null');
    const bogus = parseInsightsFilters(new URLSearchParams({ component: 'bogus' }));
    expect(decoded(insightsListQuery(bogus, { sortBy: undefined, sortOrder: 'asc' }))).not.toContain('component_scope');
  });
});
