import { queryKeys } from '../query/query-keys';
import { LIVE_EVENT_KINDS, liveEventQueryKeys, liveEventSchema, liveEventsQueryKeys } from './events';

describe('live event to query keys', () => {
  it('a recorded check result refreshes the health list, check history and component health', () => {
    expect(liveEventQueryKeys('check.status')).toEqual([
      queryKeys.check_statuses.all,
      queryKeys.checks.all,
      queryKeys.components.all,
    ]);
    // The health page's summary is keyed under the checks' prefix.
    const summaryKey = queryKeys.checks.key('summary', { hidePassing: false });
    expect(liveEventQueryKeys('check.status').some((prefix) => prefix.every((part, i) => summaryKey[i] === part))).toBe(true);
  });

  it.each([
    ['incident', [queryKeys.incidents.all]],
    ['comment', [queryKeys.incidents.all]],
    ['evidence', [queryKeys.incidents.all]],
    ['playbook.run', [queryKeys.playbook_runs.all, queryKeys.playbooks.all]],
    ['playbook.action', [queryKeys.playbook_runs.all]],
    ['notification.sent', [queryKeys.notifications.all]],
    ['job', [queryKeys.job_history.all, queryKeys.integrations.all, queryKeys.config_scrapers.all]],
  ] as const)('%s invalidates its resources', (kind, keys) => {
    expect(liveEventQueryKeys(kind)).toEqual(keys);
  });

  it('every kind maps to at least one server-data prefix', () => {
    for (const kind of LIVE_EVENT_KINDS) {
      const keys = liveEventQueryKeys(kind);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key[0]).toBe('db');
    }
  });

  it('a burst of events invalidates each resource once', () => {
    const keys = liveEventsQueryKeys(['check.status', 'check.status', 'job', 'check.status']);
    expect(keys).toEqual([
      queryKeys.check_statuses.all,
      queryKeys.checks.all,
      queryKeys.components.all,
      queryKeys.job_history.all,
      queryKeys.integrations.all,
      queryKeys.config_scrapers.all,
    ]);
  });

  it('parses the wire shape and refuses unknown kinds', () => {
    const event = {
      id: '42',
      kind: 'check.status',
      op: 'INSERT',
      table: 'check_statuses',
      rowId: 'c1',
      scope: { check_id: 'c1', status: 'healthy' },
      at: '2026-11-26T06:00:00Z',
    };
    expect(liveEventSchema.parse(event)).toEqual(event);
    expect(liveEventSchema.safeParse({ ...event, kind: 'config.changed' }).success).toBe(false);
    expect(liveEventSchema.safeParse({ ...event, id: 'x' }).success).toBe(false);
  });
});
