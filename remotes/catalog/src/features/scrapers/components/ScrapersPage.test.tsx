import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { ScraperPage } from './ScraperPage';
import { ScrapersPage } from './ScrapersPage';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

const scraper = {
  id: '0190a3c4-0000-7000-8000-000000000009',
  name: 'inventory',
  namespace: 'ops',
  source: 'UI',
  agent_id: '00000000-0000-0000-0000-000000000000',
  spec: { schedule: '@every 15m', file: [{ type: '$.kind', id: '$.id', paths: ['*.json'] }] },
  job_status: 'SUCCESS',
  job_success_count: 12,
  job_error_count: 0,
};

const pages = (
  <Routes>
    <Route path="/catalog/scrapers" element={<ScrapersPage />} />
    <Route path="/catalog/scrapers/:id" element={<ScraperPage />} />
  </Routes>
);

describe('Scrapers', () => {
  it('lists config_scrapers_with_status with types, schedule and last run', async () => {
    const { adapter } = renderPage(pages, { route: '/catalog/scrapers', handler: () => ({ data: [scraper] }) });
    const table = await screen.findByRole('table', { name: 'Catalog Scrapers' });
    const row = within(table).getByRole('link', { name: 'inventory' }).closest('tr')!;
    expect(within(row).getByText('File')).toBeInTheDocument();
    expect(within(row).getByText('@every 15m')).toBeInTheDocument();
    expect(within(row).getByText('SUCCESS')).toBeInTheDocument();
    expect(within(row).getByText('12 / 0')).toBeInTheDocument();
    expect(decodeURIComponent(adapter.requests[0]!.url!)).toContain('/db/config_scrapers_with_status?');
  });

  it('adds a scraper from the type picker: the File tile opens the form with a file spec', async () => {
    const { location } = renderPage(pages, { route: '/catalog/scrapers', handler: () => ({ data: [] }) });
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Catalog Scraper' }));
    const grid = await screen.findByRole('list', { name: 'Scraper types' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual([
      'AWS',
      'Azure',
      'Azure DevOps',
      'Custom',
      'File',
      'Github Actions',
      'HTTP',
      'Kubernetes',
      'Kubernetes File',
      'SQL',
      'Trivy',
    ]);
    await userEvent.click(within(grid).getByRole('button', { name: 'File' }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/catalog/scrapers/new?type=file'));
    const spec = (await screen.findByRole('textbox', { name: 'Spec' })) as HTMLTextAreaElement;
    expect(spec.value).toContain('file:');
    expect(spec.value).toContain('paths:');
  });

  it('sets the schedule from the scraper schedules', async () => {
    renderPage(pages, { route: '/catalog/scrapers/new?type=file', handler: () => ({ data: [] }) });
    const schedule = (await screen.findByRole('combobox', { name: 'Schedule' })) as HTMLSelectElement;
    expect([...schedule.options].map((option) => option.value)).toEqual([
      '',
      '@every 15m',
      '@every 30m',
      '@hourly',
      '@every 2h',
      '@every 4h',
      '@daily',
    ]);
    expect(schedule.value).toBe('@every 15m');
    await userEvent.selectOptions(schedule, '@daily');
    const spec = screen.getByRole('textbox', { name: 'Spec' }) as HTMLTextAreaElement;
    expect(spec.value).toContain("schedule: '@daily'");
  });

  it('shows the spec rules: a SQL scraper needs type, id, connection and query', async () => {
    renderPage(pages, { route: '/catalog/scrapers/new?type=sql', handler: () => ({ data: [] }) });
    expect(await screen.findByText('SQL scraper requires type, id, connection and query')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('runs a scraper now and says how it went', async () => {
    const { adapter } = renderPage(pages, {
      route: `/catalog/scrapers/${scraper.id}`,
      handler: (config) =>
        config.method === 'post'
          ? {
              data: {
                message: 'success',
                payload: { job_history_id: 'j1', status: 'SUCCESS', success_count: 3, error_count: 0 },
              },
            }
          : { data: [scraper] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Scraper run finished: 3 items')).toBeInTheDocument();
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe(`/config/run/${scraper.id}`);
    expect(bodyOf(post)).toEqual({});
  });

  it('lets a viewer read but not add, edit, run or delete', async () => {
    renderPage(pages, { roles: ['viewer'], route: '/catalog/scrapers', handler: () => ({ data: [scraper] }) });
    await screen.findByRole('table', { name: 'Catalog Scrapers' });
    expect(screen.queryByRole('button', { name: 'Add Catalog Scraper' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'inventory' }));
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
    for (const name of ['Update', 'Delete', 'Run now']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
