import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Settings end to end: the Flux HelmRelease of a GitOps option, a topology made with the topology
 * form, a health check made with the type picker that the check runner then runs, and a team
 * member added from the Members tab.
 */
const stamp = Date.now();

async function checksOfCanary(request: APIRequestContext, canary: string) {
  const response = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  expect(response.ok()).toBeTruthy();
  const rows =
    ((await response.json()) as { checks_summary?: { name: string; canary_name?: string; status?: string }[] }).checks_summary ??
    [];
  return rows.filter((row) => row.canary_name === canary);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test.beforeEach(async ({ page }) => signIn(page.request, 'admin'));

test('Add Integration generates the Flux HelmRelease and the Helm commands of a chart', async ({ page }) => {
  await page.goto('/settings/integrations');
  await page.getByRole('button', { name: 'Add Integration' }).click();
  const dialog = page.getByTestId('add-integration-dialog');
  await expect(dialog.getByRole('group', { name: 'Add Directly' }).getByRole('button')).toHaveText([
    'Custom Topology',
    'Catalog Scraper',
    'Log Backends',
  ]);
  await dialog.getByRole('button', { name: 'Flux', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Namespace' })).toHaveValue('mission-control');
  await dialog.getByRole('textbox', { name: 'Namespace' }).fill('gitops');
  const flux = dialog.getByText(/kind: HelmRelease/);
  await expect(flux).toContainText('name: mission-control-flux\n  namespace: gitops\nspec:\n  interval: 30m');
  await expect(flux).toContainText('interval: 1m');
  await expect(flux).toContainText(
    'kind: HelmRepository\nmetadata:\n  name: flanksource\n  namespace: gitops\nspec:\n  interval: 5m',
  );
  await expect(dialog.getByText('You will need to have Kubernetes chart installed in flux to use this option.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Helm CLI' }).click();
  await expect(dialog.getByText(/helm install mission-control-flux flanksource\/mission-control-flux/)).toContainText(
    "--namespace 'gitops'",
  );
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('a topology made with the topology form is listed and updated', async ({ page }) => {
  const name = `e2e-topology-${stamp}`;
  await page.goto('/settings/integrations?add=1');
  await page.getByTestId('add-integration-dialog').getByRole('button', { name: 'Custom Topology' }).click();
  await expect(page).toHaveURL(/\/settings\/topologies\/new$/);
  const form = page.getByRole('form', { name: 'Topology' });
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Add label' }).click();
  await form.getByRole('textbox', { name: 'Label 1 key' }).fill('team');
  await form.getByRole('textbox', { name: 'Label 1 value' }).fill('platform');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/topologies\/[0-9a-f-]{36}$/);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  // The success toast sits over the form's corner: the keyboard reaches Update all the same.
  await form.getByRole('button', { name: 'Update' }).press('Enter');
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByRole('table', { name: 'Integrations' }).getByText(name)).toBeVisible();
  const rows = await (await page.request.get(`/api/db/topologies?name=eq.${name}&select=labels,source,namespace`)).json();
  expect(rows).toEqual([{ labels: { team: 'platform' }, source: 'UI', namespace: 'default' }]);
});

test('a health check made with the type picker is run by the check runner', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const canary = `e2e-settings-canary-${stamp}`;
  await page.goto('/settings/canaries');
  await page.getByRole('link', { name: 'Add Health Check' }).click();
  await page.getByRole('button', { name: 'HTTP', exact: true }).click();
  const form = page.getByRole('form', { name: 'HTTP health check' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await form.getByRole('textbox', { name: 'Canary name' }).fill(canary);
  await form.getByRole('combobox', { name: 'Schedule' }).selectOption('@every 30s');
  // The demo's runner runs only canaries labelled live.
  await form.getByRole('button', { name: 'Add label' }).click();
  await form.getByRole('textbox', { name: 'Label 1 key' }).fill('opsdeck.io/live');
  await form.getByRole('textbox', { name: 'Label 1 value' }).fill('true');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${canary}-up`);
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill(`${baseURL}/healthz`);
  await form.getByRole('spinbutton', { name: 'Threshold (ms)' }).fill('-5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field must be 0 or more')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Threshold (ms)' }).fill('5000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${canary} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/canaries\/[0-9a-f-]{36}$/);
  expect((await checksOfCanary(page.request, canary)).map((row) => row.name)).toEqual([`${canary}-up`]);
  // The runner reads canaries again within OPSDECK_CHECK_RELOAD_MS (playwright.config.ts), then runs the new one.
  await expect
    .poll(async () => (await checksOfCanary(page.request, canary))[0]?.status, { timeout: 120_000, intervals: [1_000] })
    .toBe('healthy');
});

test('a team made in the editor gets the default icon, and a person is added from its Members tab', async ({ page }) => {
  const name = `e2e-team-${stamp}`;
  await page.goto('/settings/teams/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/teams\/[0-9a-f-]{36}$/);
  const [team] = (await (await page.request.get(`/api/db/teams?name=eq.${name}&select=id,icon,source`)).json()) as {
    id: string;
    icon: string;
    source: string;
  }[];
  expect(team).toMatchObject({ icon: 'group', source: 'UI' });
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add Members' }).click();
  const group = page.getByRole('group', { name: 'Add members' });
  await group.getByText(/viewer@opsdeck\.local/).click();
  await group.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(/added to the team successfully$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('viewer@opsdeck.local');
  const rows = await (await page.request.get(`/api/db/team_members?team_id=eq.${team!.id}&select=person_id(email)`)).json();
  expect(rows).toEqual([{ person_id: { email: 'viewer@opsdeck.local' } }]);
});

test('dropping the settings remote removes the Settings group, and links into it say not available', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/health');
  await expect(nav.getByRole('button', { name: 'Settings' })).toBeVisible();

  // An installation whose runtime manifest leaves the settings remote out.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: { name: string }[] };
    await route.fulfill({
      response,
      json: { ...manifest, remotes: manifest.remotes.filter((entry) => entry.name !== 'settings') },
    });
  });
  await page.goto('/health');
  await expect(nav.getByRole('link', { name: 'Health', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  // The check modal's Edit and the catalog's scraper links lead here.
  for (const path of ['/settings/canaries/01a0f506-83c0-6067-4064-26ad7836c2f7', '/settings/connections']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(page.getByText('Settings is not available in this installation.')).toBeVisible();
  }
});
