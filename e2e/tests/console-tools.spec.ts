import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

const htmlMode = (page: Page) => page.locator('html');
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Search pages, resources and commands' });
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

async function openPalette(page: Page) {
  // The shortcut belongs to the signed-in console: wait until it is on screen.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(paletteInput(page)).toBeFocused();
}

/** Moves down with the arrow key until the highlighted row contains `text`. */
async function arrowTo(page: Page, text: string) {
  for (let step = 0; step < 30; step += 1) {
    if (((await activeOption(page).textContent()) ?? '').includes(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no row with ${text}`);
}

/** Relative luminance (0 black to 1 white) of the page background (the body's, else the root's). */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const opaque = (element: Element) => {
      const value = getComputedStyle(element).backgroundColor;
      return value === 'transparent' || /rgba\(.*,\s*0\)$/.test(value) ? undefined : value;
    };
    const colour = opaque(document.body) ?? opaque(document.documentElement) ?? 'rgb(255, 255, 255)';
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
}

async function chooseTheme(page: Page, theme: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await page.getByLabel('Theme').selectOption({ label: theme });
  await page.keyboard.press('Escape');
}

test.describe('dark mode', () => {
  test('switches without reload and persists across reload', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    await expect(htmlMode(page)).toHaveClass(/\blight\b/);
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
    // A marker that a reload would wipe: the switch happens in place.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await chooseTheme(page, 'Dark');
    await expect(htmlMode(page)).toHaveClass(/\bdark\b/);
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.2);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('colorMode'))).toBe('dark');

    await page.reload();
    await expect(htmlMode(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await backgroundLuminance(page)).toBeLessThan(0.2);

    // System follows the browser's preference.
    await chooseTheme(page, 'System');
    await expect(htmlMode(page)).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(htmlMode(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(htmlMode(page)).toHaveClass(/\blight\b/);
  });
});

test.describe('command palette', () => {
  test('opens with the keyboard and goes to a page, then to a resource', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await openPalette(page);
    await page.keyboard.type('silences');
    await expect(activeOption(page)).toContainText('Silences');
    await page.keyboard.press('Enter');
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/notifications\/silences$/);

    const found = await page.request.get(
      '/api/db/config_items?select=id,name&name=not.is.null&deleted_at=is.null&order=name&limit=1',
    );
    const [item] = (await found.json()) as { id: string; name: string }[];
    await openPalette(page);
    await page.keyboard.type(item!.name);
    await expect(
      palette(page)
        .getByRole('option', { name: new RegExp(item!.name) })
        .first(),
    ).toBeVisible();
    await arrowTo(page, item!.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/catalog/${item!.id}$`));

    // Both are recent now: the resource first, before anything is typed.
    await openPalette(page);
    await expect(activeOption(page)).toContainText(item!.name);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  test('runs a command a remote contributes: New incident creates the incident and opens it', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/catalog');
    await openPalette(page);
    await page.keyboard.type('new incident');
    await expect(activeOption(page)).toContainText('New incident');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New incident' });
    await expect(dialog).toBeVisible();
    const title = `Palette incident ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop();
    const stored = await page.request.get(`/api/db/incidents?id=eq.${id}&select=title`);
    expect(await stored.json()).toEqual([{ title }]);
  });

  test('offers the other contributed commands, and none to a viewer', async ({ page, browser }) => {
    await signIn(page.request);
    await page.goto('/health');
    await openPalette(page);
    await page.keyboard.type('silence');
    await expect(palette(page).locator('[data-kind="command"]', { hasText: 'Silence...' })).toBeVisible();
    await page.keyboard.press('Escape');

    const viewerContext = await browser.newContext();
    try {
      const viewer = await viewerContext.newPage();
      await signIn(viewer.request, 'viewer');
      await viewer.goto('/health');
      await openPalette(viewer);
      await expect(palette(viewer).getByRole('option').first()).toBeVisible();
      await expect(palette(viewer).locator('[data-kind="command"]')).toHaveCount(0);
    } finally {
      await viewerContext.close();
    }
  });
});

test.describe('About page', () => {
  test('lists the shell and the remotes, and shows a remote whose entry is down as failed', async ({ page }) => {
    // The runtime manifest as a deployment with the incidents remote's server down.
    const DEAD_ENTRY = '/remotes/incidents-down/1.0.0/mf-manifest.json';
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { remotes: { name: string; entry: string }[] };
      const remotes = manifest.remotes.map((remote) => (remote.name === 'incidents' ? { ...remote, entry: DEAD_ENTRY } : remote));
      await route.fulfill({ response, json: { remotes } });
    });
    await page.route(`**${DEAD_ENTRY.replace('mf-manifest.json', '**')}`, (route) => route.abort('connectionrefused'));

    await signIn(page.request);
    await page.goto('/health');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'About', exact: true })).toBeVisible();

    const table = page.getByRole('table', { name: 'Remotes' });
    await expect(table.getByRole('row').filter({ hasText: 'Shell' })).toContainText('1.0.0');
    const incidents = table.locator('[data-remote="incidents"]');
    await expect(incidents).toHaveAttribute('data-status', 'failed');
    await expect(incidents).toContainText('Failed');
    await expect(incidents).toContainText(DEAD_ENTRY);
    const health = table.locator('[data-remote="health-topology"]');
    await expect(health).toHaveAttribute('data-status', 'ready');
    // The health page was opened: its module loaded, with a build time and a load time.
    await expect(health).toContainText(/\d{4}-\d{2}-\d{2}T/);
    await expect(health).toContainText(/\d+ ms|\d+\.\d s/);

    const singletons = page.getByRole('table', { name: 'Shared singletons: Health and topology' });
    await expect(
      singletons
        .getByRole('row')
        .filter({ hasText: /^react/ })
        .first(),
    ).toContainText('OK');
    await expect(page.getByText(/Its federation manifest could not be read/)).toBeVisible();
  });
});
