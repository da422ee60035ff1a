import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

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
      responses.push(response.body().then((body) => void scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(responses);

    expect(scripts.filter((script) => script.url.includes('/remotes/'))).toEqual([]);
    expect(apiCalls).toEqual([]);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    test.info().annotations.push({ type: 'login page JavaScript (gzip -9)', description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files` });
  });

  test('health-only mode (config.json) serves the health page alone: no sign-in, no sidebar', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ json: { healthOnly: true } }));
    // The reference backend still requires a session for its data; the console itself asks for none.
    await signIn(page.request, 'viewer');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/health$/);
    await expect(page).toHaveTitle('Health | Opsdeck');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toHaveCount(0);
  });
});
