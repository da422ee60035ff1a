import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Layout regressions of the main screens at a desktop (1440 px) and a narrow (900 px) window,
 * against committed snapshots (update them with --update-snapshots, see e2e/README.md). The demo
 * data is seeded from a fixed seed; what still moves between runs is masked: every displayed
 * time, figures of the live self-checks, and the graph of results. Animations are off.
 */
const WIDTHS = [1440, 900] as const;
const HEIGHT = 900;
const SNAPSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

/** Everything that depends on the clock or on checks that run live. */
const moving = (page: Page) => [
  page.locator('time'),
  page.getByTestId('check-graph'),
  page.getByTestId('check-stats'),
  page.getByTestId('check-history'),
];

/** Waits until icons and lazy chunks have landed: no glyph still downloading, no spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-glyph]:not([data-glyph="fallback"]):not(:has(svg))')).toHaveCount(0);
  await expect(page.locator('.chakra-spinner, [aria-busy="true"]')).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`visual at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT }, colorScheme: 'light', timezoneId: 'UTC', locale: 'en-GB' });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`login-${width}.png`, SNAPSHOT);
    });

    test('topology dashboard', async ({ page }) => {
      await signIn(page.request);
      await page.goto('/topology');
      await expect(page.getByRole('article', { name: 'prod-eu' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`topology-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
    });

    test('health list', async ({ page }) => {
      await signIn(page.request);
      await page.goto('/health?hidePassing=false');
      await expect(page.getByTestId('health-check').first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`health-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
    });

    test('health cards', async ({ page }) => {
      await signIn(page.request);
      await page.goto('/health?layout=card&hidePassing=false');
      await expect(page.getByTestId('health-card').first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`health-cards-${width}.png`, {
        ...SNAPSHOT,
        mask: [...moving(page), page.getByTestId('health-card-stat')],
      });
    });

    test('check modal', async ({ page }) => {
      await signIn(page.request);
      await page.goto('/health?hidePassing=false');
      await page.getByTestId('health-check').first().getByRole('link').first().click();
      const modal = page.getByTestId('check-modal');
      await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible();
      await settled(page);
      await expect(modal).toHaveScreenshot(`check-modal-${width}.png`, { ...SNAPSHOT, mask: moving(page) });
    });
  });
}
