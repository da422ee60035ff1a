import { expect, test } from '@playwright/test';
import { demoEmail, signIn } from '../support/sign-in';

/**
 * Permissions end to end: an admin adds a deny row for one person through the permission modal,
 * and that person is refused what the row denies, in the API and in the console, until the row is
 * deleted again.
 */
test.describe('permissions', () => {
  test('a deny permission added in the modal refuses the person it names', async ({ page, browser, baseURL }) => {
    await signIn(page.request);
    const people = await page.request.get(`/api/db/people?select=id,name&email=eq.${encodeURIComponent(demoEmail('editor'))}`);
    const editor = ((await people.json()) as { id: string; name: string }[])[0]!;
    expect(editor).toBeDefined();

    const editorContext = await browser.newContext({ baseURL: baseURL! });
    const editorPage = await editorContext.newPage();
    await signIn(editorPage.request, 'editor');
    expect((await editorPage.request.get('/api/db/config_items?select=id&limit=1')).status()).toBe(200);

    await page.goto('/settings/permissions');
    await page.getByRole('button', { name: 'Add Permission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Permission' });
    await expect(dialog.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/reference/permissions');
    await dialog.getByRole('button', { name: /^Person:/ }).click();
    await page.getByRole('textbox', { name: 'Filter Person' }).fill(editor.name.split(' ')[0]!);
    await page
      .getByRole('button', { name: new RegExp(editor.name) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Global', exact: true }).click();
    await dialog.getByRole('button', { name: /^Global:/ }).click();
    await page.getByRole('button', { name: 'catalog', exact: true }).click();
    await dialog.getByText('Deny', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('e2e: no catalog for the editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Permission added')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Permissions' })
      .getByRole('row')
      .filter({ hasText: editor.name })
      .filter({ hasText: 'Global' })
      .filter({ hasText: 'catalog' })
      .filter({ has: page.getByText('deny', { exact: true }) });
    await expect(row).toHaveCount(1);

    try {
      // The person is refused, by the API and by the console.
      await expect.poll(async () => (await editorPage.request.get('/api/db/config_items?select=id&limit=1')).status()).toBe(403);
      await editorPage.goto('/catalog');
      await expect(editorPage.getByRole('main').getByText('You do not have permission to access this page')).toBeVisible();
    } finally {
      await row.click();
      await page.getByRole('dialog', { name: 'Edit Permission' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Permission deleted')).toBeVisible();
    }
    await expect.poll(async () => (await editorPage.request.get('/api/db/config_items?select=id&limit=1')).status()).toBe(200);
    await editorContext.close();
  });
});
