import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SettingsResourcePage } from './SettingsResourcePage';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

const RULE_ID = '0190a3c4-0000-7000-8000-0000000000a1';
const page = (
  <Routes>
    <Route path="/settings/:table/:id" element={<SettingsResourcePage />} />
  </Routes>
);

describe('incident rule editor', () => {
  it('checks the spec against the incident rule schema and saves only a valid one', async () => {
    const saved = { id: RULE_ID, name: 'page-on-web', spec: { checks: [{ name: 'web' }] }, source: 'UI' };
    const { adapter } = renderPage(page, {
      route: '/settings/incident_rules/new',
      handler: (config) => (config.method === 'post' ? { status: 201, data: [saved] } : { data: [saved] }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'page-on-web');
    const spec = await screen.findByRole('textbox', { name: 'Spec' });
    const save = screen.getByRole('button', { name: 'Save' });

    fireEvent.change(spec, { target: { value: 'template:\n  severity: huge\n' } });
    const errors = await screen.findByRole('alert', { name: 'Spec errors' });
    expect(errors).toHaveTextContent('template.severity: must be one of low, medium, high, critical, blocker');
    expect(save).toBeDisabled();

    fireEvent.change(spec, { target: { value: 'template:\n  severity: high\n' } });
    expect(
      await screen.findByText('select at least one component or check (spec.components or spec.checks)'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();

    fireEvent.change(spec, { target: { value: 'checks:\n  - name: web\nfilter:\n  age: soon\n' } });
    expect(await screen.findByText('filter.age: a duration such as 30s, 5m or 1h')).toBeInTheDocument();
    expect(save).toBeDisabled();

    fireEvent.change(spec, { target: { value: 'checks:\n  - name: web\n' } });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'post')).toBe(true));
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe('/db/incident_rules');
    expect(bodyOf(post)).toEqual({ name: 'page-on-web', spec: { checks: [{ name: 'web' }] }, source: 'UI' });
  }, 20_000);
});

describe('team editor', () => {
  it('creates a team with the default icon', async () => {
    const team = { id: RULE_ID, name: 'SRE', icon: 'group', spec: {}, source: 'UI' };
    const { adapter } = renderPage(page, {
      route: '/settings/teams/new',
      handler: (config) => (config.method === 'post' ? { status: 201, data: [team] } : { data: [team] }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'SRE');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'post')).toBe(true));
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe('/db/teams');
    expect(bodyOf(post)).toEqual({ icon: 'group', name: 'SRE', spec: {}, source: 'UI' });
  }, 20_000);
});
