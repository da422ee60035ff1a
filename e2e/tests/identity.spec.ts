import { expect, test, type Page } from '@playwright/test';
import { mailedCode, mailedInviteLink, passwordLoginStatus, uniqueEmail } from '../support/identity';
import { demoEmail, DEMO_PASSWORD, signIn } from '../support/sign-in';
import { TotpDevice } from '../support/totp';

async function signOutFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function completeSecondFactor(page: Page, device: TotpDevice) {
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await device.nextCode());
  await page.getByRole('button', { name: 'Use Authenticator' }).click();
}

test.describe('identity: self-service account flows', () => {
  test('register, verify by mailed code, enable TOTP, sign in with the second factor, recover the password', async ({
    page,
    request,
    browser,
  }) => {
    // Four second-factor codes must come from four different 30-second steps: up to one wait.
    test.setTimeout(120_000);
    // The demo mailbox answers a signed-in admin only (for other people's mail).
    const mailbox = await browser.newContext();
    await signIn(mailbox.request, 'admin');
    const email = uniqueEmail('grace');
    const password = 'first-passphrase-42';
    const newPassword = 'second-passphrase-42';
    let device: TotpDevice | undefined;

    await test.step('register a new account', async () => {
      await page.goto('/registration');
      await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await page.getByLabel('E-Mail').fill(email);
      await page.getByLabel('First Name').fill('Grace');
      await page.getByLabel('Last Name').fill('Hopper');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    });

    await test.step('verify the address with the code from the courier', async () => {
      await page.goto('/verification');
      await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByLabel('Verification code')).toBeVisible();
      await page.getByLabel('Verification code').fill(await mailedCode(mailbox.request, email, 'verification_code_valid'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('You successfully verified your email address.')).toBeVisible();
    });

    await test.step('enable the authenticator app from the secret the server shows', async () => {
      await page.goto('/topology');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Your Profile' }).click();
      const totp = page.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
      await expect(totp.getByRole('img', { name: 'Authenticator app QR code' })).toBeVisible();
      device = new TotpDevice((await totp.locator('[data-secret="totp_secret_key"]').textContent()) ?? '');
      await totp.getByLabel('Verify code').fill(await device.nextCode());
      await totp.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your changes have been saved!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unlink TOTP Authenticator App' })).toBeVisible();
    });

    await test.step('the session now owes its second factor: the console asks for it and returns', async () => {
      await page.goto('/health?timeRange=1h');
      await completeSecondFactor(page, device as TotpDevice);
      await expect(page).toHaveURL(/\/health\?timeRange=1h$/);
    });

    await test.step('sign out back to the same page, sign in again with both factors', async () => {
      await signOutFromUserMenu(page);
      await expect(page).toHaveURL(/\/login\?return_to=%2Fhealth%3FtimeRange%3D1h/);
      await signInWithPassword(page, email, password);
      await completeSecondFactor(page, device as TotpDevice);
      await expect(page).toHaveURL(/\/health\?timeRange=1h$/);
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    });

    await test.step('recover the password with a mailed code and set a new one', async () => {
      await signOutFromUserMenu(page);
      await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
      await page.getByRole('link', { name: 'Reset password' }).click();
      await expect(page.getByRole('heading', { name: 'Recover account' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByLabel('Recovery code').fill(await mailedCode(mailbox.request, email, 'recovery_code_valid'));
      await page.getByRole('button', { name: 'Continue' }).click();
      // The account has a second factor: the recovered session completes it before the settings.
      await completeSecondFactor(page, device as TotpDevice);
      await expect(page).toHaveURL(/\/profile-settings\?flow=/);
      await expect(page.getByText(/You successfully recovered your account/)).toBeVisible();
      const change = page.getByRole('region', { name: 'Change Password' });
      await change.getByLabel('Password').fill(newPassword);
      await change.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your changes have been saved!')).toBeVisible();
      // A fresh client: the old password is refused, the new one reaches the second factor (422).
      expect(await passwordLoginStatus(request, email, password)).toBe(400);
      expect(await passwordLoginStatus(request, email, newPassword)).toBe(422);
    });
    await mailbox.close();
  });

  test('a 401 sends the browser to sign-in, which returns to the page; username and password in the query sign in by themselves', async ({
    page,
  }) => {
    await page.goto('/catalog?type=Pod');
    await expect(page).toHaveURL(/\/login\?return_to=%2Fcatalog%3Ftype%3DPod/);
    const query = new URLSearchParams({ username: demoEmail('viewer'), password: DEMO_PASSWORD, return_to: '/catalog?type=Pod' });
    await page.goto(`/login?${query.toString()}`);
    await expect(page).toHaveURL(/\/catalog\?type=Pod$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Vera Viewer');
  });

  test('an invited person opens the mailed link, registers with the invited address and gets the invited role', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('ivy');
    const admin = await browser.newContext();
    await signIn(admin.request, 'admin');

    await test.step('an administrator invites an editor', async () => {
      const invited = await admin.request.post('/api/auth/invite_user', {
        data: { firstName: 'Ivy', lastName: 'Invitee', email, role: 'editor' },
      });
      expect(invited.status(), await invited.text()).toBe(200);
      expect(((await invited.json()) as { link: string }).link).toMatch(/\/login\?invite=[\w-]+$/);
    });

    await test.step('the mailed link opens the registration of the invited account', async () => {
      const link = await mailedInviteLink(admin.request, email);
      expect(link).toMatch(/^\/login\?invite=[\w-]+$/);
      await page.goto(link);
      await expect(page).toHaveURL(/\/registration\?invite=[\w-]+/);
      await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await expect(page.getByLabel('E-Mail')).toHaveValue(email);
      await expect(page.getByLabel('First Name')).toHaveValue('Ivy');
      await expect(page.getByLabel('Last Name')).toHaveValue('Invitee');
    });

    await test.step('registering signs the invitee in with the invited role', async () => {
      await page.getByLabel('Password').fill('invited-passphrase-42');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Ivy Invitee');
      const whoami = (await (await page.request.get('/api/auth/whoami')).json()) as {
        payload: { user: { email: string }; roles: string[] };
      };
      expect(whoami.payload.user.email).toBe(email);
      expect(whoami.payload.roles).toEqual(['editor']);
    });

    await test.step('the used link opens an empty sign-up that says the invitation is not valid', async () => {
      const stranger = await browser.newPage();
      await stranger.goto(await mailedInviteLink(admin.request, email));
      await expect(stranger.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await expect(stranger.getByText(/^This invitation link is not valid: it was already used/)).toBeVisible();
      await expect(stranger.getByLabel('E-Mail')).toHaveValue('');
      await stranger.close();
    });
    await admin.close();
  });

  test('a viewer signs in through the form, sees no Settings group and the server refuses a write', async ({ page, browser }) => {
    await page.goto('/login?return_to=%2Fhealth');
    await signInWithPassword(page, demoEmail('viewer'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/health$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Health', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    const canaries = await page.request.get('/api/db/canaries?select=id&limit=1');
    const [canary] = (await canaries.json()) as { id: string }[];
    const write = await page.request.patch(`/api/db/canaries?id=eq.${canary?.id}`, { data: { name: 'renamed by a viewer' } });
    expect(write.status()).toBe(403);

    // The same screen as an administrator does show the group.
    const admin = await browser.newPage();
    await signIn(admin.request, 'admin');
    await admin.goto('/health');
    await expect(
      admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Settings' }),
    ).toBeVisible();
    await admin.close();
  });
});
