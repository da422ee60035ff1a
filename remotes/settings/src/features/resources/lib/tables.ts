// The generic resource tables of /settings/{table}: what the kit's editor and list need of each.
import {
  canarySchema,
  DEFAULT_TEAM_ICON,
  incidentRuleSchema,
  incidentRuleSpecProblems,
  loggingBackendSchema,
  SETTINGS_TABLE_ROUTES,
  teamSchema,
  topologySchema,
  type Canary,
  type IncidentRule,
  type LoggingBackend,
  type Team,
  type Topology,
} from '@opsdeck/contracts';
import type { ResourceRow, ResourceTable } from '@opsdeck/shared/resource-editor';
import { healthCheckSpecProblems } from './health-check';

export type SettingsTableName = (typeof SETTINGS_TABLE_ROUTES)[number]['table'];

const SETTINGS_CRUMB = [{ label: 'Settings', href: '/settings/connections' }] as const;

const route = (table: SettingsTableName) => SETTINGS_TABLE_ROUTES.find((entry) => entry.table === table)!;

function tableOf<Row extends ResourceRow>(
  table: SettingsTableName,
  rest: Pick<ResourceTable<Row>, 'rowSchema' | 'queryResource' | 'label'> & Partial<ResourceTable<Row>>,
): ResourceTable<Row> {
  const { title, resource } = route(table);
  return {
    table,
    pluralLabel: title,
    basePath: `/settings/${table}`,
    breadcrumbRoot: SETTINGS_CRUMB,
    permissionResource: resource,
    ...rest,
  };
}

export const SETTINGS_TABLES = {
  teams: tableOf<Team & ResourceRow>('teams', {
    rowSchema: teamSchema,
    queryResource: 'teams',
    label: 'Team',
    newRowDefaults: { icon: DEFAULT_TEAM_ICON },
  }),
  incident_rules: tableOf<IncidentRule & ResourceRow>('incident_rules', {
    rowSchema: incidentRuleSchema,
    queryResource: 'incident_rules',
    label: 'Incident Rule',
    // The backend refuses the same problems (400) on write.
    validateSpec: incidentRuleSpecProblems,
  }),
  topologies: tableOf<Topology & ResourceRow>('topologies', {
    rowSchema: topologySchema,
    queryResource: 'topologies',
    label: 'Topology',
    namespaced: true,
  }),
  canaries: tableOf<Canary & ResourceRow>('canaries', {
    rowSchema: canarySchema,
    queryResource: 'canaries',
    label: 'Health Check',
    namespaced: true,
    validateSpec: healthCheckSpecProblems,
  }),
  logging_backends: tableOf<LoggingBackend & ResourceRow>('logging_backends', {
    rowSchema: loggingBackendSchema,
    queryResource: 'logging_backends',
    label: 'Log Backend',
    labelled: true,
  }),
} as const;

export const isSettingsTable = (value: string | undefined): value is SettingsTableName =>
  value !== undefined && Object.hasOwn(SETTINGS_TABLES, value);
