// Builders for the links the specs name, so every app writes them the same way.
import { HEALTH_SUMMARY } from '../constants/operations';

const segment = (value: string): string => encodeURIComponent(value);

export type CatalogSubPage = 'changes' | 'insights' | 'relationships' | 'playbooks' | 'checks';

export const routePaths = {
  topology: (id?: string) => (id ? `/topology/${segment(id)}` : '/topology'),
  topologyView: (id: string) => `/view/topology/${segment(id)}`,
  health: () => '/health',
  /** A check row's link: the check modal over the health page, last hour. */
  healthCheck: (checkId: string, timeRange: string = HEALTH_SUMMARY.checkLinkTimeRange) =>
    `/health?checkId=${segment(checkId)}&timeRange=${segment(timeRange)}`,
  /** What a topology card's badges count: the component's checks (passing too), insights and incidents. */
  componentChecks: (componentId: string) => `/health?component=${segment(componentId)}&hidePassing=false`,
  componentInsights: (componentId: string) => `/catalog/insights?component=${segment(componentId)}&status=open:1`,
  componentIncidents: (componentId: string) => `/incidents?component=${segment(componentId)}`,
  incidents: () => '/incidents',
  incident: (id: string) => `/incidents/${segment(id)}`,
  playbooks: () => '/playbooks',
  playbookRuns: (playbookId?: string) => (playbookId ? `/playbooks/runs?playbook=${segment(playbookId)}` : '/playbooks/runs'),
  playbookRun: (runId: string) => `/playbooks/runs/${segment(runId)}`,
  notifications: () => '/notifications',
  notificationRule: (id: string) => `/notifications/rules?id=${segment(id)}`,
  silences: () => '/notifications/silences',
  addSilence: () => '/notifications/silences/add',
  logs: () => '/logs',
  catalog: () => '/catalog',
  catalogChanges: () => '/catalog/changes',
  catalogInsights: () => '/catalog/insights',
  catalogItem: (id: string, subPage?: CatalogSubPage) => `/catalog/${segment(id)}${subPage ? `/${subPage}` : ''}`,
  catalogScrapers: () => '/catalog/scrapers',
  catalogScraper: (id: string) => `/catalog/scrapers/${segment(id)}`,
  settingsTable: (table: string, id?: string) => `/settings/${segment(table)}${id ? `/${segment(id)}` : ''}`,
  /** Edit page of a health check. */
  canary: (id: string) => `/settings/canaries/${segment(id)}`,
  agent: (agentId?: string) => (agentId ? `/settings/agents?id=${segment(agentId)}` : '/settings/agents'),
  integrations: () => '/settings/integrations',
  /** The type is case-sensitive and kept as given. */
  integration: (type: string, id: string) => `/settings/integrations/${segment(type)}/${segment(id)}`,
  profileSettings: () => '/profile-settings',
  about: () => '/about',
  kubeconfig: () => '/api/kubeconfig',
  permissionsHelp: () => '/reference/permissions',
} as const;
