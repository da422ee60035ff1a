import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/sign-in';

const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Sets a feature flag property through the PostgREST API (admin session), replacing any earlier value. */
async function setProperty(request: APIRequestContext, name: string, value: string): Promise<void> {
  await deleteProperty(request, name);
  const created = await request.post('/api/db/properties', { data: { name, value } });
  expect(created.status(), await created.text()).toBe(201);
}

async function deleteProperty(request: APIRequestContext, name: string): Promise<void> {
  const deleted = await request.delete(`/api/db/properties?name=eq.${encodeURIComponent(name)}`);
  expect([200, 204]).toContain(deleted.status());
}

test.describe('shell chrome', () => {
  test('the collapsed sidebar stays collapsed across reloads', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    await expect(navigation(page)).toHaveAttribute('data-collapsed', 'false');
    await navigation(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(navigation(page)).toHaveAttribute('data-collapsed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('sidebarCollapsed'))).toBe('true');

    await page.reload();
    await expect(navigation(page)).toHaveAttribute('data-collapsed', 'true');
    // Collapsed to icons: the entries keep their names for assistive technology.
    await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
    await expect(navigation(page).getByText('Health', { exact: true })).toHaveCount(0);

    await navigation(page).getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(navigation(page)).toHaveAttribute('data-collapsed', 'false');
    await expect(navigation(page).getByText('Health', { exact: true })).toBeVisible();
  });

  test('a viewer sees no Settings group and gets the Unauthorized page on a settings URL', async ({ page }) => {
    await signIn(page.request, 'viewer');
    await page.goto('/health');
    await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
    await expect(navigation(page).getByRole('button', { name: 'Settings' })).toHaveCount(0);

    await page.goto('/settings/connections');
    await expect(page.getByRole('main').getByText('You do not have permission to access this page')).toBeVisible();
    await expect(page).toHaveTitle('Connections | Opsdeck');
  });

  test('a disabled feature flag hides its navigation entries and routes', async ({ page }) => {
    await signIn(page.request);
    await setProperty(page.request, 'incidents.disable', 'true');
    try {
      await page.goto('/health');
      await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
      await expect(navigation(page).getByRole('link', { name: 'Incidents', exact: true })).toHaveCount(0);
      await page.goto('/incidents');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Not available' })).toBeVisible();
    } finally {
      await deleteProperty(page.request, 'incidents.disable');
    }
    await page.goto('/health');
    await expect(navigation(page).getByRole('link', { name: 'Incidents', exact: true })).toBeVisible();
  });

  test('the user menu shows both versions and downloads a kubeconfig for the signed-in user', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page.request);
    await page.goto('/health');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByTestId('version-line')).toHaveText(/^Version 1\.0\.871 · Backend \d+\.\d+\.\d+/);
    await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download and install kubeconfig' });
    await expect(
      dialog.getByText('kubectl --kubeconfig ./127.0.0.1-kubeconfig.yaml get canaries --all-namespaces'),
    ).toBeVisible();

    const download = await page.request.get('/api/kubeconfig');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toBe('attachment; filename="127.0.0.1-kubeconfig.yaml"');
    const token = /password: "([^"]+)"/.exec(await download.text())?.[1];
    // Without the browser session: the kubeconfig's token alone signs the same user in.
    const kubectl = await playwright.request.newContext({ baseURL });
    const whoami = await kubectl.get('/api/auth/whoami', {
      headers: { Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
    });
    expect(whoami.status()).toBe(200);
    const me = (await (await page.request.get('/api/auth/whoami')).json()) as { payload: { user: { id: string } } };
    expect(((await whoami.json()) as typeof me).payload.user.id).toBe(me.payload.user.id);

    // kubectl through the console: /kubeproxy reaches the cluster as the writer, with the console's own token.
    const pods = await kubectl.get('/kubeproxy/api/v1/namespaces/default/pods?limit=5', {
      headers: { Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
    });
    expect(pods.status()).toBe(200);
    expect(await pods.json()).toEqual({
      kind: 'Status',
      path: '/api/v1/namespaces/default/pods?limit=5',
      impersonateUser: 'mission-control-writer',
      impersonateGroups: ['mission-control:admin'],
      backendToken: true,
    });
    expect((await kubectl.get('/kubeproxy/api/v1/namespaces/default/pods')).status()).toBe(401);
    await kubectl.dispose();
  });
});
