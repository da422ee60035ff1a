import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { HEALTH_ONLY_PORT } from '../playwright.config';

test.describe('identity: page weight and modes', () => {
  test('the sign-in page loads neither the console nor any remote', async ({ page }) => {
    const scripts: { url: string; gzip: number }[] = [];
    const responses: Promise<void>[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && !request.url().includes('/api/.ory/')) apiCalls.push(request.url());
    });
    page.on('response', (response) => {
      if (!/\.js(\?|$)/.test(response.url())) return;
      responses.push(
        response.body().then((body) => void scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(responses);

    expect(scripts.filter((script) => script.url.includes('/remotes/'))).toEqual([]);
    expect(apiCalls).toEqual([]);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    test.info().annotations.push({
      type: 'login page JavaScript (gzip -9)',
      description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`,
    });
  });

  test('health-only installation (OPSDECK_HEALTH_ONLY): the health page for anyone, no sidebar', async ({ page }) => {
    const base = `http://127.0.0.1:${HEALTH_ONLY_PORT}`;
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await page.goto(`${base}/login`);
    await expect(page).toHaveURL(`${base}/health`);
    await expect(page).toHaveTitle('Health | Opsdeck');
    // Rows read anonymously from the backend (demo checks), not an empty page.
    await expect(page.getByRole('table', { name: 'Health checks' }).getByRole('link').first()).toBeVisible();
    // The check modal opens; the server leaves the spec out, and its tab says why.
    await page.getByRole('table', { name: 'Health checks' }).getByRole('link').first().click();
    const modal = page.getByTestId('check-modal');
    await modal.getByRole('tab', { name: 'Spec' }).click();
    await expect(modal.getByText('The spec is not shown without signing in.')).toBeVisible();
    await expect(modal.getByRole('table', { name: 'Check history' })).toHaveCount(0);
    await modal.getByRole('tab', { name: 'History' }).click();
    await expect(modal.getByRole('table', { name: 'Check history' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toHaveCount(0);
    await page.goto(`${base}/catalog`);
    await expect(page).toHaveURL(`${base}/health`);
    expect(unauthorized).toEqual([]);
  });
});
