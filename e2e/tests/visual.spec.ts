import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Layout regressions of the main screens at a desktop (1440 px) and a narrow (900 px) window in the
 * light theme, against committed snapshots (see e2e/README.md to update them). The demo data is the
 * same on every fresh start; what still moves between runs is masked: every displayed time and
 * age, the figures of checks that run live, and the graph of results. Animations and the caret are
 * off. The project runs before the other specs (playwright.config.ts), on the fresh demo data.
 */
const WIDTHS = [1440, 900] as const;
const HEIGHT = 900;
const SNAPSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
const FIRST_LOAD = { timeout: 30_000 };

/** The demo's checks that run against the console itself, and their canary. */
const LIVE_CHECKS = /console-healthz|console-about|opsdeck-warm-up|opsdeck-self/;

/** A percentage or a duration, as uptime and latency cells show them. */
const FIGURE = /^\s*[\d.]+\s*(%|ms|s|m|h)\s*$/;

/** Everything that depends on the clock or on checks that run live. */
const moving = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('[data-moving]'),
  page.getByTestId('check-graph'),
  page.getByTestId('check-stats'),
  // A check's recent results are generated afresh on every start.
  page.getByRole('table', { name: 'Check history' }),
  // Uptime and latency over the last 24 hours: the demo history is seeded relative to now.
  page.getByRole('cell').filter({ hasText: FIGURE }),
  page.getByTestId('health-card-stat'),
  // The console's live self-checks (and the warm-up one, failing for two minutes after start).
  page.getByRole('row').filter({ hasText: LIVE_CHECKS }),
  page.getByTestId('health-card').filter({ hasText: LIVE_CHECKS }),
];

/** Waits until icons and lazy chunks have landed: no glyph still downloading, no spinner, no skeleton. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-glyph]:not([data-glyph="fallback"]):not(:has(svg))')).toHaveCount(0);
  await expect(page.locator('.chakra-spinner, [aria-busy="true"], .chakra-skeleton')).toHaveCount(0);
  // Masked times still size their columns: with digits of one width, the minute of the run cannot
  // move the columns next to them.
  await page.addStyleTag({ content: 'time { font-variant-numeric: tabular-nums; }' });
  // Fonts and images decoded, then one more frame so layout has settled.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function firstRow<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/db/${path}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  const rows = (await response.json()) as T[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

/** Every toolbar of the page sits in one row at desktop width (one control high). */
async function expectToolbarsInOneRow(page: Page) {
  for (const toolbar of await page.locator('[data-toolbar]').all()) {
    const box = await toolbar.boundingBox();
    expect(box, 'a visible toolbar').not.toBeNull();
    expect(box!.height, `toolbar "${await toolbar.getAttribute('aria-label')}" in one row`).toBeLessThanOrEqual(48);
  }
}

for (const width of WIDTHS) {
  test.describe(`visual at ${width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({
      viewport: { width, height: HEIGHT },
      colorScheme: 'light',
      reducedMotion: 'reduce',
      timezoneId: 'UTC',
      locale: 'en-GB',
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible(FIRST_LOAD);
      await settled(page);
      await expect(page).toHaveScreenshot(`login-${width}.png`, SNAPSHOT);
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await signIn(page.request);
      });

      test('health list and the check modal', async ({ page }) => {
        await page.goto('/health?hidePassing=false');
        const rows = page.getByTestId('health-check');
        await expect(rows.first()).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`health-${width}.png`, { ...SNAPSHOT, mask: moving(page) });

        const check = await firstRow<{ id: string }>(page.request, 'checks?deleted_at=is.null&select=id&order=name&limit=1');
        await page.goto(`/health?hidePassing=false&checkId=${check.id}&timeRange=1h`);
        const modal = page.getByTestId('check-modal');
        await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible(FIRST_LOAD);
        await expect(modal.getByTestId('check-stats')).toBeVisible();
        await settled(page);
        await expect(modal).toHaveScreenshot(`check-modal-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });

      test('topology', async ({ page }) => {
        await page.goto('/topology');
        await expect(page.getByRole('article', { name: 'prod-eu' })).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`topology-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });

      test('catalog list and a config item', async ({ page }) => {
        await page.goto('/catalog');
        const table = page.getByRole('table', { name: 'Configuration items' });
        await expect(table.getByTestId('data-row').first()).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`catalog-${width}.png`, { ...SNAPSHOT, mask: moving(page) });

        const deployment = await firstRow<{ id: string; name: string }>(
          page.request,
          'configs?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name&limit=1',
        );
        await page.goto(`/catalog/${deployment.id}`);
        await expect(page.getByRole('heading', { name: deployment.name, exact: true })).toBeVisible(FIRST_LOAD);
        await expect(page.locator('.monaco-editor').first()).toBeVisible();
        await settled(page);
        await expect(page).toHaveScreenshot(`config-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });

      test('incidents list and an incident', async ({ page }) => {
        // The warm-up self-check's incident opens soon after start and resolves two minutes in:
        // wait until it is listed, and mask its row (its status flips).
        await expect
          .poll(async () => (await (await page.request.get('/api/db/incidents?select=id&title=ilike.*warm-up*')).json()).length, {
            timeout: 60_000,
          })
          .toBeGreaterThan(0);
        await page.goto('/incidents');
        const table = page.getByRole('table', { name: 'Incidents' });
        await expect(table.getByTestId('data-row').first()).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`incidents-${width}.png`, { ...SNAPSHOT, mask: moving(page) });

        const incident = await firstRow<{ id: string; title: string }>(
          page.request,
          'incidents?select=id,title&order=created_at.asc,id&limit=1',
        );
        await page.goto(`/incidents/${incident.id}`);
        await expect(page.getByText(incident.title).first()).toBeVisible(FIRST_LOAD);
        await settled(page);
        await expect(page).toHaveScreenshot(`incident-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });

      test('playbooks', async ({ page }) => {
        await page.goto('/playbooks');
        await expect(page.getByRole('heading', { name: 'Playbooks', level: 2 })).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`playbooks-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });

      test('settings: connections', async ({ page }) => {
        await page.goto('/settings/connections');
        const table = page.getByRole('table', { name: 'Connections' });
        await expect(table.getByTestId('data-row').first()).toBeVisible(FIRST_LOAD);
        await settled(page);
        if (width === 1440) await expectToolbarsInOneRow(page);
        await expect(page).toHaveScreenshot(`connections-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
      });
    });
  });
}
