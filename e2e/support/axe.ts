import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type ColourMode = 'light' | 'dark';
export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/** Impacts that fail the build; minor and moderate findings are reported by axe but not enforced. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Switches the operating system's colour scheme. The stored preference is unset (system), so the
 * console follows it in place; the class on <html> says the switch is done.
 */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/** Waits until nothing on the page says it is still loading (busy tables, spinners, skeletons). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]:visible, .chakra-spinner:visible, .chakra-skeleton:visible')).toHaveCount(0);
}

/** One line per serious or critical violation: rule, impact, help and the first offending nodes. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`);
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join('; ')}${more}`;
    });
}

/**
 * Elements that look clickable (a pointer cursor starts on them) but that the keyboard cannot
 * reach: not focusable, not inside a focusable element, and holding no focusable element either.
 * Options of a listbox are driven from their input (aria-activedescendant) and count as reachable.
 */
export async function pointerOnlyControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE =
      'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), [contenteditable="true"], [role="option"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="tab"], [role="treeitem"], [role="gridcell"]';
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
        if (getComputedStyle(element).cursor !== 'pointer') return false;
        const parent = element.parentElement;
        if (parent && getComputedStyle(parent).cursor === 'pointer') return false;
        if (element.closest('[inert], [aria-hidden="true"], [disabled]')) return false;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return !element.closest(FOCUSABLE) && !element.querySelector(FOCUSABLE);
      })
      .map(describe);
  });
}

/** The rules whose outcome depends on colours: all that can change when only the colour mode does. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the whole page and fails with a readable list when a serious or critical rule is
 * broken. `coloursOnly` runs the colour rules alone: the page's structure was checked in the other mode.
 */
export async function expectNoSeriousViolations(page: Page, label: string, { coloursOnly = false } = {}): Promise<void> {
  // Legacy mode runs axe in the page itself: the default also opens a blank page and injects axe
  // there again for each run, to merge the results of cross-origin frames, which the console has none of.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  expect(describeViolations(results.violations), `axe: ${label}`).toEqual([]);
}
