// The configuration catalog's screens (spec 2: routes /catalog..., entities Config item, change,
// analysis): URL parameters, headings, labels and the columns each list reads and sorts on.

/** URL parameters of the catalog pages (beside pageIndex, pageSize, sortBy, sortOrder). */
export const CATALOG_PARAMS = {
  configType: 'configType',
  health: 'health',
  status: 'status',
  labels: 'labels',
  tags: 'tags',
  search: 'search',
  groupBy: 'groupBy',
  /** Changes and insights: the open row's id (its detail panel). */
  selected: 'id',
  changeType: 'changeType',
  severity: 'severity',
  includeChildren: 'includeChildren',
  analyzer: 'analyzer',
  analysisType: 'type',
  insightStatus: 'status',
  /** Insights: only those of the configs related to one component (a topology card's badge). */
  component: 'component',
  /** Relationships tab. */
  direction: 'direction',
  depth: 'depth',
  relatedType: 'relatedType',
  includeDeleted: 'includeDeleted',
  view: 'view',
  /** Config viewer. */
  format: 'format',
  compareWith: 'compareWith',
} as const;

/** Group-by choices of the catalog list: none, by type, or by a label key (`label:<key>`). */
export const CATALOG_GROUP_BY = { none: '', type: 'type', labelPrefix: 'label:' } as const;

/**
 * Rows of a catalog table rendered before the table measures them (DataTable `firstRows`): the
 * list's rows hold label chips, about 85 px each, so 10 fill a 1000 px window; the table adds rows
 * in the same frame until the window is full, and the rest of the page follows without blocking input.
 */
export const CATALOG_TABLE_FIRST_ROWS = 10;

/** Columns of the configs view the list reads. */
export const CATALOG_LIST_COLUMNS = [
  'id',
  'name',
  'type',
  'config_class',
  'health',
  'status',
  'labels',
  'tags',
  'changes',
  'analysis',
  'cost_per_minute',
  'cost_total_1d',
  'cost_total_7d',
  'cost_total_30d',
  'agent_id',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

/** Columns the list sorts on (every shown column with a server order). */
export const CATALOG_SORTABLE_COLUMNS = [
  'name',
  'type',
  'health',
  'status',
  'changes',
  'cost_per_minute',
  'cost_total_1d',
  'cost_total_7d',
  'cost_total_30d',
  'agent_id',
  'created_at',
  'updated_at',
] as const;

export const CATALOG_TEXT = {
  listLabel: 'Configuration items',
  summaryLabel: 'Config types',
  allTypes: 'All types',
  searchPlaceholder: 'Search by name',
  showDeleted: 'Show deleted',
  groupBy: 'Group by',
  groupByNone: 'No grouping',
  groupByType: 'Type',
  changesLabel: 'Config changes',
  insightsLabel: 'Config insights',
  includeChildren: 'Include children',
  changeDetails: 'Change details',
  insightDetails: 'Insight details',
  configTab: 'Config',
  changesTab: 'Changes',
  insightsTab: 'Insights',
  relationshipsTab: 'Relationships',
  viewerLabel: 'Config document',
  compareWith: 'Compare with',
  currentVersion: 'Current version',
  graphView: 'Graph',
  listView: 'List',
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  both: 'Both',
  includeDeleted: 'Include deleted',
  relatedConfigs: 'Related configs',
  linkedComponents: 'Linked components',
  linkComponent: 'Link component',
  unlinkComponent: 'Unlink',
  unlinkTitle: 'Unlink component',
  /** The links between the catalog's pages (as the incumbent's catalog tabs). */
  sectionsLabel: 'Catalog sections',
  catalogSection: 'Catalog',
  scrapersSection: 'Scrapers',
  /** The related items walk stops at this many items, nearest first (rpc/related_configs_recursive). */
  relatedLimitNote: 'Showing the nearest 500 related items.',
} as const;

/** At most this many items come back from rpc/related_configs_recursive (nearest first). */
export const RELATED_CONFIGS_LIMIT = 500;

/** The health values the list filters on. */
export const CONFIG_HEALTH_VALUES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;

/** Insight statuses and severities offered as filters. */
export const INSIGHT_STATUSES = ['open', 'resolved', 'silenced'] as const;
export const INSIGHT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const INSIGHT_TYPES = [
  'availability',
  'compliance',
  'cost',
  'integration',
  'performance',
  'recommendation',
  'reliability',
  'security',
  'technicalDebt',
] as const;

/** Time range of the changes pages when the URL names none. */
export const CHANGES_DEFAULT_RANGE = 'now-2d';
/** Manual config-component links are written with this selector_id. */
export const MANUAL_SELECTOR_ID = 'manual';
