import { expect, test, type Page } from '@playwright/test';
import { mailedInviteLink, passwordLoginStatus, uniqueEmail } from '../support/identity';
import { signIn } from '../support/sign-in';

/**
 * The Users settings page end to end: an admin invites someone (the mail reaches the demo
 * mailbox and its link completes the sign-up), changes their role and deactivates them, which
 * signs them out; an editor sees the same list without any write action.
 */
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const PASSWORD = 'users-page-passphrase-42';

test.describe('users', () => {
  test('an admin invites a user, who signs up from the mailed link; then changes their role and deactivates them', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('una');
    await signIn(page.request, 'admin');
    await page.goto('/settings/users');
    await expect(navigation(page).getByRole('link', { name: 'Users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').filter({ hasText: 'editor@opsdeck.local' })).toBeVisible();

    await test.step('invite: the form checks its fields, then the invitation is mailed', async () => {
      await page.getByRole('button', { name: 'Invite User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite User' });
      await dialog.getByRole('button', { name: 'Invite' }).click();
      await expect(dialog.getByText('This field is required')).toHaveCount(3);
      await dialog.getByRole('textbox', { name: 'First Name' }).fill('Una');
      await dialog.getByRole('textbox', { name: 'Last Name' }).fill('User');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
      await dialog.getByRole('button', { name: 'Invite' }).click();
      const sent = page.getByRole('dialog', { name: 'Invitation Sent' });
      await expect(sent.getByText(/\/login\?invite=[\w-]+/)).toBeVisible();
      await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
      await sent.getByRole('button', { name: 'Done' }).click();
    });

    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await test.step('the mailed link completes the sign-up with the invited role', async () => {
      await inviteePage.goto(await mailedInviteLink(page.request, email));
      await expect(inviteePage.getByLabel('E-Mail')).toHaveValue(email);
      await inviteePage.getByLabel('Password').fill(PASSWORD);
      await inviteePage.getByRole('button', { name: 'Sign up' }).click();
      await expect(inviteePage.getByRole('button', { name: 'User menu' })).toContainText('Una User');
    });

    const row = table.getByRole('row').filter({ hasText: email });
    await test.step('the new user is listed, and found by search', async () => {
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search users' }).fill('una-');
      await expect(page).toHaveURL(/search=una-/);
      await expect(row).toContainText('Una User');
      await expect(row).toContainText('viewer');
      await expect(row).toContainText('Active');
      await expect(table.getByRole('row').filter({ hasText: 'editor@opsdeck.local' })).toHaveCount(0);
    });

    await test.step('change role', async () => {
      await row.getByRole('button', { name: 'Change Role Una User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change role of Una User' });
      await dialog.getByRole('combobox', { name: 'Role' }).selectOption('responder');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Una User is now responder')).toBeVisible();
      await expect(row).toContainText('responder');
      const whoami = (await (await inviteePage.request.get('/api/auth/whoami')).json()) as { payload: { roles: string[] } };
      expect(whoami.payload.roles).toEqual(['responder']);
    });

    await test.step('deactivate: after confirmation the user is signed out and cannot sign in', async () => {
      await row.getByRole('button', { name: 'Deactivate Una User' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText('Una User deactivated')).toBeVisible();
      await expect(row).toContainText('Inactive');
      expect((await inviteePage.request.get('/api/auth/whoami')).status()).toBe(401);
      expect(await passwordLoginStatus(inviteePage.request, email, PASSWORD)).toBe(400);
    });

    await test.step('the admin cannot remove their own admin role', async () => {
      await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@opsdeck.local');
      const self = table.getByRole('row').filter({ hasText: 'admin@opsdeck.local' });
      await expect(self.getByRole('button', { name: /^Delete / })).toBeDisabled();
      await self.getByRole('button', { name: /^Change Role / }).click();
      const dialog = page.getByRole('dialog', { name: /^Change role of / });
      await expect(dialog.getByRole('combobox', { name: 'Role' })).toBeDisabled();
      await expect(dialog.getByText('You cannot remove your own admin role.')).toBeVisible();
    });
    await invitee.close();
  });

  test('an editor sees the user list with no write action', async ({ page }) => {
    await signIn(page.request, 'editor');
    await page.goto('/settings/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').filter({ hasText: 'admin@opsdeck.local' })).toContainText('admin');
    await expect(page.getByText('Only administrators can invite, change or remove users.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Change Role|Deactivate|Reactivate|Delete) / })).toHaveCount(0);
    const refused = await page.request.post('/api/auth/invite_user', {
      data: { firstName: 'No', lastName: 'Way', email: uniqueEmail('noway'), role: 'viewer' },
    });
    expect(refused.status()).toBe(403);
  });
});
