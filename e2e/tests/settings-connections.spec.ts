import { expect, test, type Page } from '@playwright/test';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { signIn } from '../support/sign-in';

/**
 * Connections end to end: an admin creates an email connection and tests it against a local
 * mailbox (the backend really speaks SMTP to it), an editor reads it but cannot save, a commander
 * cannot open the page at all.
 */
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox({ user: 'ops-mailer', pass: 'mailbox-secret' });
});
test.afterAll(async () => mailbox?.close());

const dialog = (page: Page) => page.getByTestId('connection-dialog');
const name = `mailbox-${Date.now()}`;

test('an admin creates an email connection and tests it against the local mailbox', async ({ page }) => {
  await signIn(page.request, 'admin');
  await page.goto('/settings/connections');
  await page.getByRole('button', { name: 'Add Connection' }).click();
  await dialog(page).getByRole('button', { name: 'Email', exact: true }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Host', exact: true }).fill('127.0.0.1');
  await dialog(page).getByRole('textbox', { name: 'Port', exact: true }).fill(String(mailbox.port));
  await dialog(page).locator('input[aria-label="Username"]').fill('ops-mailer');
  await dialog(page).locator('input[aria-label="Password"]').fill('mailbox-secret');
  await dialog(page).getByRole('combobox', { name: 'Encryption method', exact: true }).selectOption('None');
  await expect(dialog(page).getByTestId('connection-url')).toHaveText(
    new RegExp(`^smtp://\\$\\(username\\):\\$\\(password\\)@127\\.0\\.0\\.1:${mailbox.port}/`),
  );
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Connection added successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('table', { name: 'Connections' }).getByText(name).click();
  await expect(dialog(page).locator('input[aria-label="Password"]')).toHaveAttribute(
    'placeholder',
    'Saved; type a new value to replace it',
  );
  await expect(dialog(page).locator('input[aria-label="Password"]')).toHaveValue('');
  await dialog(page).getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(
    `Connection tested successfully: EHLO accepted by 127.0.0.1:${mailbox.port}, signed in with PLAIN`,
  );
  expect(mailbox.signedIn).toEqual(['ops-mailer']);

  // The secret is stored sealed: the API never answers it in clear.
  const listed = await page.request.get(`/api/db/connections?name=eq.${name}&select=username,password`);
  expect(await listed.text()).not.toContain('mailbox-secret');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Connections' }).getByRole('img', { name: 'Health: healthy' })).toBeVisible();
});

test('an editor reads connections but cannot save one', async ({ page }) => {
  await signIn(page.request, 'editor');
  await page.goto('/settings/connections');
  await expect(page.getByRole('table', { name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Connection' })).toHaveCount(0);
  await page.getByRole('table', { name: 'Connections' }).getByText(name).click();
  await expect(dialog(page).getByText('You may read connections but not change them')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(dialog(page).getByRole('button', { name: 'Update' })).toHaveCount(0);
  const write = await page.request.post('/api/db/connections', {
    data: { name: 'by-editor', namespace: 'default', type: 'folder', properties: { path: '/tmp' } },
  });
  expect(write.status()).toBe(403);
});

test('a commander cannot open connections', async ({ page }) => {
  await signIn(page.request, 'commander');
  await page.goto('/settings/connections');
  await expect(page.getByRole('main').getByText('You do not have permission to access this page')).toBeVisible();
  expect((await page.request.get('/api/db/connections?select=id')).status()).toBe(403);
});
