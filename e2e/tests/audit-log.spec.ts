import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * The audit log end to end: a team an admin makes in the settings editor is recorded by the
 * backend in the write's transaction and found on the Audit Log page with the fields it set;
 * editors and viewers have no such page.
 */
const stamp = Date.now();
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an admin finds the entry of a team they made, with the fields it set', async ({ page }) => {
  await signIn(page.request, 'admin');
  const name = `e2e-audit-team-${stamp}`;
  await page.goto('/settings/teams/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created successfully`, { exact: true })).toBeVisible();

  await navigation(page).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page).toHaveTitle('Audit Log | Opsdeck');
  await expect(page.getByTestId('audit-retention')).toHaveText('Entries are kept for 90d, then removed.');

  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill('teams');
  await expect(page).toHaveURL(/[?&]q=teams/);
  const table = page.getByRole('table', { name: 'Audit log' });
  const row = table.getByRole('row').filter({ hasText: 'create' }).filter({ hasText: 'teams' }).first();
  await expect(row).toContainText('Ada Admin');
  await expect(row).toContainText('name');

  // The kit's CSV export: the rows of this filter and search, with the columns the page reads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toContain('actor_name');
  expect(header).not.toContain('search_text');
  expect(lines.some((line) => line.includes('Ada Admin') && line.includes(',teams,'))).toBe(true);
  // The export has ended (its progress gave way to the button again) before the next step.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  await row.click();
  const dialog = page.getByRole('dialog', { name: 'create teams' });
  await expect(dialog.getByText('POST /db/teams')).toBeVisible();
  const changes = dialog.getByRole('table', { name: 'Fields changed' });
  await expect(changes.getByRole('row').filter({ hasText: 'name' })).toContainText(`"${name}"`);

  // The filters live in the URL: a reload keeps them and the same rows.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search the audit log' })).toHaveValue('teams');
  await expect(table.getByRole('row').filter({ hasText: 'teams' }).first()).toBeVisible();
});

test('editors and viewers have no Audit Log page and cannot read the log', async ({ page }) => {
  await signIn(page.request, 'editor');
  // Inside the Settings group, which is then open: the editor's settings pages, without this one.
  await page.goto('/settings/teams');
  await expect(navigation(page).getByRole('link', { name: 'Teams', exact: true })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('main').getByText('You do not have permission to access this page')).toBeVisible();
  expect((await page.request.get('/api/db/audit_log?select=id&limit=1')).status()).toBe(403);

  await page.context().clearCookies();
  await signIn(page.request, 'viewer');
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('main').getByText('You do not have permission to access this page')).toBeVisible();
  await expect(navigation(page).getByRole('button', { name: 'Settings' })).toHaveCount(0);
  expect((await page.request.get('/api/db/audit_log?select=id&limit=1')).status()).toBe(403);
});

test('without the settings remote the audit log page is not available', async ({ page }) => {
  await signIn(page.request, 'admin');
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: { name: string }[] };
    await route.fulfill({
      response,
      json: { ...manifest, remotes: manifest.remotes.filter((entry) => entry.name !== 'settings') },
    });
  });
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
});
