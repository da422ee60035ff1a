import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Catalog scrapers end to end: an editor adds a file scraper from the type picker, runs it and
 * finds the items it scraped from the fixture folder (e2e/fixtures/scraper-files) in the
 * database with a successful job; a viewer reads scrapers but cannot add, edit, run or delete.
 */
test.describe('catalog scrapers', () => {
  test('a file scraper created from the picker runs and produces config items', async ({ page }) => {
    await signIn(page.request, 'editor');
    await page.goto('/catalog/scrapers');
    await expect(page.getByRole('table', { name: 'Catalog Scrapers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Catalog Scraper' }).click();
    await page.getByRole('list', { name: 'Scraper types' }).getByRole('button', { name: 'File', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\/scrapers\/new\?type=file$/);

    const name = `e2e-files-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // The File tile's spec reads *.json and *.yaml of the folder: kind, id and name by JSONPath.
    await expect(page.getByText('paths:')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} created successfully`)).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/scrapers\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Scraper run finished: 2 items')).toBeVisible();
    await page.getByRole('tab', { name: 'Job History' }).click();
    const jobs = page.getByRole('table', { name: 'Job History' });
    await expect(jobs.getByText('SUCCESS').first()).toBeVisible();

    const items = await page.request.get(`/api/db/config_items?scraper_id=eq.${id}&select=name,type,deleted_at&order=name`);
    expect(items.status()).toBe(200);
    expect(await items.json()).toEqual([
      { name: 'orders', type: 'Queue', deleted_at: null },
      { name: 'payments', type: 'Service', deleted_at: null },
    ]);

    // The list shows it with its last run.
    await page.goto('/catalog/scrapers');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByText('SUCCESS')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'File', exact: true })).toBeVisible();
  });

  test('a viewer reads scrapers but cannot add, edit, run or delete them', async ({ page }) => {
    await signIn(page.request, 'viewer');
    await page.goto('/catalog/scrapers');
    const table = page.getByRole('table', { name: 'Catalog Scrapers' });
    await expect(table.getByRole('link', { name: 'opsdeck-self' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Catalog Scraper' })).toHaveCount(0);
    await table.getByRole('link', { name: 'opsdeck-self' }).click();
    await expect(page.getByRole('tab', { name: 'Spec' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    for (const name of ['Update', 'Delete', 'Run now', 'Save']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    // The API refuses what the page does not offer.
    const id = page.url().split('/').pop()!;
    const run = await page.request.post(`/api/config/run/${id}`, { data: {} });
    expect(run.status()).toBe(403);
    const edit = await page.request.patch(`/api/db/config_scrapers?id=eq.${id}`, { data: { spec: { schedule: '@daily' } } });
    expect(edit.status()).toBe(403);
  });
});
