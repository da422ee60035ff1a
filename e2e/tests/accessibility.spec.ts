import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from '../../contracts/src/routes/route-table';
import { COLOUR_MODES, expectNoSeriousViolations, pointerOnlyControls, settled, useColourMode } from '../support/axe';
import {
  demoIds,
  ROUTES_NOT_OPENED,
  SIGNED_IN_CASES,
  SIGNED_OUT_CASES,
  type DemoIds,
  type PageCase,
} from '../support/a11y-pages';
import { signIn } from '../support/sign-in';

/**
 * axe-core on every page of the console, signed out and signed in as an admin, in the light and
 * the dark colour mode: no serious or critical violation, and nothing clickable that the keyboard
 * cannot reach. One browser context per part is reused
 * (one sign-in); each page is loaded once and checked in both modes.
 */

// A failure here is axe's own report (rule, impact, offending nodes), which a trace adds nothing
// to; recording one doubles the time of every axe run (its script and a snapshot of the whole page
// on each step).
test.use({ trace: 'off' });

/** The page's own content is there and nothing says it is still loading. */
async function openCase(page: Page, pageCase: PageCase, ids: DemoIds | undefined): Promise<void> {
  await page.goto(pageCase.path(ids as DemoIds));
  if (pageCase.ready) await expect(pageCase.ready(page).first()).toBeVisible();
  else await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await settled(page);
  if (pageCase.open) {
    await expect(await pageCase.open(page)).toBeVisible();
    await settled(page);
  }
}

/**
 * axe in the light mode, then the colour rules again in the dark one (the structure does not change
 * with the colours); pages that take the mode when they load are opened again for it.
 */
async function checkBothModes(page: Page, pageCase: PageCase, ids: DemoIds | undefined): Promise<void> {
  for (const mode of COLOUR_MODES) {
    if (pageCase.modeOnLoad) {
      await page.emulateMedia({ colorScheme: mode });
      if (mode !== COLOUR_MODES[0]) await openCase(page, pageCase, ids);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    } else await useColourMode(page, mode);
    await expectNoSeriousViolations(page, `${pageCase.name} (${mode})`, { coloursOnly: mode !== COLOUR_MODES[0] });
  }
  expect(await pointerOnlyControls(page), `${pageCase.name}: clickable, but not by keyboard`).toEqual([]);
}

test.describe('accessibility: every route has a case', () => {
  test('each route of the route table is opened signed in or signed out, or says why not', () => {
    const opened = new Set([...SIGNED_OUT_CASES, ...SIGNED_IN_CASES].flatMap((pageCase) => pageCase.routes));
    const missing = ROUTES.map((route) => route.path).filter((path) => !opened.has(path) && !(path in ROUTES_NOT_OPENED));
    expect(missing).toEqual([]);
  });
});

test.describe('accessibility: signed out', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const pageCase of SIGNED_OUT_CASES) {
    test(pageCase.name, async () => {
      await page.emulateMedia({ colorScheme: COLOUR_MODES[0] });
      await openCase(page, pageCase, undefined);
      await checkBothModes(page, pageCase, undefined);
    });
  }
});

test.describe('accessibility: signed in as admin', () => {
  let context: BrowserContext;
  let page: Page;
  let ids: DemoIds;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await signIn(page.request);
    ids = await demoIds(page.request);
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const pageCase of SIGNED_IN_CASES) {
    test(pageCase.name, async () => {
      await page.emulateMedia({ colorScheme: COLOUR_MODES[0] });
      await openCase(page, pageCase, ids);
      await checkBothModes(page, pageCase, ids);
    });
  }
});
