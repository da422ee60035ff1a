import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HealthCheckCreate } from './HealthCheckCreate';

const ID = '0190a3c4-0000-7000-8000-0000000000d1';

describe('HealthCheckCreate', () => {
  it('asks for a body only once POST or PUT is chosen, and saves the check with it', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<HealthCheckCreate />, {
      route: '/settings/canaries/new',
      handler: () => ({ status: 201, data: [{ id: ID }] }),
    });
    await user.click(screen.getByRole('button', { name: 'HTTP' }));
    const form = screen.getByRole('form', { name: 'HTTP health check' });
    expect(within(form).queryByRole('textbox', { name: 'Body' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'POST');
    await user.type(within(form).getByRole('textbox', { name: 'Body' }), 'ping');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'GET');
    expect(within(form).queryByRole('textbox', { name: 'Body' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'PUT');
    expect(within(form).getByRole('textbox', { name: 'Body' })).toHaveValue('ping');

    await user.type(within(form).getByRole('textbox', { name: 'Canary name' }), 'api');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'api-put');
    await user.type(within(form).getByRole('textbox', { name: 'URL' }), 'http://api/ping');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'post')).toBe(true));
    const post = adapter.requests.find((request) => request.method === 'post')!;
    expect(bodyOf(post)).toMatchObject({
      name: 'api',
      namespace: 'default',
      source: 'UI',
      spec: { schedule: '@every 5m', http: [{ name: 'api-put', url: 'http://api/ping', method: 'PUT', body: 'ping' }] },
    });
  }, 20_000);
});
