import { expect, test, type Page } from '@playwright/test';
import { expectVisibleFocus, focusIsInside, tabTo } from '../support/keyboard';
import { demoEmail, DEMO_PASSWORD, signIn } from '../support/sign-in';

/**
 * Journeys by keyboard alone: sign-in and the skip link, a check opened from the health list and
 * closed again (focus back on its row), the command palette, and the New incident form. Focus is
 * visible at every stop, and dialogs keep it inside until they close.
 */
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Presses Tab `count` times and fails when the focus ever leaves `dialog`. */
async function expectFocusTrapped(page: Page, dialog: import('@playwright/test').Locator, count = 20): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < count; step += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `focus stays in the dialog after ${step + 1} x ${key}`).toBe(true);
    }
  }
}

test.describe('keyboard', () => {
  test('signs in, then the skip link moves past the navigation to the page', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('E-Mail');
    await expect(email).toBeVisible();
    await tabTo(page, email);
    await expectVisibleFocus(page);
    await page.keyboard.type(demoEmail('admin'));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(navigation(page)).toBeVisible();

    await page.goto('/incidents');
    await expect(navigation(page)).toBeVisible();
    // The page's own controls are there before the Tab that should reach them.
    await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is the page's first control, not the sidebar.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page.getByRole('main'))).toBe(true);
    await expectVisibleFocus(page);
  });

  test('opens a check from the health list and closes it: focus returns to its row', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health?hidePassing=false');
    const table = page.getByRole('table', { name: 'Health checks' });
    const row = table
      .locator('[data-testid="data-row"]')
      .filter({ has: page.getByTestId('health-check') })
      .first();
    await expect(row).toBeVisible();
    await tabTo(page, row, { limit: 120 });
    await expectVisibleFocus(page);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/checkId=/);
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'History' }) });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInside(dialog)).toBe(true);
    await expectFocusTrapped(page, dialog);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/checkId=/);
    // Back on the row: on the check's link in it, the row's own way in.
    await expect.poll(() => focusIsInside(row)).toBe(true);
    await expectVisibleFocus(page);
  });

  test('the command palette: opens, is driven by arrows and Enter, and gives the focus back on Escape', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/health');
    const preferences = page.getByRole('button', { name: 'Preferences' });
    await expect(preferences).toBeVisible();
    await tabTo(page, preferences);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    const input = page.getByRole('combobox', { name: 'Search pages, resources and commands' });
    await expect(input).toBeFocused();
    await expectVisibleFocus(page);
    await expectFocusTrapped(page, palette, 6);
    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
    await expect(preferences).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type('incidents');
    const active = palette.locator('[role="option"][aria-selected="true"]');
    await expect(active).toContainText('Incidents');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(active).toContainText('Incidents');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(palette).toHaveCount(0);
    await expect(page).toHaveURL(/\/incidents$/);
  });

  test('New incident: the form is filled and sent by keyboard, focus stays in the dialog and comes back', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/incidents');
    const open = page.getByRole('button', { name: 'New incident' });
    await expect(open).toBeVisible();
    await tabTo(page, open);
    await expectVisibleFocus(page);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New incident' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectFocusTrapped(page, dialog, 10);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    const title = `Keyboard incident ${Date.now()}`;
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Type')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    const type = await dialog.getByLabel('Type').inputValue();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Severity')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Written without a mouse.');
    await tabTo(page, dialog.getByRole('button', { name: 'Create' }), { limit: 10 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop();
    const stored = await page.request.get(`/api/db/incidents?id=eq.${id}&select=title,type,description`);
    expect(await stored.json()).toEqual([{ title, type, description: 'Written without a mouse.' }]);
  });
});
