import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from '../support/sign-in';

/**
 * Export CSV from a filtered, sorted server-paged table: the file holds exactly the rows the
 * filters match, every page of them, in the table's order, streamed from the backend's CSV answer
 * (PostgREST relations) or written in the browser from the pages of a custom JSON endpoint.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      records.at(-1)!.push(field);
      field = '';
    } else if (char === '\n') {
      records.at(-1)!.push(field);
      field = '';
      records.push([]);
    } else field += char;
  }
  records.at(-1)!.push(field);
  return records;
}

test('a filtered incident list exports exactly its matching rows, all pages, in its order', async ({ page }) => {
  await signIn(page.request, 'commander');
  const tag = `csv${Date.now()}`;
  // More rows than a page (50), titles with a comma and a quote, and one that the search leaves out.
  const titles = Array.from({ length: 61 }, (_, i) => `${tag} incident ${String(i).padStart(2, '0')}, "quoted"`);
  const created = await page.request.post('/api/db/incidents', {
    data: [...titles, `other ${tag.split('').reverse().join('')}`].map((title) => ({
      title,
      severity: 'high',
      type: 'availability',
      status: 'open',
      description: 'made for the CSV export test',
    })),
    headers: { Prefer: 'return=minimal' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/incidents?search=${tag}&sortBy=title&sortOrder=desc`);
  const table = page.getByRole('table', { name: 'Incidents' });
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(page.getByText('61 rows')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^incidents-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv(await readFile((await download.path())!, 'utf8'));
  const header = records[0]!;
  expect(header).toEqual(
    expect.arrayContaining(['id', 'incident_id', 'title', 'severity', 'status', 'created_at', 'commander', 'hypotheses']),
  );
  const titleAt = header.indexOf('title');
  expect(records.slice(1).map((record) => record[titleAt])).toEqual([...titles].reverse());
  await expect(page.getByText(/^Downloaded incidents-/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

interface ChangeRow {
  id: string;
  config_id?: string;
  summary?: string;
  name?: string;
}

/** What POST /catalog/changes returns for a filter, every page. */
async function changesOf(request: APIRequestContext, filter: Record<string, unknown>): Promise<ChangeRow[]> {
  const changes: ChangeRow[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await request.post('/api/catalog/changes', { data: { ...filter, page: pageNumber, page_size: 1000 } });
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as { total?: number; changes?: ChangeRow[] };
    changes.push(...(body.changes ?? []));
    if (changes.length >= (body.total ?? 0) || (body.changes ?? []).length < 1000) break;
  }
  return changes;
}

/** The page's Export CSV, downloaded and parsed: the header and the rows. */
async function exportChanges(page: Page): Promise<{ header: string[]; rows: string[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const records = parseCsv(await readFile((await download.path())!, 'utf8'));
  return { header: records[0]!, rows: records.slice(1) };
}

/** A closed window of 90 days (the live scraper's new changes fall after it), as the API and the URL take it. */
function closedWindow() {
  const to = new Date(Date.now() - 1000).toISOString();
  const from = new Date(Date.now() - 90 * 24 * 3600 * 1000).toISOString();
  return { from, to, url: new URLSearchParams({ rangeType: 'absolute', display: 'Custom', from, to }).toString() };
}

test('a filtered config changes list exports exactly the changes the endpoint returns for the filter', async ({ page }) => {
  await signIn(page.request);
  // Diffs only, by name, in a closed window.
  const { from, to, url } = closedWindow();
  const expected = await changesOf(page.request, { from, to, type: 'diff', sort_by: 'name' });
  // More than a page of the table.
  expect(expected.length).toBeGreaterThan(50);

  await page.goto(`/catalog/changes?changeType=diff:1&sortBy=name&sortOrder=asc&${url}`);
  const table = page.getByRole('table', { name: 'Config changes' });
  await expect(page.getByText(`${expected.length} rows`, { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(51);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalog-changes-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(records[0]).toEqual([
    'created_at',
    'name',
    'type',
    'change_type',
    'severity',
    'summary',
    'source',
    'count',
    'created_by',
    'id',
    'config_id',
  ]);
  const rows = records.slice(1);
  expect(rows.map((record) => record[9])).toEqual(expected.map((change) => change.id));
  expect(rows.map((record) => [record[1], record[5]])).toEqual(
    expected.map((change) => [change.name ?? '', change.summary ?? '']),
  );
  expect(new Set(rows.map((record) => record[3]))).toEqual(new Set(['diff']));
  await expect(page.getByText(/^Downloaded catalog-changes-/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('the Changes tab of an item exports its changes and its children’s, as the endpoint returns them', async ({ page }) => {
  await signIn(page.request);
  const { from, to, url } = closedWindow();
  const first = await page.request.post('/api/catalog/changes', { data: { from, to, type: 'diff', page_size: 1 } });
  const item = ((await first.json()) as { changes: ChangeRow[] }).changes[0]!.config_id!;
  const filter = { from, to, id: item, recursive: 'downstream', depth: 5 };
  const expected = await changesOf(page.request, filter);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(`/catalog/${item}/changes?${url}`);
  await expect(page.getByText(`${expected.length} ${expected.length === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
  const { header, rows } = await exportChanges(page);
  const idAt = header.indexOf('id');
  expect(rows.map((record) => record[idAt])).toEqual(expected.map((change) => change.id));
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});
