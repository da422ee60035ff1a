import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

interface SummaryRow {
  id: string;
  name: string;
  type?: string;
  status?: string;
  canary_name?: string;
  not_executed?: string;
  deleted_at?: string;
}

async function summary(request: APIRequestContext, body: object = {}): Promise<SummaryRow[]> {
  const response = await request.post('/api/canary/api/summary', { data: body });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { checks_summary?: SummaryRow[] }).checks_summary ?? [];
}

const table = (page: Page) => page.getByRole('table', { name: 'Health checks' });
/** The table row of a check (name, health, markers, ...). */
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByTestId('data-row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('health checks end to end', () => {
  test('a canary created through the API runs, follows edits and goes when deleted', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signIn(page.request);
    const name = `e2e-canary-${Date.now()}`;
    const created = await page.request.post('/api/db/canaries', {
      headers: { Prefer: 'return=representation' },
      data: {
        name,
        namespace: 'e2e',
        // Labelled live: the demo's runner only runs the console's own checks.
        labels: { 'opsdeck.io/live': 'true' },
        spec: { schedule: '@every 5s', http: [{ name: `${name}-up`, url: `${baseURL}/healthz`, responseCodes: [200] }] },
      },
    });
    expect(created.status()).toBe(201);
    const [canary] = (await created.json()) as { id: string }[];
    const mine = async () => (await summary(page.request, { hidePassing: false })).filter((r) => r.canary_name === name);
    expect((await mine()).map((r) => r.name)).toEqual([`${name}-up`]);

    // The runner reads canaries again within OPSDECK_CHECK_RELOAD_MS and then runs the new one every 5 s.
    await expect.poll(async () => (await mine())[0]?.status, { timeout: 60_000 }).toBe('healthy');
    await page.goto(`/health?hidePassing=false&query=${name}`);
    await expect(rowOf(page, `${name}-up`).getByTestId('health-check')).toHaveAttribute('data-health', 'healthy');

    const patched = await page.request.patch(`/api/db/canaries?id=eq.${canary!.id}`, {
      data: {
        spec: {
          schedule: '@every 5s',
          http: [{ name: `${name}-about`, url: `${baseURL}/about` }],
          dns: [{ name: `${name}-dns`, query: 'opsdeck.example' }],
        },
      },
    });
    expect(patched.status()).toBe(204);
    expect((await mine()).map((r) => r.name).sort()).toEqual([`${name}-about`, `${name}-dns`]);
    await page.reload();
    await expect(rowOf(page, `${name}-about`)).toBeVisible();
    await expect(rowOf(page, `${name}-dns`).getByTestId('not-executed')).toBeVisible();

    await page.request.patch(`/api/db/canaries?id=eq.${canary!.id}`, { data: { deleted_at: 'now()' } });
    expect(await mine()).toEqual([]);
    // Within the list's time range deleted checks stay visible, marked as deleted.
    await page.reload();
    await expect(rowOf(page, `${name}-about`)).toContainText('Deleted');
  });

  test('a check type the backend does not execute is marked, offers no Run Now and labels its history imported', async ({
    page,
  }) => {
    await signIn(page.request);
    const dns = (await summary(page.request, { hidePassing: false })).find((r) => r.name === 'resolve-opsdeck.example');
    expect(dns?.not_executed).toBe('check type "dns" is not executed by this backend (it runs http and tcp checks only)');
    await page.goto('/health?hidePassing=false&query=resolve-opsdeck.example');
    const row = rowOf(page, 'resolve-opsdeck.example');
    await expect(row.getByTestId('not-executed')).toHaveAttribute('title', dns!.not_executed!);
    await row.getByRole('link', { name: 'resolve-opsdeck.example', exact: true }).click();
    const modal = page.getByTestId('check-modal');
    await expect(modal.getByTestId('not-executed-notice')).toContainText('Not executed by this backend');
    const history = modal.getByRole('table', { name: 'Check history' });
    await expect(history.getByTestId('data-row').first()).toContainText('imported');
    await expect(history).not.toContainText('HTTP 503');
    await expect(modal.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
    const run = await page.request.post(`/api/canary/run/check/${dns!.id}`);
    expect(run.status()).toBe(501);
  });

  test('/health?checkId=x answers at once with No details found, a grey dot and no failed requests', async ({ page }) => {
    await signIn(page.request);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/health?checkId=x&timeRange=1h');
    const modal = page.getByTestId('check-modal');
    await expect(modal.getByText('No details found')).toBeVisible({ timeout: 3_000 });
    await expect(modal.getByRole('img', { name: 'Not run' })).toHaveAttribute('data-health', 'unknown');
    await expect(modal.getByText(/Request failed/)).toHaveCount(0);
    expect(failed).toEqual([]);

    await page.goto('/health?checkId=00000000-0000-4000-8000-000000000999&timeRange=1h');
    await expect(modal.getByText('No details found')).toBeVisible({ timeout: 3_000 });
    await expect(modal.getByRole('img', { name: 'Not run' })).toBeVisible();
  });

  test('closing the modal leaves no timeRange behind and Back does not reopen it', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/topology');
    await expect(page.getByTestId('topology-card').first()).toBeVisible();
    await page.goto('/health?hidePassing=false&deletedWithin=1d&query=console-healthz');
    await rowOf(page, 'console-healthz').getByRole('link', { name: 'console-healthz', exact: true }).click();
    await expect(page).toHaveURL(/checkId=.*timeRange=1h/);
    await expect(page.getByTestId('check-modal').getByRole('tab', { name: 'History' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('check-modal')).toBeHidden();
    // Back where the list was, with its own range.
    await expect(page).toHaveURL(/deletedWithin=1d/);
    await expect(page).not.toHaveURL(/checkId=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/topology$/);
    await expect(page.getByTestId('check-modal')).toHaveCount(0);

    // A shared link: closing drops both parameters in place.
    const check = (await summary(page.request, { hidePassing: false })).find((r) => r.name === 'console-about')!;
    await page.goto(`/health?hidePassing=false&checkId=${check.id}&timeRange=1h`);
    await expect(page.getByTestId('check-modal').getByRole('tab', { name: 'History' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/health\?hidePassing=false$/);
  });

  test('the chosen tab survives a search that hides its rows', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health?hidePassing=false&tab=opsdeck');
    await expect(rowOf(page, 'console-healthz')).toBeVisible();
    await page.getByPlaceholder('Search by name, description, or endpoint').fill('payments-api');
    await expect(page).toHaveURL(/query=payments-api/);
    await expect(table(page).getByTestId('health-check')).toHaveCount(0);
    await expect(page).toHaveURL(/tab=opsdeck/);
    await expect(page.getByRole('tab', { name: /^opsdeck/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder('Search by name, description, or endpoint').fill('');
    await expect(rowOf(page, 'console-healthz')).toBeVisible();
    await expect(page).toHaveURL(/tab=opsdeck/);
  });

  test('polls at the refresh rate; the top bar refresh (by keyboard too) is the only reload button', async ({ page }) => {
    await signIn(page.request);
    // Polling is the fallback of a backend without live updates (a live stream replaces it).
    await page.route('**/api/events', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
    // The page's clock runs the 15 s to the first poll at once; the page times each list request by it.
    await page.clock.install();
    await page.addInitScript(() => {
      const polls: number[] = [];
      Object.assign(window, { summaryPolls: polls });
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        if (method.toUpperCase() === 'POST' && String(url).endsWith('/api/canary/api/summary')) polls.push(Date.now());
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      } as typeof open;
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if (method.toUpperCase() === 'POST' && url.endsWith('/api/canary/api/summary')) polls.push(Date.now());
        return fetch(input, init);
      };
    });
    const requests: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/canary/api/summary') && request.method() === 'POST') requests.push(Date.now());
    });
    const polls = () => page.evaluate(() => (window as unknown as { summaryPolls: number[] }).summaryPolls);
    await page.goto('/health?refresh=15s');
    await expect(table(page).getByTestId('health-check').first()).toBeVisible();
    // The first poll comes one refresh period after the list's first request, by the page's clock.
    const loaded = await polls();
    expect(loaded.length).toBeGreaterThan(0);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/canary/api/summary'));
    await page.clock.runFor(15_500);
    await answered;
    const polled = await polls();
    expect(polled.length).toBeGreaterThan(loaded.length);
    const gap = polled[loaded.length]! - loaded.at(-1)!;
    expect(gap).toBeGreaterThan(13_000);
    expect(gap).toBeLessThan(18_000);

    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toHaveCount(1);
    const before = requests.length;
    await refresh.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => requests.length).toBeGreaterThan(before);
  });

  test('the list fits its box at 1400 x 900', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page.request);
    await page.goto('/health?hidePassing=false');
    await expect(table(page).getByTestId('health-check').first()).toBeVisible();
    const box = await page.getByTestId('table-scroll').evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await expect(table(page).getByRole('columnheader', { name: 'Last run' })).toBeInViewport();
  });
});
