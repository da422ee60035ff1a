import type { SendHistory } from '@opsdeck/contracts';
import { historyRecipient, historyResource, historyTitle, statusLabel, statusPalette } from './history-row';

const row = (values: Record<string, unknown>) => ({ id: 'h1', ...values }) as SendHistory;

describe('send history rows', () => {
  it('labels and colours the statuses the backend records', () => {
    expect([statusLabel('sent'), statusLabel('error'), statusLabel('silenced'), statusLabel('repeat-interval')]).toEqual([
      'Sent',
      'Failed',
      'Silenced',
      'Repeat suppressed',
    ]);
    expect([statusPalette('sent'), statusPalette('error'), statusPalette('silenced')]).toEqual(['green', 'red', 'gray']);
  });

  it('links the resource to its page', () => {
    expect(historyResource(row({ resource_id: 'k1', resource_kind: 'check', resource: { name: 'api-health' } }))).toEqual({
      kind: 'Check',
      name: 'api-health',
      href: '/health?checkId=k1&timeRange=1h',
    });
    expect(historyResource(row({ resource_id: 'c1', resource_kind: 'config', resource: { name: 'web' } }))?.href).toBe(
      '/catalog/c1',
    );
    expect(historyResource(row({ resource_id: 'i1', source_event: 'incident.created', resource: null }))).toEqual({
      kind: 'Incident',
      name: 'i1',
      href: '/incidents/i1',
    });
  });

  it('names the recipient: person, team addresses, connection or URL', () => {
    expect(historyRecipient(row({ person: { name: 'Alice' } }))).toBe('Alice');
    expect(historyRecipient(row({ payload: { recipient: { kind: 'team', emails: ['a@x', 'b@x'] } } }))).toBe('team: a@x, b@x');
    expect(historyRecipient(row({ payload: { recipient: { kind: 'service', connection: 'connection://default/hook' } } }))).toBe(
      'default/hook',
    );
    expect(historyTitle(row({ body_payload: { title: 'Check api is unhealthy' } }))).toBe('Check api is unhealthy');
  });
});
