import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** A topology card's counts link to the lists they count, each narrowed to the card's component. */

interface Node {
  id: string;
  name: string;
  summary?: { checks?: Record<string, number>; incidents?: unknown; insights?: unknown };
  components?: Node[];
}

const total = (value: unknown): number =>
  value && typeof value === 'object'
    ? Object.values(value).reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : total(v)), 0)
    : 0;

/** The first component (depth first) whose count is above zero, with the page that shows its card. */
function findCard(nodes: Node[], count: (node: Node) => number, page = '/topology'): { node: Node; page: string } | undefined {
  for (const node of nodes) if (count(node) > 0) return { node, page };
  for (const node of nodes) {
    const found = findCard(node.components ?? [], count, `/topology/${node.id}`);
    if (found) return found;
  }
  return undefined;
}

async function cardWith(request: APIRequestContext, count: (node: Node) => number) {
  const tree = (await (await request.get('/api/canary/api/topology?depth=5')).json()) as { components: Node[] };
  const found = findCard(tree.components, count);
  expect(found, 'demo data has a component with this count').toBeDefined();
  return found!;
}

async function rowsOf(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api/db/${path}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as unknown[]).length;
}

async function openCard(page: Page, card: { node: Node; page: string }) {
  await page.goto(card.page);
  const article = page.getByRole('article', { name: card.node.name, exact: true }).first();
  await expect(article).toBeVisible({ timeout: 30_000 });
  return article;
}

test.describe('topology card counts', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page.request);
  });

  test("checks open the health list narrowed to the component's checks", async ({ page }) => {
    const card = await cardWith(page.request, (node) => total(node.summary?.checks));
    const article = await openCard(page, card);
    await article.getByTestId('component-checks-link').click();
    await expect(page).toHaveURL(new RegExp(`/health\\?component=${card.node.id}&hidePassing=false$`));
    const expected = await rowsOf(page.request, `checks_by_component?select=id&component_id=eq.${card.node.id}`);
    await expect(page.getByRole('group', { name: 'Health view' }).getByText(card.node.name)).toBeVisible();
    await expect(page.getByTestId('health-check')).toHaveCount(expected);
    await page.getByRole('button', { name: 'Clear the component filter' }).click();
    await expect(page).not.toHaveURL(/component=/);
  });

  test("incidents open the incidents list narrowed to the component's incidents", async ({ page }) => {
    const card = await cardWith(page.request, (node) => total(node.summary?.incidents));
    const article = await openCard(page, card);
    // Reached from the keyboard like any link.
    const link = article.getByRole('link', { name: /^\d+ incidents?$/ });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/incidents\\?component=${card.node.id}$`));
    const expected = await rowsOf(page.request, `incidents_by_component?select=id&component_id=eq.${card.node.id}`);
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByTestId('data-row')).toHaveCount(Math.min(expected, 50));
  });

  test("insights open the open insights of the component's configs", async ({ page }) => {
    const card = await cardWith(page.request, (node) => total(node.summary?.insights));
    const article = await openCard(page, card);
    await article.getByRole('link', { name: /^\d+ insights?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/insights\\?component=${card.node.id}&status=open(:|%3A)1$`));
    const expected = await rowsOf(page.request, `analysis_by_component?select=analysis_id&component_id=eq.${card.node.id}`);
    await expect(page.getByRole('group', { name: 'Filters' }).getByText(card.node.name)).toBeVisible();
    await expect(page.getByTestId('data-row')).toHaveCount(Math.min(expected, 50));
  });
});
