import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { DROPPED_PORT } from '../playwright.config';

test.describe('runtime composition of remotes', () => {
  test('every remote in the manifest contributes its navigation and pages', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Health', 'Catalog', 'Incidents', 'Playbooks']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle('Health | Opsdeck');
    await nav.getByRole('link', { name: 'Catalog', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page).toHaveTitle('Catalog | Opsdeck');
  });

  test('a remote dropped from the manifest disappears and its deep links say not available', async ({ page }) => {
    const dropped = `http://127.0.0.1:${DROPPED_PORT}`;
    await signIn(page.request, 'admin', dropped);
    await page.goto(`${dropped}/health`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Health', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);

    await page.goto(`${dropped}/catalog`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Not available' })).toBeVisible();
    await expect(page.getByText('Catalog is not available in this installation.')).toBeVisible();
  });

  test('a remote that fails to load degrades to an error panel while the rest keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('remote "catalog" is unavailable')) errors.push(message.text());
    });
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await signIn(page.request);

    await page.goto('/catalog');
    await expect(page.getByText(/Catalog could not be loaded/)).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Temporarily unavailable: Catalog');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Health', exact: true }).click();
    await expect(page).toHaveTitle('Health | Opsdeck');
    expect(errors).toHaveLength(1);
  });

  test('an unknown path inside the console answers page not found', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/no/such/page');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
