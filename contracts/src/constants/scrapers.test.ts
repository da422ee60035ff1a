import { SCRAPER_MESSAGES, scraperKindsOf, scraperSpecTemplate, validateScraperSpec } from './scrapers';

describe('scraper specs', () => {
  it('requires a cluster name of kubernetes scrapers and type, id, connection and query of SQL ones', () => {
    expect(SCRAPER_MESSAGES.kubernetesRequiresCluster).toBe('Kubernetes scraper requires a cluster name');
    expect(SCRAPER_MESSAGES.sqlRequires).toBe('SQL scraper requires type, id, connection and query');
    expect(validateScraperSpec({ kubernetes: [{ clusterName: 'prod' }] })).toEqual([]);
    expect(validateScraperSpec({ kubernetes: [{}] })).toEqual(['Kubernetes scraper requires a cluster name']);
    expect(validateScraperSpec({ sql: [{ type: 'T', id: '$.id', connection: 'connection://db', query: 'SELECT 1' }] })).toEqual(
      [],
    );
    expect(validateScraperSpec({ sql: [{ type: 'T', id: '$.id', query: 'SELECT 1' }] })).toEqual([SCRAPER_MESSAGES.sqlRequires]);
  });

  it('names the kinds of a spec and starts each picker type from a spec of its kind', () => {
    expect(scraperKindsOf({ schedule: '@hourly', http: [{}], file: [{}], sql: [] })).toEqual(['file', 'http']);
    expect(scraperKindsOf(scraperSpecTemplate('file'))).toEqual(['file']);
    expect(scraperKindsOf(scraperSpecTemplate('azureDevops'))).toEqual(['azureDevops']);
    expect(scraperSpecTemplate('custom')).toEqual({ schedule: '@every 15m' });
  });
});
