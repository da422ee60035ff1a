import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Ids of demo rows the signed-in pages are opened with. */
export interface DemoIds {
  component: string;
  check: string;
  config: string;
  scraper: string;
  incident: string;
  playbookRun: string;
  notificationRule: string;
  agent: string;
  /** One row per generic settings table (teams, canaries, ...). */
  settingsRows: Record<string, string>;
}

export interface PageCase {
  name: string;
  /** The route table patterns this case opens. */
  routes: string[];
  path: (ids: DemoIds) => string;
  /** What must be on screen before the check (the page's own content, not just its frame). */
  ready?: (page: Page) => Locator;
  /** Account pages take the colour mode when they load and do not follow a switch while open. */
  modeOnLoad?: boolean;
  /** Opens a dialog, menu or palette after the page is ready; returns what must then be visible. */
  open?: (page: Page) => Promise<Locator>;
}

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`/api/db/${path}${path.includes('?') ? '&' : '?'}limit=1`);
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  const [row] = (await response.json()) as { id: string }[];
  expect(row, `a demo row of ${path}`).toBeTruthy();
  return String(row!.id);
}

export const SETTINGS_TABLES_WITH_ROWS = ['teams', 'incident_rules', 'topologies', 'canaries', 'logging_backends'] as const;

/** Reads one id of each kind from the demo data set (admin session). */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const summary = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  const checks = ((await summary.json()) as { checks_summary?: { id: string }[] }).checks_summary ?? [];
  expect(checks.length).toBeGreaterThan(0);
  const tree = await request.get('/api/canary/api/topology?depth=1');
  const components = ((await tree.json()) as { components?: { id: string }[] }).components ?? [];
  expect(components.length).toBeGreaterThan(0);
  const settingsRows = Object.fromEntries(
    await Promise.all(
      SETTINGS_TABLES_WITH_ROWS.map(
        async (table) => [table, await firstId(request, `${table}?select=id&deleted_at=is.null`)] as const,
      ),
    ),
  );
  return {
    component: components[0]!.id,
    check: checks[0]!.id,
    config: await firstId(request, 'config_items?select=id&deleted_at=is.null&name=not.is.null&order=name'),
    scraper: await firstId(request, 'config_scrapers?select=id&deleted_at=is.null'),
    incident: await firstId(request, 'incidents?select=id&order=created_at.desc'),
    playbookRun: await firstId(request, 'playbook_runs?select=id&order=created_at.desc'),
    notificationRule: await firstId(request, 'notifications?select=id&deleted_at=is.null'),
    agent: await firstId(request, 'agents?select=id&name=eq.eu-west-prod'),
    settingsRows,
  };
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const clickThenDialog = (button: string, dialog: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  return dialogNamed(page, dialog);
};

/** Signed-out pages of the self-service provider. */
export const SIGNED_OUT_CASES: PageCase[] = (
  [
    {
      name: 'sign in',
      routes: ['/login'],
      path: () => '/login',
      ready: (page) => page.getByRole('textbox', { name: /^e-?mail$/i }),
    },
    {
      name: 'registration',
      routes: ['/registration'],
      path: () => '/registration',
      ready: (page) => page.getByRole('textbox', { name: /^e-?mail$/i }),
    },
    {
      name: 'recovery',
      routes: ['/recovery'],
      path: () => '/recovery',
      ready: (page) => page.getByRole('textbox', { name: /^e-?mail$/i }),
    },
    {
      name: 'verification',
      routes: ['/verification'],
      path: () => '/verification',
      ready: (page) => page.getByRole('textbox', { name: /^e-?mail$/i }),
    },
    {
      // A sign-in that asks to return off-site: the server stores the error and sends the browser to /error?id=.
      name: 'error',
      routes: ['/error'],
      path: () => '/api/.ory/self-service/login/browser?return_to=https%3A%2F%2Felsewhere.example%2F',
      ready: (page) => page.getByLabel('Error details'),
    },
  ] as PageCase[]
).map((pageCase) => ({ ...pageCase, modeOnLoad: true }));

const settingsTableCases: PageCase[] = SETTINGS_TABLES_WITH_ROWS.flatMap((table) => [
  { name: `settings ${table}`, routes: [`/settings/${table}`], path: () => `/settings/${table}` },
  {
    name: `settings ${table} row`,
    routes: [`/settings/${table}/:id`],
    path: (ids: DemoIds) => `/settings/${table}/${ids.settingsRows[table]}`,
  },
]);

/** Every signed-in route of the route table, with demo ids, and the console's dialogs. */
export const SIGNED_IN_CASES: PageCase[] = [
  { name: 'dashboard', routes: ['/topology'], path: () => '/topology' },
  { name: 'dashboard of a component', routes: ['/topology/:id'], path: (ids) => `/topology/${ids.component}` },
  { name: 'bare dashboard', routes: ['/view/topology/:id'], path: (ids) => `/view/topology/${ids.component}` },
  {
    name: 'health',
    routes: ['/health'],
    path: () => '/health',
    ready: (page) => page.getByRole('table', { name: 'Health checks' }),
  },
  { name: 'bare health', routes: ['/view/health'], path: () => '/view/health' },
  {
    name: 'check modal',
    routes: [],
    path: (ids) => `/health?checkId=${ids.check}&timeRange=1h`,
    ready: (page) => page.getByRole('dialog').getByRole('tab', { name: 'History' }),
  },
  {
    name: 'Link to Incident dialog',
    routes: [],
    path: (ids) => `/health?checkId=${ids.check}&timeRange=1h`,
    ready: (page) => page.getByRole('dialog').getByRole('tab', { name: 'History' }),
    open: clickThenDialog('Attach as Evidence', 'Link to Incident'),
  },
  { name: 'logs', routes: ['/logs'], path: () => '/logs' },
  {
    name: 'catalog',
    routes: ['/catalog'],
    path: () => '/catalog',
    ready: (page) => page.getByRole('table', { name: 'Configuration items' }),
  },
  { name: 'catalog changes', routes: ['/catalog/changes'], path: () => '/catalog/changes' },
  {
    name: 'change details drawer',
    routes: [],
    path: () => '/catalog/changes',
    ready: (page) => page.getByRole('table', { name: 'Config changes' }).getByTestId('data-row'),
    open: async (page) => {
      await page.getByRole('table', { name: 'Config changes' }).getByTestId('data-row').first().click();
      return page.getByRole('dialog');
    },
  },
  { name: 'catalog insights', routes: ['/catalog/insights'], path: () => '/catalog/insights' },
  { name: 'catalog scrapers', routes: ['/catalog/scrapers'], path: () => '/catalog/scrapers' },
  { name: 'catalog scraper', routes: ['/catalog/scrapers/:id'], path: (ids) => `/catalog/scrapers/${ids.scraper}` },
  { name: 'config detail', routes: ['/catalog/:id'], path: (ids) => `/catalog/${ids.config}` },
  ...(['changes', 'insights', 'relationships', 'playbooks', 'checks'] as const).map((sub): PageCase => ({
    name: `config ${sub}`,
    routes: [`/catalog/:id/${sub}`],
    path: (ids) => `/catalog/${ids.config}/${sub}`,
  })),
  { name: 'incidents', routes: ['/incidents'], path: () => '/incidents' },
  {
    name: 'New incident dialog',
    routes: [],
    path: () => '/incidents',
    open: clickThenDialog('New incident', 'New incident'),
  },
  { name: 'incident detail', routes: ['/incidents/:id'], path: (ids) => `/incidents/${ids.incident}` },
  { name: 'playbooks', routes: ['/playbooks'], path: () => '/playbooks' },
  { name: 'playbook runs', routes: ['/playbooks/runs'], path: () => '/playbooks/runs' },
  { name: 'playbook run', routes: ['/playbooks/runs/:id'], path: (ids) => `/playbooks/runs/${ids.playbookRun}` },
  {
    // One rule's sends: a page of the unfiltered history holds a thousand rows, the same markup many times over.
    name: 'notifications',
    routes: ['/notifications'],
    path: (ids) => `/notifications?notification=${ids.notificationRule}`,
  },
  { name: 'notification rules', routes: ['/notifications/rules'], path: () => '/notifications/rules' },
  {
    name: 'notification rule',
    routes: [],
    path: (ids) => `/notifications/rules?id=${ids.notificationRule}`,
    ready: (page) => page.getByRole('dialog'),
  },
  { name: 'silences', routes: ['/notifications/silences'], path: () => '/notifications/silences' },
  { name: 'add silence', routes: ['/notifications/silences/add'], path: () => '/notifications/silences/add' },
  { name: 'connections', routes: ['/settings/connections'], path: () => '/settings/connections' },
  {
    name: 'Add Connection dialog',
    routes: [],
    path: () => '/settings/connections',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Connection' }).click();
      return page.getByTestId('connection-dialog');
    },
  },
  { name: 'permissions', routes: ['/settings/permissions'], path: () => '/settings/permissions' },
  { name: 'users', routes: ['/settings/users'], path: () => '/settings/users' },
  { name: 'job history', routes: ['/settings/jobs'], path: () => '/settings/jobs' },
  { name: 'feature flags', routes: ['/settings/feature-flags'], path: () => '/settings/feature-flags' },
  { name: 'event queue', routes: ['/settings/event-queue-status'], path: () => '/settings/event-queue-status' },
  { name: 'audit log', routes: ['/settings/audit-log'], path: () => '/settings/audit-log' },
  { name: 'agents', routes: ['/settings/agents'], path: () => '/settings/agents' },
  { name: 'agent', routes: [], path: (ids) => `/settings/agents?id=${ids.agent}`, ready: (page) => page.getByRole('dialog') },
  { name: 'integrations', routes: ['/settings/integrations'], path: () => '/settings/integrations' },
  {
    name: 'Add Integration dialog',
    routes: [],
    path: () => '/settings/integrations?add=1',
    ready: (page) => page.getByRole('dialog'),
  },
  {
    name: 'integration',
    routes: ['/settings/integrations/:type/:id'],
    path: (ids) => `/settings/integrations/logging_backends/${ids.settingsRows.logging_backends}`,
  },
  ...settingsTableCases,
  { name: 'new topology', routes: [], path: () => '/settings/topologies/new' },
  { name: 'profile settings', routes: ['/profile-settings'], path: () => '/profile-settings', modeOnLoad: true },
  { name: 'about', routes: ['/about'], path: () => '/about', ready: (page) => page.getByRole('table', { name: 'Remotes' }) },
  {
    name: 'command palette',
    routes: [],
    path: () => '/health',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      return page.getByRole('dialog', { name: 'Command palette' });
    },
  },
  {
    name: 'kubeconfig dialog',
    routes: [],
    path: () => '/health',
    open: async (page) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
      return page.getByRole('dialog', { name: 'Download and install kubeconfig' });
    },
  },
  {
    name: 'preferences',
    routes: [],
    path: () => '/health',
    open: async (page) => {
      await page.getByRole('button', { name: 'Preferences' }).click();
      return page.getByLabel('Theme');
    },
  },
];

/** Routes no case opens, and why. */
export const ROUTES_NOT_OPENED: Record<string, string> = {
  '/auth-state-checker': 'hosted identity provider only (Clerk): the self-service console never shows it',
  '/organizations/orgs-switched': 'hosted identity provider only (Clerk): the self-service console never shows it',
};
