import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { SettingsResourcePage } from './SettingsResourcePage';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

const ID = '0190a3c4-0000-7000-8000-0000000000b1';
const saved = {
  id: ID,
  name: 'payments',
  namespace: 'prod',
  labels: { team: 'pay' },
  spec: { schedule: '@every 30m', components: [] },
  source: 'UI',
};
const page = (
  <Routes>
    <Route path="/settings/:table/:id" element={<SettingsResourcePage />} />
    <Route path="/settings/integrations" element={<p>integrations list</p>} />
  </Routes>
);

function handler(row: object = saved) {
  return (config: InternalAxiosRequestConfig) => {
    if (config.method === 'post') return { status: 201, data: [{ ...row, id: ID }] };
    if (config.method === 'patch') return { status: 204 };
    if (config.url?.startsWith('/db/job_histories')) return { data: [], headers: { 'content-range': '*/0' } };
    return { data: [row] };
  };
}

describe('topology form', () => {
  it('saves a new topology in the default namespace with source UI, Save disabled while invalid', async () => {
    const { adapter, location } = renderPage(page, { route: '/settings/topologies/new', handler: handler() });
    const form = await screen.findByRole('form', { name: 'Topology' });
    expect(within(form).getByRole('textbox', { name: 'Namespace' })).toHaveValue('default');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'payments');
    await userEvent.click(save);
    expect(await screen.findByText('payments created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/settings/topologies/${ID}`));
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe('/db/topologies');
    expect(bodyOf(post)).toEqual({
      name: 'payments',
      namespace: 'default',
      labels: {},
      spec: { schedule: '@every 30m', components: [] },
      source: 'UI',
    });
  }, 20_000);

  it('wants a spec: an empty editor is a required field, a list is not a spec', async () => {
    renderPage(page, { route: '/settings/topologies/new', handler: handler() });
    const form = await screen.findByRole('form', { name: 'Topology' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'payments');
    const spec = await within(form).findByRole('textbox', { name: 'Spec' });
    fireEvent.change(spec, { target: { value: '' } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('This field is required');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(spec, { target: { value: '- a' } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The spec must be a YAML or JSON object');
    fireEvent.change(spec, { target: { value: 'components: []' } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
  }, 20_000);

  it('locks name and namespace of a saved one, updates labels and spec, then goes to the integrations', async () => {
    const { adapter, location } = renderPage(page, { route: `/settings/topologies/${ID}`, handler: handler() });
    const form = await screen.findByRole('form', { name: 'Topology' });
    expect(screen.getByRole('tab', { name: 'Job History' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Namespace' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('payments updated successfully')).toBeInTheDocument();
    expect(location().pathname).toBe('/settings/integrations');
    const patch = adapter.requests.find((request) => request.method === 'patch')!;
    expect(decodeURIComponent(patch.url ?? '')).toBe(`/db/topologies?id=eq.${ID}`);
    expect(bodyOf(patch)).toEqual({ labels: { team: 'pay' }, spec: saved.spec });
  }, 20_000);

  it('soft deletes after a confirmation with "{name} deleted successfully" and goes to the integrations', async () => {
    const { adapter, location } = renderPage(page, { route: `/settings/topologies/${ID}`, handler: handler() });
    const form = await screen.findByRole('form', { name: 'Topology' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(adapter.requests.some((request) => request.method === 'patch')).toBe(false);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('payments deleted successfully')).toBeInTheDocument();
    expect(location().pathname).toBe('/settings/integrations');
    expect(bodyOf(adapter.requests.find((request) => request.method === 'patch')!)).toEqual({ deleted_at: 'now()' });
  }, 20_000);

  it('is read-only with its source link when a component created it', async () => {
    renderPage(page, {
      route: `/settings/topologies/${ID}`,
      handler: handler({ ...saved, source: 'component/0190a3c4-0000-7000-8000-0000000000c1' }),
    });
    const form = await screen.findByRole('form', { name: 'Topology' });
    expect(within(form).queryByRole('button', { name: 'Update' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByTestId('source-link')).toHaveTextContent('Created by');
    expect(within(screen.getByTestId('source-link')).getByRole('link')).toHaveAttribute(
      'href',
      '/topology/0190a3c4-0000-7000-8000-0000000000c1',
    );
  }, 20_000);
});
