import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

interface ObservedEvent {
  kind: string;
  at: number;
}

declare global {
  interface Window {
    observedEvents?: ObservedEvent[];
  }
}

test.describe('live updates', () => {
  test('a check run recorded by the runner appears on an open /health page within 2 s, without polling', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page.request);
    const name = `e2e-live-${Date.now()}`;
    const summaryRequests: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/canary/api/summary') && request.method() === 'POST') summaryRequests.push(Date.now());
    });
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    // A one-second refresh rate: were the page polling, it would ask every second.
    await page.goto(`/health?hidePassing=false&refresh=1s&query=${name}`);
    expect((await stream).status()).toBe(200);
    expect((await stream).headers()['content-type']).toContain('text/event-stream');
    await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();

    // A second stream in the page records when each change arrives, to account for every refetch.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.observedEvents = [];
          const source = new EventSource('/api/events');
          source.addEventListener('ready', () => resolve());
          source.addEventListener('change', (event) => {
            const data = JSON.parse((event as MessageEvent<string>).data) as { kind: string };
            window.observedEvents!.push({ kind: data.kind, at: Date.now() });
          });
        }),
    );
    const loadedRequests = summaryRequests.length;

    // Labelled live so the demo's runner runs it; it picks new canaries up within OPSDECK_CHECK_RELOAD_MS.
    const created = await page.request.post('/api/db/canaries', {
      headers: { Prefer: 'return=representation' },
      data: {
        name,
        namespace: 'e2e',
        labels: { 'opsdeck.io/live': 'true' },
        spec: { schedule: '@every 1h', http: [{ name: `${name}-up`, url: `${baseURL}/healthz`, responseCodes: [200] }] },
      },
    });
    expect(created.status()).toBe(201);

    // When the row shows healthy, read in the page every 100 ms.
    const shownAt = await (
      await page.waitForFunction(
        (check) => {
          const row = [...document.querySelectorAll('[data-testid="data-row"]')].find((candidate) =>
            [...candidate.querySelectorAll('a')].some((link) => link.textContent?.trim() === check),
          );
          return row?.querySelector('[data-testid="health-check"][data-health="healthy"]') ? Date.now() : null;
        },
        `${name}-up`,
        { polling: 100, timeout: 90_000 },
      )
    ).jsonValue();

    const checks = await page.request.get(`/api/db/checks?name=eq.${name}-up&select=id`);
    const [check] = (await checks.json()) as { id: string }[];
    const statuses = await page.request.get(`/api/db/check_statuses?check_id=eq.${check!.id}&select=created_at`);
    const recorded = (await statuses.json()) as { created_at: string }[];
    expect(recorded).toHaveLength(1);
    expect(shownAt! - Date.parse(recorded[0]!.created_at)).toBeLessThan(2_000);

    // Every request for the list after it loaded followed a recorded check result: none was a poll.
    const observed = await page.evaluate(() => window.observedEvents ?? []);
    const checkEvents = observed.filter((event) => event.kind === 'check.status').map((event) => event.at);
    const refetches = summaryRequests.slice(loadedRequests);
    expect(refetches.length).toBeGreaterThan(0);
    let previous = summaryRequests[loadedRequests - 1] ?? 0;
    for (const at of refetches) {
      expect(checkEvents.some((eventAt) => eventAt >= previous - 50 && eventAt <= at)).toBe(true);
      previous = at;
    }
    expect(refetches.length).toBeLessThanOrEqual(checkEvents.length);
  });

  test('without a stream on the backend (404), the page polls at its refresh rate', async ({ page }) => {
    await signIn(page.request);
    let streamRequests = 0;
    await page.route('**/api/events', (route) => {
      streamRequests += 1;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' });
    });
    const requests: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/canary/api/summary') && request.method() === 'POST') requests.push(Date.now());
    });
    await page.goto('/health?refresh=2s');
    await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
    const first = requests.length;
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(first + 1);
    const gap = requests.at(-1)! - requests.at(-2)!;
    expect(gap).toBeGreaterThan(1_500);
    // The 404 is taken as "no stream": asked once by EventSource and once to learn why, never again.
    expect(streamRequests).toBeLessThanOrEqual(2);
  });
});
