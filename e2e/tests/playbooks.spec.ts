import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoEmail, signIn } from '../support/sign-in';

/**
 * Playbooks end to end, browser to database: Run playbook on a resource (the check modal offers
 * the resource action slot) with parameters, the run's page following the executor, approval by a
 * listed approver, cancel, and a viewer who is offered no Run.
 */
interface CheckRow {
  id: string;
  name: string;
}

async function anyCheck(request: APIRequestContext): Promise<CheckRow> {
  const response = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  expect(response.ok()).toBeTruthy();
  const rows = ((await response.json()) as { checks_summary?: CheckRow[] }).checks_summary ?? [];
  const check = rows.find((row) => /^[\w-]{4,}$/.test(row.name)) ?? rows[0];
  expect(check).toBeDefined();
  return check!;
}

async function createPlaybook(request: APIRequestContext, name: string, spec: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/db/playbooks', {
    data: { name, title: name, category: 'E2E', source: 'UI', spec: { category: 'E2E', ...spec } },
    headers: { Prefer: 'return=representation' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

async function startRun(request: APIRequestContext, id: string, params: Record<string, string> = {}): Promise<string> {
  const response = await request.post('/api/playbook/run', { data: { id, params } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { run_id: string }).run_id;
}

async function pageAs(browser: Browser, role: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request, role);
  return page;
}

const unique = (what: string) => `e2e-${what}-${Date.now().toString(36)}`;
const timeline = (page: Page) => page.getByRole('list', { name: 'Actions' });

test.describe('playbooks', () => {
  // The check modal and the executor share the machine with everything else: generous bounds.
  test.describe.configure({ timeout: 180_000 });
  test('Run playbook on a check: the parameter form, the run page and its actions as they run', async ({ page }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    const name = unique('greet');
    await createPlaybook(page.request, name, {
      checks: [{ id: check.id }],
      parameters: [
        { name: 'greeting', label: 'Greeting', required: true, properties: { minLength: 2 } },
        { name: 'times', label: 'Times', default: '1', properties: { min: 1, max: 3 } },
      ],
      actions: [
        { name: 'greet', exec: { script: 'echo "{{.params.greeting}} {{.check.name}} x{{.params.times}}"' } },
        { name: 'pause', exec: { script: 'sleep 1; echo done' } },
      ],
    });

    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByRole('dialog').first();
    await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible({ timeout: 60_000 });
    await modal.getByRole('button', { name: 'Run playbook', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Run playbook: ${check.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Playbook' }).selectOption({ label: name });
    const run = dialog.getByRole('button', { name: 'Run', exact: true });
    await expect(dialog.getByRole('textbox', { name: 'Times' })).toHaveValue('1');
    await expect(run).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Greeting' }).fill('h');
    await dialog.getByRole('textbox', { name: 'Times' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Times' }).blur();
    await expect(dialog.getByText('Must be at most 3')).toBeVisible();
    await expect(run).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Greeting' }).fill('hello');
    await dialog.getByRole('textbox', { name: 'Times' }).fill('2');
    await expect(run).toBeEnabled();
    await run.click();

    await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const greet = timeline(page).getByRole('listitem', { name: 'greet' });
    await expect(greet.getByLabel('Output')).toHaveText(`hello ${check.name} x2`);
    // The second action shows up running, then completes, without a reload.
    const pause = timeline(page).getByRole('listitem', { name: 'pause' });
    await expect(pause.getByText('completed')).toBeVisible();
    await expect(page.getByText('greeting: hello')).toBeVisible();
    const runId = page.url().split('/').pop()!;
    const stored = await page.request.get(`/api/db/playbook_runs?id=eq.${runId}&select=status,check_id,parameters`);
    expect(await stored.json()).toEqual([
      { status: 'completed', check_id: check.id, parameters: { greeting: 'hello', times: '2' } },
    ]);
  });

  test('Run playbook on a config item: a list, a checkbox and a bytes parameter reach the script', async ({ page }) => {
    await signIn(page.request);
    const items = await page.request.get(
      '/api/db/config_items?select=id,name&deleted_at=is.null&name=not.is.null&order=name.asc&limit=1',
    );
    const [item] = (await items.json()) as { id: string; name: string }[];
    expect(item).toBeDefined();
    const name = unique('config');
    await createPlaybook(page.request, name, {
      configs: [{ id: item!.id }],
      parameters: [
        {
          name: 'mode',
          label: 'Mode',
          type: 'list',
          default: 'safe',
          properties: {
            options: [
              { label: 'Safe', value: 'safe' },
              { label: 'Fast', value: 'fast' },
            ],
          },
        },
        { name: 'force', label: 'Force', type: 'checkbox' },
        { name: 'memory', label: 'Memory', required: true, properties: { format: 'bytes' } },
      ],
      actions: [
        { name: 'apply', exec: { script: 'echo "{{.config.name}} {{.params.mode}} {{.params.force}} {{.params.memory}}"' } },
      ],
    });
    await page.goto(`/catalog/${item!.id}`);
    await page
      .getByRole('group', { name: 'Actions' })
      .getByRole('button', { name: 'Run playbook', exact: true })
      .click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: `Run playbook: ${item!.name}` });
    await dialog.getByRole('combobox', { name: 'Playbook' }).selectOption({ label: name });
    await dialog.getByRole('combobox', { name: 'Mode' }).selectOption('fast');
    await dialog.getByRole('checkbox', { name: 'Force' }).check();
    await dialog.getByRole('textbox', { name: 'Memory' }).fill('2');
    await dialog.getByRole('combobox', { name: 'Memory unit' }).selectOption('Gi');
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: item!.name })).toBeVisible();
    await expect(timeline(page).getByRole('listitem', { name: 'apply' }).getByLabel('Output')).toHaveText(
      `${item!.name} fast true 2Gi`,
    );
  });

  test('a run that needs approval waits until a listed approver approves it', async ({ page, browser }) => {
    await signIn(page.request);
    const name = unique('approve');
    const id = await createPlaybook(page.request, name, {
      approval: { type: 'any', approvers: { people: [demoEmail('editor')] } },
      actions: [{ name: 'after-approval', exec: { script: 'echo approved' } }],
    });
    const runId = await startRun(page.request, id);

    const editor = await pageAs(browser, 'editor');
    await editor.goto(`/playbooks/runs/${runId}`);
    await expect(editor.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
    await expect(editor.getByText('pending approval', { exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Approve', exact: true }).click();
    await editor.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(editor.getByText('playbook run approved')).toBeVisible();
    await expect(timeline(editor).getByRole('listitem', { name: 'after-approval' }).getByLabel('Output')).toHaveText('approved');
    await expect(editor.getByText(/Editor/).first()).toBeVisible();
    const stored = await page.request.get(`/api/db/playbook_runs?id=eq.${runId}&select=status,playbook_approvals(person_id)`);
    const [row] = (await stored.json()) as { status: string; playbook_approvals: unknown[] }[];
    expect(row!.status).toBe('completed');
    expect(row!.playbook_approvals).toHaveLength(1);
  });

  test('cancelling a running run stops its action', async ({ page }) => {
    await signIn(page.request);
    const id = await createPlaybook(page.request, unique('cancel'), {
      actions: [
        { name: 'long', exec: { script: 'sleep 120' } },
        { name: 'never', exec: { script: 'true' } },
      ],
    });
    const runId = await startRun(page.request, id);
    await page.goto(`/playbooks/runs/${runId}`);
    const long = timeline(page).getByRole('listitem', { name: 'long' });
    await expect(long.getByText('running')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel run' }).click();
    await expect(page.getByText('playbook run cancelled').first()).toBeVisible();
    await expect(long.getByText('failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel run' })).toBeHidden();
    const stored = await page.request.get(`/api/db/playbook_runs?id=eq.${runId}&select=status,end_time`);
    const [row] = (await stored.json()) as { status: string; end_time: string | null }[];
    expect(row!.status).toBe('cancelled');
    expect(row!.end_time).not.toBeNull();
  });

  test('a permission row denying playbook:run on one playbook hides its Run and refuses running it', async ({
    page,
    browser,
  }) => {
    await signIn(page.request);
    const items = await page.request.get(
      '/api/db/config_items?select=id,name&deleted_at=is.null&name=not.is.null&order=name.asc&limit=1',
    );
    const [item] = (await items.json()) as { id: string; name: string }[];
    const denied = unique('denied');
    const allowed = unique('allowed');
    const spec = { configs: [{ id: item!.id }], actions: [{ name: 'x', exec: { script: 'true' } }] };
    const deniedId = await createPlaybook(page.request, denied, spec);
    await createPlaybook(page.request, allowed, spec);
    const people = await page.request.get(`/api/db/people?select=id&email=eq.${demoEmail('editor')}`);
    const [editorRow] = (await people.json()) as { id: string }[];
    const row = await page.request.post('/api/db/permissions', {
      data: {
        person_id: editorRow!.id,
        subject: editorRow!.id,
        subject_type: 'person',
        action: 'playbook:run',
        deny: true,
        playbook_id: deniedId,
        description: 'e2e: no running this playbook',
      },
      headers: { Prefer: 'return=representation' },
    });
    expect(row.status(), await row.text()).toBe(201);
    const rowId = ((await row.json()) as { id: string }[])[0]!.id;
    try {
      const editor = await pageAs(browser, 'editor');
      await editor.goto('/playbooks');
      const card = (name: string) => editor.getByTestId('playbook-card').filter({ hasText: name });
      await expect(card(allowed).getByRole('button', { name: 'Run', exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(card(denied)).toBeVisible();
      await expect(card(denied).getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);

      await editor.goto(`/catalog/${item!.id}`);
      await editor
        .getByRole('group', { name: 'Actions' })
        .getByRole('button', { name: 'Run playbook', exact: true })
        .click({ timeout: 60_000 });
      const dialog = editor.getByRole('dialog', { name: `Run playbook: ${item!.name}` });
      const choice = dialog.getByRole('combobox', { name: 'Playbook' });
      await expect(choice.getByRole('option', { name: allowed })).toHaveCount(1);
      await expect(choice.getByRole('option', { name: denied })).toHaveCount(0);

      const refused = await editor.request.post('/api/playbook/run', { data: { id: deniedId, config_id: item!.id } });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ error: 'access denied: cannot run playbook on this resource' });
    } finally {
      await page.request.delete(`/api/db/permissions?id=eq.${rowId}`);
    }
  });

  test('a viewer is offered no Run playbook, and no Run, Edit or Delete on the playbook list', async ({ page, browser }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    await createPlaybook(page.request, unique('viewer'), {
      checks: [{ id: check.id }],
      actions: [{ name: 'x', exec: { script: 'true' } }],
    });
    const viewer = await pageAs(browser, 'viewer');
    await viewer.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = viewer.getByRole('dialog').first();
    await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible({ timeout: 60_000 });
    await expect(modal.getByRole('button', { name: 'Run playbook' })).toHaveCount(0);
    await viewer.goto('/playbooks');
    await expect(viewer.getByRole('heading', { name: 'Playbooks', level: 2 })).toBeVisible();
    await expect(viewer.getByTestId('playbook-card').first()).toBeVisible();
    for (const name of ['Run', 'Edit', 'Delete', 'Create playbook'])
      await expect(viewer.getByRole('button', { name, exact: true })).toHaveCount(0);
    const refused = await viewer.request.post('/api/playbook/run', { data: { id: '00000000-0000-4000-9000-000000000000' } });
    expect(refused.status()).toBe(403);
  });
});
