import { JOB_HISTORY } from '@opsdeck/contracts';
import { jobHistoriesQuery, parseJobFilters, withDuration, withJobFilter } from './job-filters';
import { jobDetailTabs } from './job-details';
import { resourceTypeLabel } from './job-labels';

const params = (query: string) => new URLSearchParams(query);
const range = { from: '2030-01-01T00:00:00.000Z', to: '2030-01-03T00:00:00.000Z' };

describe('job history filters', () => {
  it('defaults to excluding successful runs, any name, type and duration', () => {
    const filters = parseJobFilters(params(''));
    expect(JOB_HISTORY.defaultStatusFilter).toBe('SUCCESS:-1');
    expect(filters.status).toEqual({ SUCCESS: -1 });
    expect(filters).toMatchObject({ name: {}, resourceType: {}, durationMillis: undefined });
  });

  it('reads 1 as include and -1 as exclude; an empty status means every status', () => {
    const filters = parseJobFilters(params('name=Canary:1,Scraper:-1&resourceType=config_scraper:1&status=&duration=30s'));
    expect(filters.name).toEqual({ Canary: 1, Scraper: -1 });
    expect(filters.resourceType).toEqual({ config_scraper: 1 });
    expect(filters.status).toEqual({});
    expect(filters.durationMillis).toBe(30_000);
    expect(parseJobFilters(params('duration=7y')).durationMillis).toBeUndefined();
  });

  it('writes filters back: the default status stays out of the URL, a cleared one is kept, the page resets', () => {
    expect(withJobFilter(params('pageIndex=3'), 'status', { SUCCESS: -1 }).toString()).toBe('');
    expect(withJobFilter(params(''), 'status', {}).toString()).toBe('status=');
    expect(withJobFilter(params(''), 'status', { FAILED: 1 }).get('status')).toBe('FAILED:1');
    expect(withJobFilter(params('name=a:1'), 'name', {}).has('name')).toBe(false);
    expect(withJobFilter(params(''), 'name', { 'a,b:c': -1 }).get('name')).toBe('a||||b____c:-1');
    expect(withDuration(params('pageIndex=2'), '5m').toString()).toBe('duration=5m');
    expect(withDuration(params('duration=5m'), undefined).toString()).toBe('');
  });

  it('asks job_histories for the filters, the range and newest first', () => {
    const filters = parseJobFilters(params('name=Canary:1&resourceType=topology:-1&duration=60s'));
    const url = decodeURIComponent(jobHistoriesQuery(filters, range).page(1, 150).toString());
    expect(url).toContain('/db/job_histories?select=*');
    expect(url).toContain('name=in.(Canary)');
    expect(url).toContain('resource_type=not.in.(topology)');
    expect(url).toContain('status=not.in.(SUCCESS)');
    expect(url).toContain('duration_millis=gte.60000');
    expect(url).toContain(`created_at=gt.${range.from}`);
    expect(url).toContain(`created_at=lt.${range.to}`);
    expect(url).toContain('order=created_at.desc');
    expect(url).toContain('offset=150');
  });

  it('names config_scraper "Catalog Scraper"', () => {
    expect(resourceTypeLabel('config_scraper')).toBe('Catalog Scraper');
    expect(resourceTypeLabel('playbook')).toBe('playbook');
  });

  it('shows only the detail tabs with content', () => {
    expect(jobDetailTabs({ errors: ['boom'], scrape_summary: {}, summary: { added: 1 } }).map((tab) => tab.label)).toEqual([
      'Errors',
      'Reconcile Summary',
    ]);
    expect(jobDetailTabs({ errors: [] })).toEqual([]);
    expect(jobDetailTabs(null)).toEqual([]);
  });
});
