import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * The administration pages of the settings remote end to end: job history with its filters and
 * details, feature flags whose effect reaches the sidebar without a reload, and agent registration.
 */
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function deleteProperty(request: APIRequestContext, name: string): Promise<void> {
  const deleted = await request.delete(`/api/db/properties?name=eq.${encodeURIComponent(name)}`);
  expect([200, 204]).toContain(deleted.status());
}

test.describe('settings administration', () => {
  test('job history: filter by job name and status, then open a run with its errors', async ({ page }) => {
    await signIn(page.request);
    const name = `E2EJob${Date.now()}`;
    const created = await page.request.post('/api/db/job_history', {
      data: [
        {
          name,
          status: 'FAILED',
          success_count: 0,
          error_count: 1,
          duration_millis: 2500,
          details: { errors: ['e2e: target refused'] },
        },
        { name, status: 'SUCCESS', success_count: 3, error_count: 0, duration_millis: 40, details: {} },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/settings/jobs');
    const table = page.getByRole('table', { name: 'Job history' });
    await page.getByRole('button', { name: /^Job Name/ }).click();
    const names = page.getByRole('dialog').filter({ has: page.getByText(name) });
    await names.getByRole('button', { name: `Include ${name}` }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`name=${name}%3A1`));
    // Successful runs are hidden by default: only the failed one shows.
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: name }).getByText('FAILED')).toBeVisible();

    await table.getByRole('row').filter({ hasText: name }).click();
    const details = page.getByRole('dialog', { name: `Details for job ${name}` });
    await expect(details.getByRole('tab', { name: 'Errors' })).toBeVisible();
    await expect(details.getByText('e2e: target refused')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // Clearing the status filter shows the successful run as well.
    await page.goto(`/settings/jobs?name=${name}:1&status=`);
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  });

  test('disabling a feature flag takes its entries out of the sidebar at once', async ({ page }) => {
    await signIn(page.request);
    await deleteProperty(page.request, 'health.disable');
    try {
      await page.goto('/settings/feature-flags');
      await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Add Feature Flag' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Feature Flag' });
      await dialog.getByRole('combobox', { name: /Name/ }).fill('health.disable');
      await expect(dialog.getByText('Hides health and settings.health, settings.job_history')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('table', { name: 'Feature flags' }).getByText('health.disable')).toBeVisible();
      // No reload: the sidebar follows the write.
      await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toHaveCount(0);
      await expect(navigation(page).getByRole('link', { name: 'Jobs History', exact: true })).toHaveCount(0);

      await page
        .getByRole('table', { name: 'Feature flags' })
        .getByRole('row')
        .filter({ hasText: 'health.disable' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(navigation(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
    } finally {
      await deleteProperty(page.request, 'health.disable');
    }
  });

  test('registering an agent shows its token once, and the token signs the agent in', async ({ page, playwright, baseURL }) => {
    await signIn(page.request);
    const name = `e2e-agent-${Date.now()}`;
    await page.goto('/settings/agents');
    await page.getByRole('button', { name: 'Register Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Agent' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('registered by the e2e test');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const install = page.getByRole('dialog', { name: `Install Agent ${name}` });
    await expect(install.getByText('Copy the token now: it is not shown again.')).toBeVisible();
    const helm = await install.getByText(/helm install mission-control-agent/).textContent();
    const token = /upstream\.password='([^']+)'/.exec(helm ?? '')?.[1];
    expect(token).toBeTruthy();
    await install.getByRole('tab', { name: 'Flux' }).click();
    await expect(install.getByText(/kind: HelmRelease/)).toBeVisible();
    await install.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    const agentContext = await playwright.request.newContext({ baseURL: baseURL! });
    try {
      const whoami = await agentContext.get('/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } });
      expect(whoami.status()).toBe(200);
      // Opening it by ?id= and deleting it revokes the token.
      await row.click();
      await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: name })).toHaveCount(0);
      await expect
        .poll(async () =>
          (await agentContext.get('/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } })).status(),
        )
        .toBe(401);
    } finally {
      await agentContext.dispose();
    }
  });
});
