import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { DROPPED_PORT } from '../playwright.config';

/**
 * The console's own error and warning lines, and uncaught errors. Chromium's "Failed to load
 * resource" lines (one per failed request) are the browser's, not the console's.
 */
function recordAppLog(page: Page): { lines: string[]; uncaught: string[] } {
  const log = { lines: [] as string[], uncaught: [] as string[] };
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
      log.lines.push(message.text());
    }
  });
  page.on('pageerror', (error) => log.uncaught.push(error.message));
  return log;
}

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

  // Each way the catalog remote can fail, altered in the browser (the remote's files, not the backend).
  const remoteFailures: { name: string; pattern: string | RegExp; fulfil: (route: Route) => Promise<void> }[] = [
    {
      name: 'its server refuses connections',
      pattern: '**/remotes/catalog/**',
      fulfil: (route) => route.abort('connectionrefused'),
    },
    {
      name: 'its mf-manifest.json is missing (404)',
      pattern: '**/remotes/catalog/**/mf-manifest.json',
      fulfil: (route) => route.fulfill({ status: 404, body: 'Not found' }),
    },
    {
      name: 'its remoteEntry throws',
      pattern: '**/remotes/catalog/**/remoteEntry*.js',
      fulfil: (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remote entry broke");' }),
    },
  ];

  for (const failure of remoteFailures) {
    test(`a remote whose ${failure.name.replace(/^its /, '')} degrades to an error panel, logged once, while the rest keeps working`, async ({
      page,
    }) => {
      const logged = recordAppLog(page);
      await page.route(failure.pattern, failure.fulfil);
      await signIn(page.request);

      await page.goto('/catalog');
      const main = page.getByRole('main');
      await expect(main.getByText(/Catalog could not be loaded/)).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Temporarily unavailable: Catalog');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);

      await nav.getByRole('link', { name: 'Health', exact: true }).click();
      await expect(page).toHaveTitle('Health | Opsdeck');
      await expect(main.getByRole('table').first()).toBeVisible();
      expect(logged.lines).toEqual([expect.stringMatching(/^\[opsdeck\] remote "catalog" is unavailable: /)]);
      expect(logged.uncaught).toEqual([]);
    });
  }

  test('a page chunk that is missing shows the error panel in the layout, logged once, and loads on a later visit', async ({
    page,
  }) => {
    const logged = recordAppLog(page);
    // Page chunks are the numbered files (not the remote entry or the exposed module).
    const pageChunk = /\/remotes\/catalog\/[^/]+\/\d+\.[0-9a-f]+\.js$/;
    await page.route(pageChunk, (route) => route.fulfill({ status: 404, body: '' }));
    await signIn(page.request);

    await page.goto('/catalog');
    const main = page.getByRole('main');
    await expect(main.getByText('Catalog: this page could not be loaded. The rest of the console keeps working.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The remote itself loaded: its entry stays in the navigation and no banner shows.
    await expect(nav.getByRole('link', { name: 'Catalog', exact: true })).toBeVisible();
    await expect(page.getByText(/Temporarily unavailable/)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Health', exact: true }).click();
    await expect(page).toHaveTitle('Health | Opsdeck');
    await expect(main.getByRole('table').first()).toBeVisible();
    expect(logged.lines).toEqual([
      expect.stringMatching(/^\[opsdeck\] Catalog: the page \/catalog could not be loaded \(ChunkLoadError: /),
    ]);
    expect(logged.uncaught).toEqual([]);

    // The chunk is back: the next visit loads the page without a reload.
    await page.unroute(pageChunk);
    await nav.getByRole('link', { name: 'Catalog', exact: true }).click();
    await expect(main.getByRole('table').first()).toBeVisible();
    await expect(main.getByText(/could not be loaded/)).toHaveCount(0);
    expect(logged.lines).toHaveLength(1);
  });

  test('an unreadable runtime manifest says the feature list could not be loaded, and Try again recovers', async ({ page }) => {
    const logged = recordAppLog(page);
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'upstream failed' }));
    await signIn(page.request);

    await page.goto('/health');
    await expect(
      page
        .getByRole('main')
        .getByText('Health and topology could not be loaded because the console could not load its feature list.'),
    ).toBeVisible();
    await expect(page.getByText(/is not available in this installation/)).toHaveCount(0);
    const banner = page.getByRole('alert').filter({ hasText: 'Features may be missing from the navigation.' });
    await expect(banner).toBeVisible();
    expect(logged.lines).toEqual(['[opsdeck] the list of features could not be loaded: /remotes.json answered HTTP 500']);

    await page.unroute('**/remotes.json');
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog', exact: true }),
    ).toBeVisible();
  });

  test('an unknown path inside the console answers page not found', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/no/such/page');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
