import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@opsdeck/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { LinkedComponents } from './LinkedComponents';

jest.setTimeout(30_000);

const CONFIG = '10000000-0000-4000-8000-000000000001';
const links = [
  { component_id: 'c-manual', selector_id: 'manual', components: { id: 'c-manual', name: 'payments' } },
  { component_id: 'c-topology', selector_id: 'topology', components: { id: 'c-topology', name: 'checkout' } },
];

const handler = (config: InternalAxiosRequestConfig) => (config.method === 'get' ? { data: links } : { status: 201, data: [] });

describe('LinkedComponents', () => {
  it('lets a writer remove a manual link after confirming', async () => {
    const { adapter } = renderPage(<LinkedComponents configId={CONFIG} />, { handler });
    expect(await screen.findByRole('link', { name: 'payments' })).toHaveAttribute('href', '/topology/c-manual');
    // Only the manual link can be removed.
    expect(screen.getAllByRole('button', { name: 'Unlink' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Unlink payments from this item?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(adapter.requests.some((r) => r.method === 'delete')).toBe(true));
    const removed = adapter.requests.find((r) => r.method === 'delete')!;
    expect(decodeURIComponent(removed.url ?? '')).toBe(
      `/db/config_component_relationships?component_id=eq.c-manual&config_id=eq.${CONFIG}&selector_id=eq.manual`,
    );
  });

  it('offers no link controls to a viewer', async () => {
    renderPage(<LinkedComponents configId={CONFIG} />, { handler, roles: ['viewer'] });
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link component' })).not.toBeInTheDocument();
  });
});
