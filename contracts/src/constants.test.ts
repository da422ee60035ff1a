import * as constants from './constants';

describe('shell constants (spec 1)', () => {
  it('has the query, paging and layout values', () => {
    expect(constants.DEFAULT_STALE_TIME_MS).toBe(300000);
    expect(constants.PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000]);
    expect(constants.DEFAULT_PAGE_SIZE).toBe(50);
    expect(constants.SERVER_SIDE_PAGE_SIZE_OPTIONS).toEqual([50, 100, 200]);
    expect(constants.MAX_RECENT_TIME_RANGES).toBe(5);
    expect(constants.TOAST_DURATION_MS).toBe(5000);
    expect(constants.PROFILE_MESSAGE_CLEAR_MS).toBe(10000);
    expect(constants.SIDEBAR_COLLAPSE_WIDTH).toBe(1024);
    expect(constants.MIN_LAYOUT_WIDTH).toBe(800);
    expect(constants.HEALTH_LAYOUT_SWITCH_HEIGHT).toBe(992);
    expect(constants.CARD_WIDTH).toEqual({ min: 250, max: 768, step: 2, default: 554 });
    expect(constants.PROGRESS).toEqual({ min: 5, max: 100, orangeAbove: 75, redAbove: 90 });
    expect(constants.ROW_HEIGHT_ESTIMATE).toBe(35);
    expect(constants.TABLE_OVERSCAN).toBe(10);
    expect(constants.FRONTEND_VERSION).toBe('1.0.871');
    expect(constants.NIL_AGENT_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(constants.DIALOG_WIDTH_BREAKPOINTS).toEqual([768, 1024, 1280, 1600]);
  });

  it('has the preference keys and defaults', () => {
    expect(constants.PREFERENCE_KEYS).toEqual({
      datetime: 'datetime_preference',
      displayTimezone: 'display_timezone_preference',
      topologyCardWidth: 'topology_card_width',
      showDeletedItems: 'show_deleted_items_preference',
      persistPageSize: 'persistPageSize',
      recentlyUsedTimeRanges: 'recentlyUsedTimeRanges',
      sidebarCollapsed: 'sidebarCollapsed',
      colorMode: 'colorMode',
    });
    expect(constants.PREFERENCE_DEFAULTS).toEqual({
      datetime_preference: 'timestamp',
      display_timezone_preference: 'Browser',
      topology_card_width: '554px',
      show_deleted_items_preference: 'no',
      persistPageSize: 50,
      recentlyUsedTimeRanges: [],
      colorMode: 'system',
    });
    expect(constants.COLOR_MODE_PREFERENCES).toEqual(['light', 'dark', 'system']);
  });

  it('derives the future relative ranges from the past ones', () => {
    expect(constants.PAST_RELATIVE_RANGES).toHaveLength(16);
    expect(constants.FUTURE_RELATIVE_RANGES[0]).toBe('Indefinitely');
    expect(constants.FUTURE_RELATIVE_RANGES[1]).toBe('now+5m');
    expect(constants.FUTURE_RELATIVE_RANGES.at(-1)).toBe('now+5y');
    expect(constants.PAST_RELATIVE_RANGE_EXPRESSIONS[0]).toBe('now-5m');
    expect(constants.MAPPED_TIME_RANGES).toHaveLength(14);
  });
});

describe('operations constants (spec 2)', () => {
  it('has the check history, paging and debounce values', () => {
    expect(constants.CHECK_HISTORY.pageSize).toBe(50);
    expect(constants.CHECK_HISTORY.staleTimeMs).toBe(10000);
    expect(constants.CHECK_GRAPH_POINTS).toBe(300);
    expect(constants.NOTIFICATIONS_PAGE_SIZE).toBe(1000);
    expect(constants.RECURSIVE_DEPTH).toEqual({ changes: 5, relatedConfigs: 10 });
    expect(constants.DEBOUNCE_MS).toEqual({ searchInput: 400, resourceSearch: 300, asyncDropdown: 100 });
    expect(constants.DROPDOWN).toEqual({ virtualWindowThreshold: 20, multiSelectCollapseAt: 4 });
  });

  it('maps time ranges to minutes as the spec examples say', () => {
    expect(constants.TIME_RANGE_MINUTES['1h']).toBe(60);
    expect(constants.TIME_RANGE_MINUTES['1d']).toBe(1440);
    expect(constants.TIME_RANGE_MINUTES['1w']).toBe(10080);
    expect(constants.TIME_RANGE_MINUTES['1mo']).toBe(43200);
    expect(constants.TIME_RANGE_MINUTES['1y']).toBe(518400);
    expect(constants.HEALTH_TIME_RANGE_OPTIONS).toEqual([
      '15m',
      '1h',
      '2h',
      '3h',
      '6h',
      '12h',
      '1d',
      '2d',
      '3d',
      '1w',
      '2w',
      '3w',
      '1mo',
      '2mo',
      '3mo',
      '6mo',
      '1y',
      '2y',
      '3y',
      '5y',
    ]);
    expect(constants.DEFAULT_HEALTH_TIME_RANGE).toBe('1h');
  });

  it('maps numeric severity codes', () => {
    expect(constants.INCIDENT_SEVERITY_BY_CODE).toEqual({ 0: 'low', 1: 'medium', 2: 'high', 3: 'blocker', 4: 'critical' });
  });

  it('dns1123 accepts lowercase alphanumerics with dashes and dots', () => {
    expect(constants.DNS1123_PATTERN.test('my-app.v1')).toBe(true);
    expect(constants.DNS1123_PATTERN.test('My-App')).toBe(false);
    expect(constants.DNS1123_PATTERN.test('-lead')).toBe(false);
  });
});

describe('settings constants (spec 3)', () => {
  it('has the job history and list defaults', () => {
    expect(constants.JOB_HISTORY_PAGE_SIZE).toBe(150);
    expect(constants.JOB_HISTORY.defaultStatusFilter).toBe('SUCCESS:-1');
    expect(constants.SETTINGS_LIST).toEqual({ limit: 100, orderBy: 'created_at', ascending: false });
    expect(constants.DEFAULT_PORTS).toEqual({ sftp: 22, smb: 445, email: 587, opsgenie: 443 });
    expect(constants.MAX_IN_FLIGHT_DEFAULT).toBe(64);
    expect(constants.GITOPS_DEFAULTS).toEqual({
      namespace: 'mission-control',
      interval: '30m',
      chartInterval: '1m',
      sourceRepositoryInterval: '5m',
    });
  });

  it('has the schedule choices, HTTP response codes and methods of section 9', () => {
    expect(constants.HEALTH_CHECK_SCHEDULES).toEqual([
      '@every 30s',
      '@every 1m',
      '@every 5m',
      '@every 30m',
      '@hourly',
      '@every 6h',
      '@daily',
      '@weekly',
    ]);
    expect(constants.INTEGRATION_SCHEDULES.short).toEqual([
      '@every 30s',
      '@every 1m',
      '@every 5m',
      '@every 30m',
      '@hourly',
      '@every 2h',
      '@every 4h',
    ]);
    expect(constants.INTEGRATION_SCHEDULES.scraper).toEqual([
      '@every 15m',
      '@every 30m',
      '@hourly',
      '@every 2h',
      '@every 4h',
      '@daily',
    ]);
    expect(constants.HTTP_RESPONSE_CODES).toEqual(['200', '201', '202', '204', '301', '302', '401', '404', '500', '502', '503']);
    expect(constants.HTTP_METHODS).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(constants.HTTP_METHODS_WITH_BODY).toEqual(['POST', 'PUT']);
    expect(constants.REDIS_DB_DEFAULT).toBe(0);
  });

  it('lists 45 connection types, 16 of them notification types', () => {
    expect(constants.CONNECTION_TYPES).toHaveLength(45);
    expect(new Set(constants.CONNECTION_TYPES).size).toBe(45);
    expect(constants.NOTIFICATION_CONNECTION_TYPES).toHaveLength(16);
  });
});
