import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { ChangesView } from './ChangesView';

// Whole lists with a real table: slow on a busy machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const CHANGE = '20000000-0000-4000-8000-000000000001';
const row = {
  id: CHANGE,
  config_id: '10000000-0000-4000-8000-000000000001',
  name: 'web',
  type: 'Kubernetes::Deployment',
  change_type: 'diff',
  severity: 'info',
  summary: 'replicas 2 -> 3',
  source: 'kubernetes',
  created_at: '2026-11-25T10:00:00Z',
  count: 1,
  external_created_by: 'ci-deployer',
};
const detail = {
  ...row,
  diff: '--- before\n+++ after\n@@ -1,2 +1,2 @@\n spec:\n-  replicas: 2\n+  replicas: 3\n',
  patches: { spec: { replicas: 3 } },
  details: { path: 'spec.replicas' },
  config: { id: row.config_id, name: 'web', type: 'Kubernetes::Deployment' },
};

function handler(config: InternalAxiosRequestConfig) {
  const url = decodeURIComponent(config.url ?? '');
  if (url === '/catalog/changes') return { data: { total: 1, summary: { diff: 1 }, changes: [row] } };
  if (url.startsWith('/db/config_changes')) return { data: [detail] };
  return { data: [] };
}

const bodies = (adapter: { requests: InternalAxiosRequestConfig[] }) =>
  adapter.requests.filter((r) => r.url === '/catalog/changes').map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);

describe('ChangesView', () => {
  it('asks for the newest changes of the last two days, an item’s with its children', async () => {
    const { adapter } = renderPage(<ChangesView configId={row.config_id} />, { route: '/catalog/x/changes', handler });
    const table = await screen.findByRole('table', { name: 'Config changes' });
    expect(await within(table).findByText('replicas 2 -> 3')).toBeInTheDocument();
    expect(bodies(adapter)[0]).toEqual({
      page: 1,
      page_size: 50,
      sort_by: '-created_at',
      from: 'now-2d',
      id: row.config_id,
      recursive: 'downstream',
      depth: 5,
    });
  });

  it('opens a change with its diff, patches, details, source and author, from the URL', async () => {
    const { location } = renderPage(<ChangesView />, { route: '/catalog/changes', handler });
    const table = await screen.findByRole('table', { name: 'Config changes' });
    await userEvent.click(await within(table).findByText('replicas 2 -> 3'));
    await waitFor(() => expect(location().search).toContain(`id=${CHANGE}`));
    const panel = await screen.findByRole('dialog', { name: 'Change details' });
    const diff = await within(panel).findByRole('region', { name: 'Change diff' });
    expect(diff).toHaveTextContent('1 added, 1 removed');
    expect(diff.querySelector('[data-diff-line="remove"]')).toHaveTextContent('replicas: 2');
    expect(diff.querySelector('[data-diff-line="add"]')).toHaveTextContent('replicas: 3');
    expect(within(panel).getByText('ci-deployer')).toBeInTheDocument();
    expect(within(panel).getByText(/"replicas": 3/)).toBeInTheDocument();
    expect(within(panel).getByText(/"path": "spec.replicas"/)).toBeInTheDocument();
  });
});
