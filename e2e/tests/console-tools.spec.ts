import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

const htmlMode = (page: Page) => page.locator('html');

/** Relative luminance (0 black to 1 white) of the page background. */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
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
