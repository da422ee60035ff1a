import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Logs end to end: the console's own component reads the backend's request log, kept in its
 * database, through POST /logs; a request made just before shows among the lines.
 */
test('reads the console backend request log on /logs, searched by text', async ({ page }) => {
  await signIn(page.request);
  const marker = `e2e-log-marker-${Date.now()}`;
  // A request whose line the log will hold (the status does not matter).
  await page.request.get(`/api/db/checks?name=eq.${marker}&select=id`);

  const components = await page.request.get('/api/db/components_with_logs?name=eq.opsdeck-backend&select=id');
  const [component] = (await components.json()) as { id: string }[];
  // The backend serves the line once its batch is written (about every second).
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/logs', { data: { id: component!.id, name: 'requests', query: marker } });
        return JSON.stringify(await response.json());
      },
      { timeout: 15_000 },
    )
    .toContain(marker);

  await page.goto('/logs');
  await page.getByRole('combobox', { name: 'Component' }).selectOption({ label: 'opsdeck-backend' });
  await expect(page.getByRole('combobox', { name: 'Logs' })).toHaveValue('requests');
  await page.getByRole('textbox', { name: 'Query' }).fill(marker);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`query=${marker}`));

  const lines = page.getByRole('table', { name: 'Log lines' });
  await expect(lines.getByRole('row').filter({ hasText: marker })).not.toHaveCount(0);
  const row = lines.getByRole('row').filter({ hasText: marker }).first();
  await expect(row.getByText('source=http')).toBeVisible();
  await expect(row.getByText('info')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search lines' }).fill('no line says this');
  await expect(page.getByText('No log lines in this time range.')).toBeVisible();
});
