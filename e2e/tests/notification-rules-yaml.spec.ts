import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * A notification rule written as YAML in the browser: the editor underlines and lists what the
 * rule schema refuses (the backend refuses the same with 400) and keeps Save off; a valid document
 * is saved and listed.
 */

/** Replaces the text of the Monaco editor inside `scope` by pasting it (typed newlines would be auto-indented). */
async function pasteInEditor(page: Page, scope: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await scope.locator('.monaco-editor').click({ position: { x: 80, y: 10 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test('creates a rule from YAML after the editor marks what the schema refuses', async ({ page }) => {
  await signIn(page.request, 'admin');
  const name = `yaml-rule-${Date.now()}`;
  await page.goto('/notifications/rules');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Notification Rule' });
  await dialog.getByRole('tab', { name: 'YAML' }).click();
  await expect(dialog.locator('.monaco-editor')).toBeVisible();

  await pasteInEditor(page, dialog, `name: ${name}\nevents: []\nfilter: "check.name =="\n`);
  const problems = dialog.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Line 2: events: at least one event is required');
  await expect(problems).toContainText('Line 3: filter: filter is not a valid expression');
  await expect(problems).toContainText('Line 1: person_id: a recipient is required');
  await expect(dialog.locator('.squiggly-error').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await pasteInEditor(
    page,
    dialog,
    `name: ${name}\nevents:\n  - check.failed\nfilter: "check.name == '${name}'"\ncustom_services:\n  - name: sink\n    connection: connection://default/demo-webhook-sink\n`,
  );
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notification rules' }).getByText(name, { exact: true })).toBeVisible();

  const stored = await page.request.get(`/api/db/notifications?name=eq.${name}&select=events,filter,custom_services`);
  expect(await stored.json()).toEqual([
    {
      events: ['check.failed'],
      filter: `check.name == '${name}'`,
      custom_services: [{ name: 'sink', connection: 'connection://default/demo-webhook-sink' }],
    },
  ]);
});
