import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Notification silences end to end, against the reference backend: the Silence action the
 * playbooks-notifications remote adds to the check modal, the silence list with its soft delete,
 * and the add page driven by the keyboard alone.
 */
interface CheckRow {
  id: string;
  name: string;
}

async function anyCheck(request: APIRequestContext): Promise<CheckRow> {
  const response = await request.post('/api/canary/api/summary', { data: { hidePassing: false } });
  expect(response.ok()).toBeTruthy();
  const rows = ((await response.json()) as { checks_summary?: CheckRow[] }).checks_summary ?? [];
  // A name without regex or search syntax, long enough to type a part of it.
  const check = rows.find((row) => /^[\w-]{4,}$/.test(row.name)) ?? rows[0];
  expect(check).toBeDefined();
  return check!;
}

interface SilenceRow {
  id: string;
  name: string;
  description: string | null;
  check_id: string | null;
  from: string;
  until: string | null;
  source: string;
  deleted_at: string | null;
  createdBy: { name: string } | null;
}

async function silencesNamed(request: APIRequestContext, name: string): Promise<SilenceRow[]> {
  const response = await request.get(
    `/api/db/notification_silences?name=eq.${encodeURIComponent(name)}&select=*,createdBy:created_by(id,name)`,
  );
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as SilenceRow[];
}

const silenceRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Silences' }).getByRole('row').filter({ hasText: name });

test.describe('notification silences', () => {
  test('Silence on a check silences it for an hour; the list shows it and deletes it after confirmation', async ({ page }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    await page.goto(`/health?checkId=${check.id}&timeRange=1h`);
    const modal = page.getByRole('dialog').first();
    await expect(modal.getByRole('tab', { name: 'History' })).toBeVisible();
    await modal.getByRole('button', { name: 'Silence', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Silence' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('resource-search-choice')).toHaveText(check.name);
    await expect(dialog.getByRole('textbox', { name: 'Duration' })).toHaveValue('1h');
    const name = `e2e silence ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Silence created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [created] = await silencesNamed(page.request, name);
    expect(created).toMatchObject({ check_id: check.id, source: 'UI', deleted_at: null });
    expect(Date.parse(created!.until!) - Date.parse(created!.from)).toBe(3600_000);

    await page.goto('/notifications/silences');
    const row = silenceRow(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: check.name })).toHaveAttribute('href', `/health?checkId=${check.id}&timeRange=1h`);
    await expect(row.getByText('active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Silence' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Silence deleted successfully')).toBeVisible();
    await expect(silenceRow(page, name)).toHaveCount(0);
    const [deleted] = await silencesNamed(page.request, name);
    expect(deleted?.deleted_at).not.toBeNull();
  });

  test('the add page works by keyboard alone, resource search included', async ({ page }) => {
    await signIn(page.request);
    const check = await anyCheck(page.request);
    await page.goto('/notifications/silences/add');
    const search = page.getByRole('combobox', { name: 'Resource' });
    await expect(search).toBeVisible();

    // Tab through the page until the resource search has the focus.
    for (let i = 0; i < 80 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();

    await page.keyboard.type(check.name.slice(0, -1));
    await expect(page.getByRole('option', { name: new RegExp(check.name) }).first()).toBeVisible();
    // Arrow down to the check (the results are grouped: checks first, ordered by name).
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await search.getAttribute('aria-activedescendant');
      const text = active ? await page.locator(`[id="${active}"]`).innerText() : '';
      if (text.split('\n').includes(check.name)) break;
    }
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('resource-search-choice')).toHaveText(check.name);
    await expect(search).toBeFocused();

    const name = `e2e keyboard silence ${Date.now()}`;
    await page.keyboard.press('Tab'); // Filter
    await page.keyboard.press('Tab'); // Name, named after the check
    await expect(page.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab'); // Description
    await page.keyboard.type('typed, not clicked');
    await page.keyboard.press('Tab'); // From (now)
    await page.keyboard.press('Tab'); // Until: for a duration
    await expect(page.getByRole('combobox', { name: 'Until' })).toBeFocused();
    await page.keyboard.press('Tab'); // Duration
    await expect(page.getByRole('textbox', { name: 'Duration' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4h');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Silence created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/notifications\/silences$/);
    await expect(silenceRow(page, name)).toBeVisible();

    const [created] = await silencesNamed(page.request, name);
    expect(created).toMatchObject({
      check_id: check.id,
      description: 'typed, not clicked',
      source: 'UI',
      deleted_at: null,
      createdBy: { name: expect.any(String) },
    });
    expect(Date.parse(created!.until!) - Date.parse(created!.from)).toBe(4 * 3600_000);

    // Leave nothing silenced behind.
    const removed = await page.request.patch(`/api/db/notification_silences?id=eq.${created!.id}`, {
      data: { deleted_at: 'now()' },
    });
    expect(removed.ok()).toBeTruthy();
  });
});
