import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { bodyOf, renderPage } from '../testing';
import { toaster } from '../toast/toaster';
import { ResourceEditor } from './ResourceEditor';
import { ResourceList } from './ResourceList';
import { scrapersTable } from './testing-table';

// Monaco needs a real browser; a textarea stands in for it.
jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('../editor/workers', () => ({ ...jest.requireActual('../editor/workers'), installMonacoWorkers: jest.fn() }));
jest.mock('@monaco-editor/react', () => {
  function FakeEditor(props: {
    value?: string;
    onChange?: (v: string | undefined) => void;
    options?: { readOnly?: boolean; ariaLabel?: string };
  }) {
    return (
      <textarea
        aria-label={props.options?.ariaLabel}
        readOnly={props.options?.readOnly}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
      />
    );
  }
  return { __esModule: true, default: FakeEditor, loader: { config: jest.fn() } };
});

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

const saved = {
  id: '0190a3c4-0000-7000-8000-000000000001',
  name: 'kube',
  namespace: 'ops',
  source: 'UI',
  spec: { schedule: '@hourly' },
  agent_id: '00000000-0000-0000-0000-000000000000',
};

const editorAt = (id: string) => (
  <Routes>
    <Route path="/catalog/scrapers" element={<ResourceList table={scrapersTable} />} />
    <Route path="/catalog/scrapers/:id" element={<ResourceEditor table={scrapersTable} id={id} />} />
  </Routes>
);

describe('ResourceList', () => {
  it('reads the newest 100 non-deleted rows of the _with_status view with a health dot per last run', async () => {
    const { adapter } = renderPage(<ResourceList table={scrapersTable} />, {
      handler: () => ({ data: [{ ...saved, job_status: 'FAILED', job_success_count: 0, job_error_count: 2 }] }),
    });
    const table = await screen.findByRole('table', { name: 'Catalog Scrapers' });
    expect(within(table).getByRole('link', { name: 'kube' })).toHaveAttribute('href', `/catalog/scrapers/${saved.id}`);
    expect(within(table).getByRole('img', { name: 'unhealthy' })).toHaveAttribute('data-colour', 'red');
    expect(within(table).getByText('FAILED')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/config_scrapers_with_status?select=*');
    expect(url).toContain('deleted_at=is.null');
    expect(url).toContain('order=created_at.desc');
    expect(url).toContain('limit=100');
  });

  it('says "No resources found" when the table is empty', async () => {
    renderPage(<ResourceList table={scrapersTable} />, { handler: () => ({ data: [] }) });
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });
});

describe('ResourceEditor', () => {
  it('creates with name, namespace and source UI, then opens the saved resource', async () => {
    const { adapter, location } = renderPage(editorAt('new'), {
      route: '/catalog/scrapers/new',
      handler: (config) =>
        config.method === 'post' ? { status: 201, data: [{ ...saved, name: 'files' }] } : { data: [{ ...saved, name: 'files' }] },
    });
    expect(screen.getByText('New Catalog Scraper')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'files');
    const spec = await screen.findByRole('textbox', { name: 'Spec' });
    fireEvent.change(spec, { target: { value: 'schedule: "@every 15m"' } });
    await userEvent.click(save);
    await waitFor(() => expect(location().pathname).toBe(`/catalog/scrapers/${saved.id}`));
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe('/db/config_scrapers');
    expect(bodyOf(post)).toEqual({ name: 'files', namespace: 'default', spec: { schedule: '@every 15m' }, source: 'UI' });
    expect(await screen.findByText('files created successfully')).toBeInTheDocument();
  });

  it('locks name and namespace once saved and updates only the spec', async () => {
    const { adapter } = renderPage(editorAt(saved.id), {
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [saved] }),
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Namespace' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Spec' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Spec' }), { target: { value: 'schedule: "@daily"' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'patch')).toBe(true));
    const patch = adapter.requests.find((request) => request.method === 'patch')!;
    expect(decodeURIComponent(patch.url ?? '')).toBe(`/db/config_scrapers?id=eq.${saved.id}`);
    expect(bodyOf(patch)).toMatchObject({ spec: { schedule: '@daily' } });
    expect(Object.keys(bodyOf(patch) as object)).not.toContain('name');
  });

  it('edits the labels of a table with labels and saves them with the spec', async () => {
    const labelled = { ...scrapersTable, labelled: true };
    const { adapter } = renderPage(<ResourceEditor table={labelled} id={saved.id} />, {
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [{ ...saved, labels: { team: 'ops' } }] }),
    });
    expect(await screen.findByRole('textbox', { name: 'Label 1 key' })).toHaveValue('team');
    expect(screen.getByRole('textbox', { name: 'Label 1 value' })).toHaveValue('ops');
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Label 2 key' }), { target: { value: 'env' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label 2 value' }), { target: { value: 'prod' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'patch')).toBe(true));
    const patch = adapter.requests.find((request) => request.method === 'patch')!;
    expect(bodyOf(patch)).toMatchObject({ labels: { team: 'ops', env: 'prod' }, spec: { schedule: '@hourly' } });
  });

  it('offers no labels for a table without them', async () => {
    renderPage(<ResourceEditor table={scrapersTable} id={saved.id} />, {
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [saved] }),
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add label' })).not.toBeInTheDocument();
  });

  it('shows YAML and table-rule errors and keeps Update disabled', async () => {
    renderPage(editorAt(saved.id), { route: `/catalog/scrapers/${saved.id}`, handler: () => ({ data: [saved] }) });
    const spec = await screen.findByRole('textbox', { name: 'Spec' });
    fireEvent.change(spec, { target: { value: 'schedule: never' } });
    expect(await screen.findByText('schedule never is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    fireEvent.change(spec, { target: { value: 'a: [1' } });
    expect(await screen.findByText(/^Invalid spec: /)).toBeInTheDocument();
  });

  it('sets a top-level spec key from its select and keeps a value the list does not have', async () => {
    renderPage(editorAt(saved.id), {
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [{ ...saved, spec: { schedule: '@every 7m' } }] }),
    });
    const select = (await screen.findByRole('combobox', { name: 'Schedule' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['', '@hourly', '@daily', '@every 7m']);
    await userEvent.selectOptions(select, '@daily');
    expect((screen.getByRole('textbox', { name: 'Spec' }) as HTMLTextAreaElement).value).toContain("schedule: '@daily'");
  });

  it('is read-only with its source link when another source owns it', async () => {
    renderPage(editorAt(saved.id), {
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [{ ...saved, source: 'KubernetesCRD' }] }),
    });
    expect(await screen.findByText('CRD linked to')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ops/kube' })).toHaveAttribute('href', `/catalog/${saved.id}`);
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('is read-only for a viewer, who cannot delete', async () => {
    renderPage(editorAt(saved.id), {
      roles: ['viewer'],
      route: `/catalog/scrapers/${saved.id}`,
      handler: () => ({ data: [saved] }),
    });
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('soft deletes after a confirmation and says "{name} deleted successfully"', async () => {
    const { adapter, location } = renderPage(editorAt(saved.id), {
      route: `/catalog/scrapers/${saved.id}`,
      handler: (config) =>
        config.method === 'patch' ? { status: 204 } : { data: config.url?.includes('with_status') ? [] : [saved] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(adapter.requests.some((request) => request.method === 'patch')).toBe(false);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('kube deleted successfully')).toBeInTheDocument();
    const patch = adapter.requests.find((request) => request.method === 'patch')!;
    expect(bodyOf(patch)).toEqual({ deleted_at: 'now()' });
    await waitFor(() => expect(location().pathname).toBe('/catalog/scrapers'));
  });

  it('lists the job history runs of the resource', async () => {
    const job = {
      id: 'j1',
      name: 'Scraper',
      status: 'FAILED',
      success_count: 1,
      error_count: 1,
      duration_millis: 1500,
      details: { errors: ['boom'] },
    };
    const { adapter } = renderPage(editorAt(saved.id), {
      route: `/catalog/scrapers/${saved.id}`,
      handler: (config) => ({ data: config.url?.includes('job_histories') ? [job] : [saved] }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Job History' }));
    expect(await screen.findByText('boom')).toBeInTheDocument();
    expect(screen.getByText('1.5s')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests.find((request) => request.url?.includes('job_histories'))?.url ?? '');
    expect(url).toContain(`resource_id=eq.${saved.id}`);
    expect(url).toContain('limit=150');
  });

  it('says "No resources found" for an unknown id', async () => {
    renderPage(editorAt(saved.id), { route: `/catalog/scrapers/${saved.id}`, handler: () => ({ data: [] }) });
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });
});
