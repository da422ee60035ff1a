import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Contributions across remotes: the incidents remote adds "Attach as Evidence" to the check modal
 * of the health-topology remote, without either importing the other.
 */
async function anyCheck(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  expect(response.ok()).toBeTruthy();
  const rows = ((await response.json()) as { checks_summary?: { id: string; name: string }[] }).checks_summary ?? [];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

async function openCheck(page: Page, checkId: string) {
  await page.goto(`/health?checkId=${checkId}&timeRange=1h`);
  const modal = page.getByRole('dialog').first();
  await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible();
  return modal;
}

/** Serves /remotes.json without one remote, as an installation that dropped it would. */
async function dropFromManifest(page: Page, remote: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: { name: string }[] };
    await route.fulfill({ response, json: { ...manifest, remotes: manifest.remotes.filter((entry) => entry.name !== remote) } });
  });
}

test.describe('extension points', () => {
  test('the incidents remote attaches a check to a new incident from the health modal', async ({ page }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    const modal = await openCheck(page, check.id);
    await modal.getByRole('button', { name: 'Attach as Evidence' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    await expect(dialog).toBeVisible();
    const title = `e2e outage ${Date.now()}`;
    await dialog.getByRole('combobox', { name: 'Incident', exact: true }).fill(title);
    await dialog.getByRole('option', { name: new RegExp(`Create .*${title}`) }).click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();

    const toastLink = page.getByRole('link', { name: new RegExp(`Linked to .*${title}`) });
    await expect(toastLink).toBeVisible();
    await expect(toastLink).toHaveAttribute('href', /\/incidents\/[0-9a-f-]{36}$/);
    await expect(dialog).toBeHidden();

    const incidents = await page.request.get(
      `/api/db/incidents?title=eq.${encodeURIComponent(title)}&select=id,status,hypotheses(id,type,status,evidences(check_id,type))`,
    );
    expect(incidents.ok()).toBeTruthy();
    const [incident] = (await incidents.json()) as {
      status: string;
      hypotheses: { type: string; status: string; evidences: { check_id: string; type: string }[] }[];
    }[];
    expect(incident?.status).toBe('open');
    expect(incident?.hypotheses[0]).toMatchObject({ type: 'root', status: 'possible' });
    expect(incident?.hypotheses[0]?.evidences).toEqual([{ check_id: check.id, type: 'check' }]);
  });

  test('a viewer, who may not write incidents, does not see the contribution', async ({ page }) => {
    await signIn(page.request, 'viewer');
    const check = await anyCheck(page.request);
    const modal = await openCheck(page, check.id);
    await expect(modal.getByRole('tab', { name: 'Spec' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Attach as Evidence' })).toHaveCount(0);
  });

  test('dropping the incidents remote from the manifest removes its contribution', async ({ page }) => {
    await dropFromManifest(page, 'incidents');
    await signIn(page.request);
    const check = await anyCheck(page.request);
    const modal = await openCheck(page, check.id);
    await expect(modal.getByRole('button', { name: 'Run Now' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Attach as Evidence' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Incidents', exact: true }),
    ).toHaveCount(0);
  });

  test('a contribution whose remote went down shows an error in its slot, and the modal keeps working', async ({ page }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    const modal = await openCheck(page, check.id);
    const attach = modal.getByRole('button', { name: 'Attach as Evidence' });
    await expect(attach).toBeVisible();
    // The remote's server goes away after its module loaded: the dialog's code cannot arrive.
    await page.route('**/remotes/incidents/**', (route) => route.abort('connectionrefused'));
    await attach.click();
    await expect(
      modal.getByText('Incidents: "Attach as Evidence" could not be loaded. The rest of the page keeps working.'),
    ).toBeVisible();
    await modal.getByRole('tab', { name: 'Spec' }).click();
    await expect(modal.getByRole('tabpanel')).toBeVisible();

    await page.unroute('**/remotes/incidents/**');
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  });

  test('a remote that is down from the start contributes nothing and breaks nothing', async ({ page }) => {
    await page.route('**/remotes/incidents/**', (route) => route.abort('connectionrefused'));
    await signIn(page.request);
    const check = await anyCheck(page.request);
    const modal = await openCheck(page, check.id);
    await expect(modal.getByRole('button', { name: 'Run Now' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Attach as Evidence' })).toHaveCount(0);
  });
});
