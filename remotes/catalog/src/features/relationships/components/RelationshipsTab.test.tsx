import { screen } from '@testing-library/react';
import { renderPage } from '@opsdeck/shared/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { RelationshipsTab } from './RelationshipsTab';

jest.setTimeout(30_000);

const CONFIG = '10000000-0000-4000-8000-000000000001';
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `item-${i}`,
    name: `item ${i}`,
    type: 'Kubernetes::Pod',
    related_ids: [CONFIG],
  }));

function render(count: number) {
  const handler = (config: InternalAxiosRequestConfig) =>
    (config.url ?? '').startsWith('/db/rpc/related_configs_recursive') ? { data: items(count) } : { data: [] };
  renderPage(<RelationshipsTab resource={{ kind: 'config', id: CONFIG, name: 'web' }} />, {
    route: `/catalog/${CONFIG}/relationships?view=list`,
    handler,
  });
}

describe('RelationshipsTab', () => {
  it('says so when the walk reached its bound of 500 items', async () => {
    render(500);
    expect(await screen.findByRole('table', { name: 'Related configs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing the nearest 500 related items.');
  });

  it('says nothing more below the bound', async () => {
    render(3);
    expect(await screen.findByRole('table', { name: 'Related configs' })).toBeInTheDocument();
    expect(screen.queryByText('Showing the nearest 500 related items.')).not.toBeInTheDocument();
  });
});
