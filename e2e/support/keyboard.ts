import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows it: an outline or a focus shadow, not the browser's nothing. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focused: false, outline: '', shadow: '' };
    const computed = getComputedStyle(element);
    const outline = computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0 ? computed.outlineStyle : '';
    return { focused: true, outline, shadow: computed.boxShadow === 'none' ? '' : computed.boxShadow };
  });
  expect(style.focused, 'something has the focus').toBe(true);
  expect(style.outline || style.shadow, 'the focused element has a visible focus indicator').not.toBe('');
}

/** Whether the focused element is inside `container`. */
export const focusIsInside = (container: Locator): Promise<boolean> =>
  container.evaluate((element) => element.contains(document.activeElement));
