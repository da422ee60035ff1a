import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Notification delivery end to end: a rule created on /notifications/rules sends a live check's
 * failure through the demo's webhook connection to the backend's own webhook sink, the send shows
 * in the history on /notifications, and once the check is silenced its next failure is recorded
 * as silenced and sends nothing.
 */
interface SinkRow {
  body: string;
}

async function sinkMessages(request: APIRequestContext, text: string): Promise<SinkRow[]> {
  const response = await request.get('/api/notification/webhook_sink?limit=200');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as SinkRow[]).filter((row) => row.body.includes(text));
}

/** A live canary whose one HTTP check fails: its URL answers 404. */
async function failingCheck(request: APIRequestContext, name: string, baseURL: string): Promise<string> {
  const created = await request.post('/api/db/canaries', {
    data: {
      name,
      namespace: 'e2e',
      source: 'UI',
      labels: { 'opsdeck.io/live': 'true' },
      spec: { schedule: '@every 24h', http: [{ name, url: `${baseURL}/api/notification/no-such-page`, responseCodes: [200] }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const checks = await request.get(`/api/db/checks?name=eq.${encodeURIComponent(name)}&select=id`);
  const rows = (await checks.json()) as { id: string }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const runCheck = async (request: APIRequestContext, id: string) => {
  const response = await request.post(`/api/canary/run/check/${id}`);
  expect(response.status(), await response.text()).toBe(200);
};

test('a rule delivers a failing live check to the webhook sink, the history shows it, and a silence holds the next one back', async ({
  page,
  baseURL,
}) => {
  await signIn(page.request);
  const name = `e2e-failing-${Date.now()}`;
  const checkId = await failingCheck(page.request, name, baseURL!);

  await page.goto('/notifications/rules');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Notification Rule' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(`rule for ${name}`);
  await dialog.getByRole('group', { name: 'Events' }).getByText('check.failed', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Filter/ }).fill(`check.name == '${name}'`);
  await dialog
    .getByRole('group', { name: 'Connections' })
    .getByText(/demo-webhook-sink/)
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notification rules' }).getByText(`rule for ${name}`)).toBeVisible();

  // The check runs and fails: check.failed reaches the sink through the rule's connection.
  await runCheck(page.request, checkId);
  const sends = async () => {
    const response = await page.request.get(
      `/api/db/notification_send_history_summary?resource_id=eq.${checkId}&select=status,error`,
    );
    return JSON.stringify(await response.json());
  };
  await expect.poll(sends, { timeout: 15_000 }).toContain('"sent"');
  await expect.poll(async () => (await sinkMessages(page.request, name)).length, { timeout: 15_000 }).toBe(1);
  const [delivered] = await sinkMessages(page.request, name);
  expect(JSON.parse(delivered!.body)).toMatchObject({ title: `Check ${name} has failed` });

  await page.goto(`/notifications?search=${encodeURIComponent(name)}`);
  const history = page.getByRole('table', { name: 'Notification history' });
  const sentRow = history.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Sent' });
  await expect(sentRow).toHaveCount(1);
  await expect(sentRow.getByRole('link', { name })).toHaveAttribute('href', `/health?checkId=${checkId}&timeRange=1h`);

  // Silenced, the check recovers and fails again: recorded as silenced, nothing sent.
  const silenced = await page.request.post('/api/notification/silence', {
    data: { name: `silence ${name}`, check_id: checkId, until: 'now+1h' },
  });
  expect(silenced.status()).toBe(200);
  const recovered = await page.request.patch(`/api/db/checks?id=eq.${checkId}`, { data: { status: 'healthy' } });
  expect(recovered.status(), await recovered.text()).toBe(204);
  await runCheck(page.request, checkId);

  await expect.poll(sends, { timeout: 15_000 }).toContain('"silenced"');
  // Other rules of the demo may match the same check: the history of this rule shows its own.
  const rules = await page.request.get(`/api/db/notifications?name=eq.${encodeURIComponent(`rule for ${name}`)}&select=id`);
  const [rule] = (await rules.json()) as { id: string }[];
  await page.goto(`/notifications?notification=${rule!.id}&status=silenced`);
  await expect(history.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Silenced' })).toHaveCount(1);
  expect(await sinkMessages(page.request, name)).toHaveLength(1);
});
