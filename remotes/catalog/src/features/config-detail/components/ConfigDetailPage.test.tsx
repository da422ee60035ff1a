import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisteredExtension } from '@opsdeck/shared/extensions';
import { renderPage } from '@opsdeck/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { ConfigDetailPage } from './ConfigDetailPage';

// Monaco needs a real browser: the viewer is a read-only text area of the document here.
const mockPreloadCodeEditor = jest.fn();
jest.mock('@opsdeck/shared/editor', () => ({
  ...jest.requireActual('@opsdeck/shared/editor'),
  preloadCodeEditor: () => mockPreloadCodeEditor(),
  CodeViewer: ({ value, language, 'aria-label': label }: { value: unknown; language: string; 'aria-label': string }) => (
    <textarea readOnly aria-label={label} data-language={language} value={JSON.stringify(value)} />
  ),
}));

// Whole pages with their tabs: slow on a busy machine.
jest.setTimeout(30_000);

const ID = '10000000-0000-4000-8000-000000000002';
const PARENT = '10000000-0000-4000-8000-000000000001';

const item = {
  id: ID,
  name: 'web',
  type: 'Kubernetes::Deployment',
  config_class: 'Deployment',
  health: 'unhealthy',
  status: 'Degraded',
  path: `${PARENT}.${ID}`,
  tags: { cluster: 'prod' },
  labels: { app: 'web' },
  external_id: ['deployment/web'],
  agent_id: '00000000-0000-0000-0000-000000000000',
  agent_name: 'local',
  source: 'kubernetes',
  properties: [{ name: 'replicas', value: 3 }],
  cost_total_30d: 4,
  scraper: { id: 's1', name: 'cluster scraper' },
  config: { spec: { replicas: 3 } },
  summary: { changes: 7, analysis: 2, relationships: 3, checks: 1, playbook_runs: 0 },
};

const Tab = ({ resource }: { resource: { id: string } }) => <p>checks of {resource.id}</p>;
const Action = () => <p>evidence dialog</p>;

const contributions = [
  {
    remote: 'health-topology',
    point: 'resource.tab',
    id: 'config-checks',
    label: 'Checks',
    path: 'checks',
    order: 50,
    kinds: ['config'],
    permissions: [],
    load: async () => ({ default: Tab }),
  },
  {
    remote: 'incidents',
    point: 'resource.action',
    id: 'link-to-incident',
    label: 'Attach as Evidence',
    order: 10,
    kinds: ['config', 'config_change'],
    permissions: [{ resource: 'incident', action: 'write' }],
    load: async () => ({ default: Action }),
  },
] as unknown as RegisteredExtension[];

function handler(config: InternalAxiosRequestConfig) {
  const url = decodeURIComponent(config.url ?? '');
  if (url.startsWith('/db/config_detail')) return { data: url.includes(ID) ? [item] : [] };
  if (url.startsWith('/db/configs')) return { data: [{ id: PARENT, name: 'prod-cluster', type: 'Kubernetes::Cluster' }] };
  return { data: [] };
}

describe('ConfigDetailPage', () => {
  it('shows breadcrumbs from the path, the facts, the document and the tabs with counts', async () => {
    renderPage(<ConfigDetailPage />, { route: `/catalog/${ID}`, path: '/catalog/:id/*', handler, contributions });
    expect(await screen.findByRole('heading', { name: 'web' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'prod-cluster' })).toHaveAttribute('href', `/catalog/${PARENT}`);
    expect(screen.getByText('deployment/web')).toBeInTheDocument();
    expect(screen.getByText('cluster scraper')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('$4.00 (30d)')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Config' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: /Checks/ })).toHaveTextContent('Checks1');
    expect(screen.getByRole('button', { name: 'Attach as Evidence' })).toBeInTheDocument();
  });

  it('opens a contributed tab from its sub-path and switches tabs through the URL', async () => {
    const { location } = renderPage(<ConfigDetailPage />, {
      route: `/catalog/${ID}/checks`,
      path: '/catalog/:id/*',
      handler,
      contributions,
    });
    expect(await screen.findByText(`checks of ${ID}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Config' }));
    await waitFor(() => expect(location().pathname).toBe(`/catalog/${ID}`));
  });

  it("starts loading the viewer's code with the document tab's first render, before the item arrives", () => {
    // Whether the page was already on screen at each call: a preload from an effect would see it.
    const pageShown: boolean[] = [];
    mockPreloadCodeEditor
      .mockReset()
      .mockImplementation(() => pageShown.push(document.querySelector('[aria-label="Loading config item"]') !== null));
    const pending = () => new Promise<never>(() => undefined);
    renderPage(<ConfigDetailPage />, { route: `/catalog/${ID}`, path: '/catalog/:id/*', handler: pending, contributions });
    expect(screen.getByLabelText('Loading config item')).toBeInTheDocument();
    expect(pageShown[0]).toBe(false);
  });

  it("does not load the viewer's code on another tab", async () => {
    mockPreloadCodeEditor.mockClear();
    renderPage(<ConfigDetailPage />, { route: `/catalog/${ID}/checks`, path: '/catalog/:id/*', handler, contributions });
    expect(await screen.findByText(`checks of ${ID}`)).toBeInTheDocument();
    expect(mockPreloadCodeEditor).not.toHaveBeenCalled();
  });

  it('leaves out what a dropped remote contributed', async () => {
    renderPage(<ConfigDetailPage />, { route: `/catalog/${ID}`, path: '/catalog/:id/*', handler, contributions: [] });
    expect(await screen.findByRole('heading', { name: 'web' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Checks/ })).not.toBeInTheDocument();
  });

  it('says "No details found" for an unknown or malformed id', async () => {
    const { adapter } = renderPage(<ConfigDetailPage />, {
      route: '/catalog/10000000-0000-4000-8000-0000000000ff',
      path: '/catalog/:id/*',
      handler,
    });
    expect(await screen.findByText('No details found')).toBeInTheDocument();
    expect(adapter.requests).toHaveLength(1);
  });

  it('does not ask the server about a malformed id', async () => {
    const { adapter } = renderPage(<ConfigDetailPage />, { route: '/catalog/not-an-id', path: '/catalog/:id/*', handler });
    expect(await screen.findByText('No details found')).toBeInTheDocument();
    expect(adapter.requests).toHaveLength(0);
  });
});
