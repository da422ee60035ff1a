import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * The YAML editors of the settings area in the browser: the GitOps values editor marks what the
 * chart's values schema refuses, and the incident rule editor checks its spec against the rule
 * schema before saving (the backend refuses the same spec with 400), then soft deletes the rule; a
 * log backend added from Add Integration is saved with its labels.
 */
const stamp = Date.now();

/** Replaces the text of the Monaco editor inside `scope` by pasting it (typed newlines would be auto-indented). */
async function typeInEditor(page: Page, scope: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await scope.locator('.monaco-editor').click({ position: { x: 80, y: 10 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ page }) => signIn(page.request, 'admin'));

test('the GitOps values editor marks what the chart schema refuses', async ({ page }) => {
  await page.goto('/settings/integrations?add=1');
  const dialog = page.getByTestId('add-integration-dialog');
  await dialog.getByRole('button', { name: 'Prometheus', exact: true }).click();
  const editor = dialog.getByTestId('code-editor');
  await expect(editor.locator('.monaco-editor')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Flux' })).toBeVisible();

  await typeInEditor(page, editor, 'prometheusURL: http://prometheus:9090\ntopologyName: 3\n');
  await expect(dialog.getByRole('list', { name: 'Problems in the values' })).toHaveText(
    'topologyName must be string, not integer',
  );
  await expect(editor.locator('.squiggly-error')).toHaveCount(1);
  await expect(dialog.getByRole('tab', { name: 'Flux' })).toHaveCount(0);

  await typeInEditor(page, editor, 'prometheusURL: http://prometheus:9090\ntopologyName: prometheus\n');
  await expect(dialog.getByRole('list', { name: 'Problems in the values' })).toHaveCount(0);
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await expect(dialog.getByText(/kind: HelmRelease/)).toContainText('prometheusURL: http://prometheus:9090');
});

test('an incident rule is checked against the rule schema, saved, and deleted after a confirmation', async ({ page }) => {
  const name = `e2e-rule-${stamp}`;
  const refused = await page.request.post('/api/db/incident_rules', {
    data: { name, source: 'UI', spec: { checks: [{ name: 'web' }], template: { severity: 'huge' } } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'invalid incident rule spec: template.severity: must be one of low, medium, high, critical, blocker',
  );

  await page.goto('/settings/incident_rules/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const editor = page.getByTestId('code-editor');
  await typeInEditor(page, editor, 'checks:\n  - name: web\ntemplate:\n  severity: huge\n');
  await expect(page.getByRole('alert', { name: 'Spec errors' })).toHaveText(
    'template.severity: must be one of low, medium, high, critical, blocker',
  );
  await expect(editor.locator('.squiggly-error')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await typeInEditor(page, editor, 'checks:\n  - name: web\ntemplate:\n  severity: high\n');
  await expect(page.getByRole('alert', { name: 'Spec errors' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created successfully`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/incident_rules\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  const stored = await (await page.request.get(`/api/db/incident_rules?name=eq.${name}&select=spec,source`)).json();
  expect(stored).toEqual([{ spec: { checks: [{ name: 'web' }], template: { severity: 'high' } }, source: 'UI' }]);

  // The success toast sits over the form's corner: the keyboard reaches Delete all the same.
  await page.getByRole('button', { name: 'Delete' }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/incident_rules$/);
  const left = await (await page.request.get(`/api/db/incident_rules?name=eq.${name}&deleted_at=is.null&select=id`)).json();
  expect(left).toEqual([]);
});

test('a log backend added from Add Integration is saved with its labels and listed', async ({ page }) => {
  const name = `e2e-logs-${stamp}`;
  await page.goto('/settings/integrations?add=1');
  await page.getByTestId('add-integration-dialog').getByRole('button', { name: 'Log Backends' }).click();
  await expect(page).toHaveURL(/\/settings\/logging_backends\/new$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add label' }).click();
  await page.getByRole('textbox', { name: 'Label 1 key' }).fill('env');
  await page.getByRole('textbox', { name: 'Label 1 value' }).fill('test');
  await typeInEditor(page, page.getByTestId('code-editor'), 'loki:\n  url: http://loki:3100\n');
  await save.click();
  await expect(page.getByText(`${name} created successfully`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/logging_backends\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  const stored = await (await page.request.get(`/api/db/logging_backends?name=eq.${name}&select=labels,spec,source`)).json();
  expect(stored).toEqual([{ labels: { env: 'test' }, spec: { loki: { url: 'http://loki:3100' } }, source: 'UI' }]);

  await page.goto('/settings/logging_backends');
  await expect(page.getByRole('table', { name: 'Log Backends' }).getByText(name)).toBeVisible();
  await page.goto('/settings/integrations');
  await expect(page.getByRole('table', { name: 'Integrations' }).getByText(name)).toBeVisible();
});
