import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { IntegrationsPage } from './IntegrationsPage';

// Monaco needs a real browser: a textarea stands in for the values editor.
jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const row = {
  id: 'i1',
  name: 'cluster-scraper',
  integration_type: 'scrapers',
  source: 'UI',
  job_status: 'FAILED',
  created_at: null,
};
const handler = () => ({ data: [row], headers: { 'content-range': '0-0/1' } });

describe('IntegrationsPage', () => {
  it('lists integrations_with_status, newest first, with the last job status', async () => {
    const { adapter } = renderPage(<IntegrationsPage />, { route: '/settings/integrations', handler });
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(await within(table).findByText('cluster-scraper')).toBeInTheDocument();
    expect(within(table).getByText('Catalog Scraper')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Job status: FAILED' })).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/integrations_with_status?select=*');
    expect(url).toContain('order=created_at.desc.nullslast');
  });

  it('offers the GitOps and direct tiles, without Log Backends when logs are off', async () => {
    const user = userEvent.setup();
    renderPage(<IntegrationsPage />, {
      route: '/settings/integrations',
      handler,
      properties: [{ name: 'logs.disable', value: 'true' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Integration' }));
    const dialog = await screen.findByTestId('add-integration-dialog');
    const gitops = within(dialog).getByRole('group', { name: 'Add via GitOps' });
    expect(
      within(gitops)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AWS', 'Azure', 'Prometheus', 'Flux', 'Kubernetes', 'Mission Control']);
    const direct = within(dialog).getByRole('group', { name: 'Add Directly' });
    expect(
      within(direct)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Custom Topology', 'Catalog Scraper']);
  });

  it('generates the Flux HelmRelease and Helm commands of a GitOps option, checks the values, and goes Back', async () => {
    const user = userEvent.setup();
    renderPage(<IntegrationsPage />, { route: '/settings/integrations?add=1', handler });
    const dialog = await screen.findByTestId('add-integration-dialog');
    expect(within(dialog).getByRole('button', { name: 'Log Backends' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Prometheus' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Namespace' })).toHaveValue('mission-control');
    expect(
      within(dialog).getByText('You will need to have Kubernetes chart installed in flux to use this option.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/kind: HelmRelease/)).toHaveTextContent('interval: 30m');
    await user.click(within(dialog).getByRole('tab', { name: 'Helm CLI' }));
    expect(
      await within(dialog).findByText(/helm install mission-control-prometheus flanksource\/mission-control-prometheus/),
    ).toBeInTheDocument();

    const values = await within(dialog).findByRole('textbox', { name: 'Values' });
    expect(values).toHaveAttribute('data-language', 'yaml');
    fireEvent.change(values, { target: { value: 'topologyName: 3' } });
    expect(within(dialog).getByRole('list', { name: 'Problems in the values' })).toHaveTextContent('prometheusURL is required');
    expect(within(dialog).queryByRole('tab', { name: 'Flux' })).toBeNull();
    expect(within(dialog).getByText('Close', { selector: 'button' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('group', { name: 'Add via GitOps' })).toBeInTheDocument();
  }, 20_000);

  it('closes after the chosen option is done and refreshes the list', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<IntegrationsPage />, { route: '/settings/integrations?add=1', handler });
    const dialog = await screen.findByTestId('add-integration-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Flux' }));
    await within(dialog).findByRole('tab', { name: 'Flux' });
    const reads = () => adapter.requests.filter((request) => request.url?.includes('integrations_with_status')).length;
    const before = reads();
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('add-integration-dialog')).toBeNull());
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  }, 20_000);

  it('hides Add Integration and the detail links from a role that cannot write integrations', async () => {
    renderPage(<IntegrationsPage />, { route: '/settings/integrations', roles: ['commander'], handler });
    expect(await screen.findByText('cluster-scraper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Integration' })).toBeNull();
  });
});
