import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from '../support/sign-in';

interface Node {
  id: string;
  name: string;
  components?: Node[];
}

test.describe('topology dashboard', () => {
  test('the dashboard shows root components as cards and opens one with breadcrumbs', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/topology$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    for (const name of ['prod-eu', 'Payments', 'Data Pipeline']) await expect(page.getByRole('article', { name })).toBeVisible();

    await page.getByRole('article', { name: 'prod-eu' }).getByRole('link', { name: 'prod-eu', exact: true }).click();
    await expect(page).toHaveURL(/\/topology\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'prod-eu' })).toBeVisible();
    const namespace = page.getByRole('article', { name: 'checkout' });
    await namespace.getByRole('link', { name: 'checkout', exact: true }).click();
    // Breadcrumbs: Dashboard > prod-eu > checkout.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'prod-eu', exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/topology$/);
  });

  test('filters by health and keeps them in the URL', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/topology');
    await page.getByRole('button', { name: 'Health: All' }).click();
    await page.getByRole('dialog', { name: 'Health options' }).getByText('unhealthy', { exact: true }).click();
    await expect(page).toHaveURL(/status=unhealthy/);
    await page.keyboard.press('Escape');
    // Only trees with an unhealthy component remain.
    await expect(page.getByRole('article', { name: 'prod-eu' })).toBeVisible();
    const api = await page.request.get('/api/canary/api/topology?status=unhealthy&depth=3');
    const roots = ((await api.json()) as { components: Node[] }).components.map((c) => c.name);
    await expect(page.getByTestId('topology-card')).toHaveCount(roots.length);
  });

  test('hidden components appear, marked Hidden, only with Show hidden, which the URL keeps', async ({ page }) => {
    await signIn(page.request);
    const tree = (await (await page.request.get('/api/canary/api/topology?depth=1')).json()) as { components: Node[] };
    const payments = tree.components.find((c) => c.name === 'Payments')!;
    await page.goto(`/topology/${payments.id}`);
    const providers = page.getByRole('article', { name: 'External Providers' }).getByRole('list', {
      name: 'Children of External Providers',
    });
    await expect(providers.getByRole('link', { name: 'Stripe' })).toBeVisible();
    await expect(providers.getByRole('link', { name: 'PayPal' })).toHaveCount(0);

    await page.getByText('Show hidden', { exact: true }).click();
    await expect(page).toHaveURL(/showHiddenComponents=yes/);
    const paypal = providers.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'PayPal' }) });
    await expect(paypal).toContainText('Hidden');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show hidden' })).toBeChecked();
    await expect(providers.getByRole('link', { name: 'PayPal' })).toBeVisible();
  });

  test('saves the card width and downloads a snapshot ZIP', async ({ page }) => {
    await signIn(page.request);
    const tree = (await (await page.request.get('/api/canary/api/topology?depth=1')).json()) as { components: Node[] };
    const payments = tree.components.find((c) => c.name === 'Payments')!;
    await page.goto(`/topology/${payments.id}`);
    await expect(page.getByTestId('topology-card').first()).toBeVisible();
    const slider = page.getByRole('slider', { name: 'Card width' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('topology_card_width'))).toContain('768');
    // The chosen width is each card's least width: the cards of a row share the spare width.
    await expect
      .poll(async () => (await page.getByTestId('topology-card').first().boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(768);
    expect((await page.getByTestId('topology-card').first().boundingBox())!.width).toBeLessThan(2 * 768);

    // The time range belongs to the snapshot: labelled so, next to its button.
    const snapshot = page.getByRole('group', { name: 'Snapshot' });
    await expect(snapshot).toContainText('Snapshot range');
    await expect(snapshot.getByRole('button', { name: /^Time range/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await snapshot.getByRole('button', { name: 'Snapshot' }).click();
    const file = await download;
    // The server names it snapshot-<RFC 3339>.zip; the colons become "_", and the toast names the file saved.
    expect(file.suggestedFilename()).toMatch(/^snapshot-\d{4}-\d\d-\d\dT\d\d_\d\d_\d\dZ\.zip$/);
    await expect(page.getByText(`Snapshot saved as ${file.suggestedFilename()}`)).toBeVisible();
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('topology.json'))).toBe(true);
  });

  test('the snapshot range picker shows its From and To placeholders whole', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page.request);
    const tree = (await (await page.request.get('/api/canary/api/topology?depth=1')).json()) as { components: Node[] };
    const payments = tree.components.find((c) => c.name === 'Payments')!;
    await page.goto(`/topology/${payments.id}`);
    await page
      .getByRole('group', { name: 'Snapshot' })
      .getByRole('button', { name: /^Time range/ })
      .click();
    const picker = page.getByLabel('Time range picker');
    for (const name of ['From', 'To']) {
      const field = picker.getByRole('textbox', { name });
      await expect(field).toBeVisible();
      // The placeholder's drawn width against the room inside the field.
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text, `${name} placeholder fits`).toBeLessThanOrEqual(fit.room);
    }
  });

  test('an unknown or malformed component id shows "No details found"', async ({ page }) => {
    await signIn(page.request);
    for (const id of ['00000000-0000-0000-0000-000000000001', 'not-a-uuid']) {
      await page.goto(`/topology/${id}`);
      await expect(page.getByRole('main').getByText('No details found')).toBeVisible();
      await expect(page.getByText(/Request failed/)).toHaveCount(0);
    }
  });

  test('/view/topology/{id} shows the component without the sidebar', async ({ page }) => {
    await signIn(page.request);
    const tree = (await (await page.request.get('/api/canary/api/topology?depth=1')).json()) as { components: Node[] };
    const root = tree.components.find((c) => c.name === 'Data Pipeline')!;
    await page.goto(`/view/topology/${root.id}`);
    await expect(page.getByRole('heading', { name: 'Data Pipeline' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const child = page.getByTestId('topology-card').first().getByRole('link').first();
    await expect(child).toHaveAttribute('href', /^\/view\/topology\//);
  });

  test('the dashboard has no time range of its own; the top bar refresh waits for the reload', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/topology');
    await expect(page.getByTestId('topology-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Time range/ })).toHaveCount(0);
    // Slow the next topology answer down: the button spins until it arrives.
    await page.route('**/api/canary/api/topology**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
  });

  test('the graph of a check takes every time range the console offers', async ({ page }) => {
    await signIn(page.request);
    const rows = (await (await page.request.post('/api/canary/api/summary', { data: { hidePassing: false } })).json()) as {
      checks_summary: { id: string }[];
    };
    const check = rows.checks_summary[0]!.id;
    for (const start of ['15m', '1w', '1mo', '6mo', '1y', '5y']) {
      const graph = await page.request.get(`/api/canary/api/graph?check=${check}&start=${start}`);
      expect([start, graph.status()]).toEqual([start, 200]);
    }
  });
});
