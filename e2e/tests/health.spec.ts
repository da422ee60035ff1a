import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

interface SummaryRow {
  id: string;
  name: string;
  status?: string;
  canary_id?: string;
  last_runtime?: string;
}

async function summary(request: APIRequestContext, body: object = {}): Promise<SummaryRow[]> {
  const response = await request.post('/api/canary/api/summary', { data: body });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { checks_summary?: SummaryRow[] }).checks_summary ?? [];
}

async function selfCheck(request: APIRequestContext, name: string): Promise<SummaryRow> {
  const row = (await summary(request, { labels: { 'opsdeck.io/live': 'true' } })).find((r) => r.name === name);
  expect(row, `${name} is seeded`).toBeTruthy();
  return row!;
}

const table = (page: Page) => page.getByRole('table', { name: 'Health checks' });
const rowLink = (page: Page, name: string) => table(page).getByRole('link', { name, exact: true });

test.describe('health summary', () => {
  test('lists failing checks by default, with search, grouping and tabs', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    await expect(page).toHaveTitle('Health | Opsdeck');
    const search = page.getByPlaceholder('Search by name, description, or endpoint');
    await expect(search).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Hide Passing' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Group By' })).toHaveValue('canary_name');
    await expect(page.getByRole('combobox', { name: 'Tab By' })).toHaveValue('namespace');
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');

    // No row shown while Hide Passing is on is passing (checks that never ran are grey).
    const failing = (await summary(page.request)).filter((r) => r.status !== 'healthy');
    await expect(table(page).getByTestId('health-check').first()).toBeVisible();
    const healths = await table(page)
      .getByTestId('health-check')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-health')));
    expect(healths).toContain('unhealthy');
    expect(healths).not.toContain('healthy');
    expect(failing.length).toBeGreaterThan(0);

    // The console's own checks pass: visible once Hide Passing is off, and found case-insensitively.
    await page.getByText('Hide Passing').click();
    await expect(page).toHaveURL(/hidePassing=false/);
    await search.fill('CONSOLE-');
    await expect(rowLink(page, 'console-healthz')).toBeVisible();
    await expect(rowLink(page, 'console-about')).toBeVisible();
    await expect(page).toHaveURL(/query=CONSOLE-/);
    await expect(table(page).getByTestId('health-check')).toHaveCount(2);
    // Both are in one canary: a green group row.
    await expect(table(page).getByTestId('health-group')).toHaveAttribute('data-health', 'healthy');

    await page.getByRole('combobox', { name: 'Group By' }).selectOption('none');
    await expect(page).toHaveURL(/groupBy=none/);
    await expect(table(page).getByTestId('health-group')).toHaveCount(0);
    await page.getByRole('tab', { name: /^opsdeck/ }).click();
    await expect(page).toHaveURL(/tab=opsdeck/);
  });

  test('the console self-checks run for real after a fresh start', async ({ page }) => {
    await signIn(page.request);
    // The runner starts a few seconds after boot and then every 30 s.
    await expect
      .poll(
        async () => Date.now() - Date.parse((await selfCheck(page.request, 'console-healthz')).last_runtime ?? '1970-01-01'),
        { timeout: 60_000 },
      )
      .toBeLessThan(90_000);
    const check = await selfCheck(page.request, 'console-healthz');
    expect(check.status).toBe('healthy');
    const results = await page.request.get(
      `/api/db/check_statuses?check_id=eq.${check.id}&order=time.desc&limit=1&select=status,message`,
    );
    expect(await results.json()).toEqual([{ status: true, message: 'HTTP 200 OK' }]);
  });

  test('a row opens the check modal; Run Now runs it and refreshes the history', async ({ page }) => {
    await signIn(page.request);
    const check = await selfCheck(page.request, 'console-healthz');
    await page.goto('/health?hidePassing=false&query=console-healthz');
    await rowLink(page, 'console-healthz').click();
    await expect(page).toHaveURL(new RegExp(`checkId=${check.id}&timeRange=1h`));
    const modal = page.getByTestId('check-modal');
    await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Spec' })).toBeVisible();
    await expect(modal.getByRole('tab', { name: /Relationships/ })).toBeVisible();
    await expect(modal.getByTestId('check-stats')).toContainText('Uptime');
    await expect(modal.getByTestId('check-stats')).toContainText('Latency p99');
    const history = modal.getByRole('table', { name: 'Check history' });
    await expect(history.getByTestId('data-row').first()).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/settings/canaries/${check.canary_id}`);
    // Contributed by the incidents remote through the check's action slot.
    await expect(modal.getByRole('button', { name: 'Attach as Evidence' })).toBeVisible();

    const countBefore = await history.getByTestId('data-row').count();
    const firstBefore = await history.getByTestId('data-row').first().textContent();
    await modal.getByRole('button', { name: 'Run Now' }).click();
    await expect(page.getByText('Check passed: HTTP 200 OK')).toBeVisible();
    await expect.poll(async () => history.getByTestId('data-row').first().textContent()).not.toBe(firstBefore);
    expect(await history.getByTestId('data-row').count()).toBeGreaterThanOrEqual(countBefore);

    await modal.getByRole('combobox', { name: 'Status' }).selectOption('Unhealthy');
    await modal.getByRole('combobox', { name: 'Duration' }).selectOption('Custom');
    await modal.getByRole('textbox', { name: 'Custom duration' }).fill('2 minutes');
    await expect(modal.getByText('duration is allowed only in milli seconds & seconds')).toBeVisible();

    await modal.getByRole('tab', { name: 'Spec' }).click();
    await expect(modal.getByText('responseCodes')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/checkId=/);
  });

  test('a viewer sees the check but neither Run Now nor Edit', async ({ page }) => {
    await signIn(page.request, 'viewer');
    const check = await selfCheck(page.request, 'console-about');
    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByTestId('check-modal');
    await expect(modal.getByRole('table', { name: 'Check history' }).getByTestId('data-row').first()).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
    const denied = await page.request.post(`/api/canary/run/check/${check.id}`);
    expect(denied.status()).toBe(403);
  });

  test('a guest, denied topology, opens a check: details and history show, components are said to be hidden', async ({
    page,
  }) => {
    await signIn(page.request, 'guest');
    const check = await selfCheck(page.request, 'console-about');
    // The seeded deny row: components are not readable, so a query embedding them is refused whole.
    const embedded = await page.request.get(
      `/api/db/checks?id=eq.${check.id}&select=id,components:check_component_relationships(components(id,name))`,
    );
    expect(embedded.status()).toBe(403);
    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByTestId('check-modal');
    await expect(modal).toContainText('console-about');
    await expect(modal.getByTestId('check-stats')).toContainText('Uptime');
    await expect(modal.getByRole('table', { name: 'Check history' }).getByTestId('data-row').first()).toBeVisible();
    await expect(modal.getByText('No details found')).toHaveCount(0);
    await modal.getByRole('tab', { name: /Relationships/ }).click();
    await expect(modal.getByText('Related components are not shown: you do not have permission to read topology.')).toBeVisible();
  });

  test('short screens get a Graph tab and a filter button with the active filter count', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 760 });
    await signIn(page.request);
    const check = await selfCheck(page.request, 'console-healthz');
    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByTestId('check-modal');
    await modal.getByRole('tab', { name: 'Graph' }).click();
    await expect(modal.getByTestId('check-graph').locator('svg')).toBeVisible();
    await page.keyboard.press('Escape');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeVisible();
    await expect(filters.getByTestId('active-filter-count')).toHaveText('1');
    await filters.click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByText('Hide Passing')).toBeVisible();
  });

  test('/view/health shows the list without the sidebar', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/view/health');
    await expect(page.getByPlaceholder('Search by name, description, or endpoint')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });
});
