import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * The incident workflow in the composed console: creating an incident, a hypothesis tree with
 * evidence and comments, Link to Incident from the check modal, what a responder and a viewer may
 * do, and an incident rule opening and resolving an incident for a check that fails for real.
 */

// Remote chunks load lazily; on a busy machine the first paint of a page can take several seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function incidentByTitle(request: APIRequestContext, title: string) {
  const response = await request.get(
    `/api/db/incidents?title=eq.${encodeURIComponent(title)}&select=id,status,incident_rule_id,hypotheses(id,type,title,status,evidences(check_id,type))`,
  );
  expect(response.ok()).toBeTruthy();
  return (
    (await response.json()) as {
      id: string;
      status: string;
      hypotheses: { id: string; type: string; title: string; status: string; evidences: { check_id: string; type: string }[] }[];
    }[]
  )[0];
}

async function newIncident(page: Page, title: string) {
  await page.goto('/incidents');
  await page.getByRole('button', { name: 'New incident' }).click();
  const dialog = page.getByRole('dialog', { name: 'New incident' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Severity' }).selectOption('high');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('incident-title')).toHaveText(title);
}

async function anyCheck(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  const rows =
    ((await response.json()) as { checks_summary?: { id: string; name: string; type?: string }[] }).checks_summary ?? [];
  const check = rows.find((row) => row.type === 'http') ?? rows[0];
  expect(check).toBeTruthy();
  return check!;
}

test.describe('incidents', () => {
  test('a commander creates an incident, builds a hypothesis tree, links a check from its modal and comments', async ({
    page,
  }) => {
    await signIn(page.request, 'commander');
    const title = `e2e incident ${Date.now()}`;
    await newIncident(page, title);
    const incidentUrl = page.url();

    await page.getByRole('button', { name: 'Add root cause' }).click();
    await page.getByRole('textbox', { name: 'New root cause' }).fill('Disk full on db-1');
    await page.getByRole('textbox', { name: 'New root cause' }).press('Enter');
    const root = page.getByRole('listitem', { name: 'Root cause: Disk full on db-1' });
    await root.getByRole('button', { name: 'Add factor' }).click();
    await root.getByRole('textbox', { name: 'New factor' }).fill('Log rotation stopped');
    await root.getByRole('textbox', { name: 'New factor' }).press('Enter');
    const factor = root.getByRole('listitem', { name: 'Factor: Log rotation stopped' });
    await factor.getByRole('button', { name: 'Add solution' }).click();
    await factor.getByRole('textbox', { name: 'New solution' }).fill('Re-enable logrotate');
    await factor.getByRole('textbox', { name: 'New solution' }).press('Enter');
    await expect(factor.getByRole('listitem', { name: 'Solution: Re-enable logrotate' })).toBeVisible();
    await factor.getByRole('combobox', { name: 'Status' }).first().selectOption('proven');
    await expect(page.getByText('Hypothesis updated successfully')).toBeVisible();

    // Evidence from the check modal, through the health-topology remote's extension slot.
    const check = await anyCheck(page.request);
    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByRole('dialog').first();
    await modal.getByRole('button', { name: 'Attach as Evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    await dialog.getByRole('combobox', { name: 'Incident', exact: true }).fill(title);
    await dialog.getByRole('option', { name: new RegExp(title) }).click();
    await dialog.getByRole('combobox', { name: 'Hypothesis', exact: true }).click();
    await dialog.getByRole('option', { name: /Disk full on db-1/ }).click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    const toastLink = page.getByRole('link', { name: new RegExp(`Linked to .*${title}`) });
    await expect(toastLink).toHaveAttribute('href', new URL(incidentUrl).pathname);
    await toastLink.click();

    await expect(page).toHaveURL(incidentUrl);
    const evidence = page.getByRole('listitem', { name: 'Root cause: Disk full on db-1' }).getByTestId('evidence').first();
    await expect(evidence.getByRole('link', { name: check.name })).toHaveAttribute(
      'href',
      `/health?checkId=${check.id}&timeRange=1h`,
    );
    await evidence.getByText('Definition of done').click();
    await expect(page.getByText('Evidence updated successfully')).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Add comment' })
      .fill('Freed **20 GB**, see [runbook](https://runbook.example/disk) <b>now</b>');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comment = page.getByTestId('comment').last();
    await expect(comment.locator('strong')).toHaveText('20 GB');
    await expect(comment.getByRole('link', { name: 'runbook' })).toHaveAttribute('href', 'https://runbook.example/disk');
    await expect(comment).toContainText('<b>now</b>');

    await page.getByTestId('incident-fields').getByRole('combobox', { name: 'Status' }).selectOption('investigating');
    await expect(page.getByText('Incident updated successfully')).toBeVisible();
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Status changed from open to investigating')).toBeVisible();
    await expect(history.getByText(/Evidence added/)).toBeVisible();

    const stored = await incidentByTitle(page.request, title);
    expect(stored?.status).toBe('investigating');
    expect(stored?.hypotheses.map((h) => h.type).sort()).toEqual(['factor', 'root', 'solution']);
    expect(stored?.hypotheses.find((h) => h.type === 'root')?.evidences).toEqual([{ check_id: check.id, type: 'check' }]);

    // Back on the list: found by search, with its counts.
    await page.goto(`/incidents?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('table', { name: 'Incidents' }).getByTestId('data-row').filter({ hasText: title });
    await expect(row).toContainText('investigating');
    await expect(row).toContainText('Carla Commander');
    // The counts come with the row: three hypotheses, one piece of evidence.
    const headers = await page.getByRole('table', { name: 'Incidents' }).getByRole('columnheader').allTextContents();
    const column = (name: string) => headers.findIndex((text) => text.trim().startsWith(name));
    await expect(row.getByRole('cell').nth(column('Hypotheses'))).toHaveText('3');
    await expect(row.getByRole('cell').nth(column('Evidence'))).toHaveText('1');
  });

  test('Link to Incident from a config change attaches the change, shown with its diff on the incident', async ({ page }) => {
    await signIn(page.request, 'commander');
    const changes = await page.request.get(
      '/api/db/config_changes?change_type=eq.diff&diff=not.is.null&select=id,config_id,summary&order=created_at.desc&limit=1',
    );
    const change = ((await changes.json()) as { id: string; config_id: string; summary: string }[])[0]!;
    await page.goto(`/catalog/changes?id=${change.id}`);
    const panel = page.getByRole('dialog', { name: 'Change details' });
    await panel.getByRole('button', { name: 'Attach as Evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    const title = `e2e change ${Date.now()}`;
    await dialog.getByRole('combobox', { name: 'Incident', exact: true }).fill(title);
    await dialog.getByRole('option', { name: new RegExp(`Create .*${title}`) }).click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    const toastLink = page.getByRole('link', { name: new RegExp(`Linked to .*${title}`) });
    await expect(toastLink).toHaveAttribute('href', /\/incidents\/[0-9a-f-]{36}$/);

    const evidence = await page.request.get(
      `/api/db/evidences?config_change_id=eq.${change.id}&select=type,config_id,config_change_id,hypotheses!inner(incidents!inner(title))&hypotheses.incidents.title=eq.${encodeURIComponent(title)}`,
    );
    expect(await evidence.json()).toEqual([
      { type: 'config_change', config_id: change.config_id, config_change_id: change.id, hypotheses: { incidents: { title } } },
    ]);
    await toastLink.click();
    const item = page.getByTestId('evidence').first();
    await expect(item).toHaveAttribute('data-evidence-kind', 'config_change');
    await expect(item.getByRole('link')).toHaveAttribute('href', `/catalog/${change.config_id}/changes`);
    await expect(item.getByTestId('evidence-diff')).toContainText('@@');
  });

  test('a responder comments but may not delete the incident', async ({ page }) => {
    await signIn(page.request, 'responder');
    const title = `e2e responder ${Date.now()}`;
    await newIncident(page, title);
    await expect(page.getByRole('button', { name: 'Delete incident' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Add comment' }).fill('Paged the database team');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByTestId('comment').filter({ hasText: 'Paged the database team' })).toBeVisible();
    const id = page.url().split('/').pop()!;
    const refused = await page.request.delete(`/api/db/incidents?id=eq.${id}`);
    expect(refused.status()).toBe(403);
    expect((await incidentByTitle(page.request, title))?.id).toBe(id);
  });

  test('a viewer only reads', async ({ page }) => {
    await signIn(page.request, 'viewer');
    await page.goto('/incidents');
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table.getByTestId('data-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New incident' })).toHaveCount(0);
    await table.getByTestId('data-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('incident-title')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hypotheses' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Add comment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete incident' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add root cause' })).toHaveCount(0);
    const id = page.url().split('/').pop()!;
    const refused = await page.request.post('/api/db/comments', { data: { incident_id: id, comment: 'x' } });
    expect(refused.status()).toBe(403);
  });

  test('an unknown incident shows "No details found"', async ({ page }) => {
    await signIn(page.request, 'viewer');
    await page.goto('/incidents/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('No details found')).toBeVisible();
  });

  test('an incident rule opens an incident when a check fails for real and resolves it when it passes', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request);
    const name = `e2e-rule-${Date.now()}`;
    // A negated window that does not contain now: the rule is in its hours.
    const later = new Date(Date.now() + 3 * 3_600_000);
    const hh = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:00`;
    const canary = await page.request.post('/api/db/canaries', {
      headers: { Prefer: 'return=representation' },
      data: {
        name,
        namespace: 'e2e-rules',
        spec: { http: [{ name: `${name}-probe`, url: `${baseURL}/api/e2e-missing`, responseCodes: [200] }] },
      },
    });
    expect(canary.status()).toBe(201);
    const canaryId = ((await canary.json()) as { id: string }[])[0]!.id;
    const checks = await page.request.get(`/api/db/checks?canary_id=eq.${canaryId}&select=id`);
    const checkId = ((await checks.json()) as { id: string }[])[0]!.id;
    const rule = await page.request.post('/api/db/incident_rules', {
      headers: { Prefer: 'return=representation' },
      data: {
        name,
        source: 'UI',
        spec: {
          checks: [{ namespace: 'e2e-rules', name: `${name}-*` }],
          template: { title: 'Rule: {{name}} is {{health}}', severity: 'critical', type: 'availability' },
          autoResolve: { timeout: '0s' },
          hoursOfOperation: [{ start: hh(later), end: hh(new Date(later.getTime() + 3_600_000)), negate: true }],
          responders: { people: ['responder@opsdeck.local'], teams: ['SRE'] },
        },
      },
    });
    expect(rule.status()).toBe(201);
    const ruleId = ((await rule.json()) as { id: string }[])[0]!.id;
    const ruleIncidents = async () =>
      (await (await page.request.get(`/api/db/incidents?incident_rule_id=eq.${ruleId}&select=id,status,title`)).json()) as {
        id: string;
        status: string;
        title: string;
      }[];

    // The check runs (Run Now) against a path that answers 404: unhealthy. The rule opens one incident within 5 s.
    expect((await page.request.post(`/api/canary/run/check/${checkId}`)).ok()).toBeTruthy();
    const failedAt = Date.now();
    await expect.poll(async () => (await ruleIncidents()).length, { timeout: 5_000, intervals: [250] }).toBe(1);
    expect(Date.now() - failedAt).toBeLessThan(5_000);
    // Failing again opens no second one.
    expect((await page.request.post(`/api/canary/run/check/${checkId}`)).ok()).toBeTruthy();
    const [incident] = await ruleIncidents();
    expect(incident).toMatchObject({ status: 'open', title: `Rule: ${name}-probe is unhealthy` });

    await page.goto(`/incidents/${incident!.id}`);
    const evidence = page.getByTestId('evidence').first();
    await expect(evidence.getByRole('link', { name: `${name}-probe` })).toHaveAttribute(
      'href',
      `/health?checkId=${checkId}&timeRange=1h`,
    );
    await expect(page.getByRole('region', { name: 'History' }).getByText(`Opened by the incident rule "${name}"`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('System').first()).toBeVisible();
    // The rule's responders, a person and a team, added by the system.
    const responders = page.getByRole('region', { name: 'Responders' });
    await expect(responders.getByText('Ravi Responder')).toBeVisible();
    await expect(responders.getByText('SRE')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'History' })
        .getByText(`Ravi Responder was added as responder by the incident rule "${name}"`),
    ).toBeVisible();

    // The check passes again: the rule resolves the incident, as the System.
    const patched = await page.request.patch(`/api/db/canaries?id=eq.${canaryId}`, {
      data: { spec: { http: [{ name: `${name}-probe`, url: `${baseURL}/healthz`, responseCodes: [200] }] } },
    });
    expect(patched.status()).toBe(204);
    expect((await page.request.post(`/api/canary/run/check/${checkId}`)).ok()).toBeTruthy();
    await expect.poll(async () => (await ruleIncidents())[0]?.status, { timeout: 10_000 }).toBe('resolved');
    expect(await ruleIncidents()).toHaveLength(1);
    await page.reload();
    await expect(page.locator('[data-status="resolved"]').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText(/Status changed from open to resolved by the incident rule/),
    ).toBeVisible();

    await page.request.patch(`/api/db/canaries?id=eq.${canaryId}`, { data: { deleted_at: 'now()' } });
    await page.request.patch(`/api/db/incident_rules?id=eq.${ruleId}`, { data: { deleted_at: 'now()' } });
  });
});
