import { AUDIT_LOG_COLUMNS } from '@opsdeck/contracts';
import { auditLogQuery, auditSort, parseAuditFilters } from './audit-filters';

const params = (query: string) => new URLSearchParams(query);
const newest = auditSort(undefined, 'desc');

describe('audit log filters', () => {
  it('reads person, action, resource and search from the URL', () => {
    expect(parseAuditFilters(params('person=p1&action=run:1,delete:-1&resource=teams&q=blue'))).toEqual({
      person: 'p1',
      action: { run: 1, delete: -1 },
      resource: 'teams',
      search: 'blue',
    });
    expect(parseAuditFilters(params(''))).toEqual({ person: undefined, action: {}, resource: undefined, search: '' });
  });

  it('sorts by known columns only, newest first by default, the id breaking ties in time', () => {
    expect(newest).toEqual({ column: 'created_at', ascending: false });
    expect(auditSort('actor_name', 'asc')).toEqual({ column: 'actor_name', ascending: true });
    expect(auditSort('changes', 'asc').column).toBe('created_at');
    const url = decodeURIComponent(
      auditLogQuery(parseAuditFilters(params('')), { from: undefined, to: undefined }, newest).toString(),
    );
    expect(url).toBe(`/db/audit_log?select=${AUDIT_LOG_COLUMNS}&order=created_at.desc,id.desc`);
    expect(AUDIT_LOG_COLUMNS).not.toContain('search_text');
  });

  it('filters by the bar and the range, and searches the lower-case search text', () => {
    const filters = parseAuditFilters(params('person=p1&action=run:1,delete:-1&resource=teams&q=  Ada_*Admin%  '));
    const url = decodeURIComponent(
      auditLogQuery(filters, { from: '2030-01-01T00:00:00.000Z', to: '2030-01-02T00:00:00.000Z' }, auditSort('action', 'asc'))
        .page(2, 50)
        .toString(),
    );
    expect(url).toContain('actor_id=eq.p1');
    expect(url).toContain('action=in.(run)');
    expect(url).toContain('action=not.in.(delete)');
    expect(url).toContain('resource=eq.teams');
    expect(url).toContain('created_at=gt.2030-01-01T00:00:00.000Z');
    expect(url).toContain('created_at=lt.2030-01-02T00:00:00.000Z');
    // Lower case as the backend writes it; the wildcards typed are taken as spaces.
    expect(url).toContain('search_text=like.*ada  admin*');
    expect(url).toContain('order=action.asc&limit=50&offset=100');
  });
});
