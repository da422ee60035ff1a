import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/** The catalog remote in the composed console: list, item page and its tabs, changes and relationships. */

async function firstRow<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/db/${path}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  const rows = (await response.json()) as T[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

/** A deployment of the demo data with related items (its replica sets and pods). */
const aDeployment = (request: APIRequestContext) =>
  firstRow<{ id: string; name: string }>(
    request,
    'configs?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name&limit=1',
  );

/** Serves /remotes.json without one remote, as an installation that dropped it would. */
async function dropFromManifest(page: Page, remote: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: { name: string }[] };
    await route.fulfill({ response, json: { ...manifest, remotes: manifest.remotes.filter((entry) => entry.name !== remote) } });
  });
}

// The first page of a run loads the shell and the remotes: allow for a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test.describe('catalog', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page.request);
  });

  test('the list keeps its filters in the URL, and /configs leads to it', async ({ page }) => {
    const deployment = await aDeployment(page.request);
    await page.goto('/configs');
    await expect(page).toHaveURL(/\/catalog$/);
    const types = page.getByRole('navigation', { name: 'Config types' });
    await expect(types.getByRole('button', { name: /All types/ })).toBeVisible(FIRST_LOAD);

    await types.getByRole('button', { name: /Kubernetes::Deployment/ }).click();
    await expect(page).toHaveURL(/configType=Kubernetes________Deployment%3A1/);
    const table = page.getByRole('table', { name: 'Configuration items' });
    const itemLink = table.locator(`a[href="/catalog/${deployment.id}"]`);
    await expect(itemLink).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Kubernetes::Pod', exact: true })).toHaveCount(0);

    // A shared link opens with the same filters, search and sort.
    await page.goto(
      `/catalog?configType=Kubernetes________Deployment:1&search=${deployment.name}&sortBy=updated_at&sortOrder=desc`,
    );
    await expect(page.getByLabel('Search by name')).toHaveValue(deployment.name, FIRST_LOAD);
    await expect(itemLink).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Type: Kubernetes::Deployment' })).toBeVisible();

    await itemLink.click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}$`));
  });

  test('the item page shows its facts, document and every tab, with other remotes’ tab and actions', async ({ page }) => {
    const deployment = await aDeployment(page.request);
    await page.goto(`/catalog/${deployment.id}`);
    await expect(page.getByRole('heading', { name: deployment.name, exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
    await expect(page.getByText('Kubernetes::Deployment').first()).toBeVisible();
    // The document in the read-only viewer, as YAML then JSON.
    await expect(page.getByTestId('code-editor')).toBeVisible();
    await expect(page.locator('.monaco-editor').getByText('kind').first()).toBeVisible();
    await page.getByRole('button', { name: 'JSON' }).click();
    await expect(page).toHaveURL(/format=json/);
    // Actions of the incidents and playbooks-notifications remotes.
    await expect(page.getByRole('button', { name: 'Attach as Evidence' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Silence' })).toBeVisible();

    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: /Changes/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/changes`));
    await expect(page.getByRole('table', { name: 'Config changes' })).toBeVisible();

    await tabs.getByRole('tab', { name: /Insights/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/insights`));
    await expect(page.getByRole('table', { name: 'Config insights' })).toBeVisible();

    await tabs.getByRole('tab', { name: /Relationships/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/relationships`));
    const graph = page.getByTestId('relationship-graph');
    await expect(graph).toBeVisible();
    await expect(graph.locator('.react-flow__node').first()).toBeVisible();
    expect(await graph.locator('.react-flow__node').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Related configs' })).toBeVisible();

    // The Checks tab comes from the health-topology remote.
    await tabs.getByRole('tab', { name: /Checks/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/checks`));

    // The Playbooks tab (the runs on the item) comes from the playbooks-notifications remote.
    await tabs.getByRole('tab', { name: /Playbooks/ }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/playbooks`));
    await expect(page.getByRole('table', { name: 'Playbook Runs' })).toBeVisible();
  });

  test('the catalog pages link to one another, scrapers included', async ({ page }) => {
    await page.goto('/catalog');
    const sections = page.getByRole('navigation', { name: 'Catalog sections' });
    await expect(sections.getByRole('link', { name: 'Scrapers' })).toBeVisible(FIRST_LOAD);
    await sections.getByRole('link', { name: 'Scrapers' }).click();
    await expect(page).toHaveURL(/\/catalog\/scrapers$/);
    await expect(page.getByRole('table', { name: 'Catalog Scrapers' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Catalog sections' }).getByRole('link', { name: 'Changes' }).click();
    await expect(page).toHaveURL(/\/catalog\/changes$/);
  });

  test('dropping the playbooks remote removes its tab and actions from the item page', async ({ page }) => {
    const deployment = await aDeployment(page.request);
    await dropFromManifest(page, 'playbooks-notifications');
    await page.goto(`/catalog/${deployment.id}`);
    await expect(page.getByRole('heading', { name: deployment.name, exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('tab', { name: /Checks/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Playbooks/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Silence' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Run playbook' })).toHaveCount(0);
  });

  test('a change opens with its diff', async ({ page }) => {
    const change = await firstRow<{ id: string; summary: string }>(
      page.request,
      'config_changes?change_type=eq.diff&diff=not.is.null&select=id,summary&order=created_at.desc&limit=1',
    );
    await page.goto(`/catalog/changes?id=${change.id}`);
    const panel = page.getByRole('dialog', { name: 'Change details' });
    await expect(panel).toBeVisible(FIRST_LOAD);
    await expect(panel.getByText(change.summary)).toBeVisible();
    const diff = panel.getByRole('region', { name: 'Change diff' });
    // Demo changes and those of the live scraper alike: lines added and removed, numbered.
    await expect(diff).toContainText(/[1-9]\d* added, [1-9]\d* removed/);
    await expect(diff.locator('[data-diff-line="add"]').first()).toBeVisible();
    await expect(diff.locator('[data-diff-line="remove"]').first()).toBeVisible();
    // The incidents remote's action on a change.
    await expect(panel.getByRole('button', { name: 'Attach as Evidence' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/id=/);
  });

  test('a change is opened from the changes list', async ({ page }) => {
    await page.goto('/catalog/changes');
    const table = page.getByRole('table', { name: 'Config changes' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
    await table.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page.getByRole('dialog', { name: 'Change details' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  });

  test('an unknown item says so', async ({ page }) => {
    await page.goto('/catalog/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByText('No details found')).toBeVisible(FIRST_LOAD);
  });

  test('dropping the incidents remote removes its action from the item page and its changes', async ({ page }) => {
    const deployment = await aDeployment(page.request);
    await dropFromManifest(page, 'incidents');
    await page.goto(`/catalog/${deployment.id}`);
    await expect(page.getByRole('heading', { name: deployment.name, exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Silence' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attach as Evidence' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Checks/ })).toBeVisible();
    // Nor on a change.
    await page.goto('/catalog/changes');
    const table = page.getByRole('table', { name: 'Config changes' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await table.getByRole('row').nth(1).getByRole('cell').first().click();
    const panel = page.getByRole('dialog', { name: 'Change details' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Attach as Evidence' })).toHaveCount(0);
  });
});
