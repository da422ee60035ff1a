import { PLAYBOOK_TEXT, type FakeHandler } from '@opsdeck/contracts';
import { renderPage } from '@opsdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { ConfigPlaybooksTab } from './ConfigPlaybooksTab';

const CONFIG = '00000000-0000-4000-9000-000000000040';
const RUN = '00000000-0000-4000-9000-000000000061';

function render(rows: object[]) {
  const urls: string[] = [];
  const handler: FakeHandler = (config) => {
    if (config.url?.startsWith('/db/playbook_runs')) {
      urls.push(config.url);
      return { data: rows, headers: { 'content-range': `0-${Math.max(0, rows.length - 1)}/${rows.length}` } };
    }
    return { status: 404 };
  };
  renderPage(<ConfigPlaybooksTab resource={{ kind: 'config', id: CONFIG, name: 'web' }} />, {
    route: `/catalog/${CONFIG}/playbooks`,
    handler,
  });
  return urls;
}

it('lists the runs on the item, newest first, without a resource column', async () => {
  const urls = render([
    {
      id: RUN,
      playbook_id: 'p',
      status: 'completed',
      created_at: '2026-11-25T10:00:00Z',
      start_time: '2026-11-25T10:00:01Z',
      end_time: '2026-11-25T10:00:04Z',
      config_id: CONFIG,
      playbooks: { id: 'p', name: 'restart', title: 'Restart deployment' },
      created_by: { id: 'u', name: 'Alice Admin' },
    },
  ]);
  const table = await screen.findByRole('table', { name: PLAYBOOK_TEXT.runsTitle });
  expect(await within(table).findByRole('link', { name: 'Restart deployment' })).toHaveAttribute(
    'href',
    `/playbooks/runs/${RUN}`,
  );
  expect(within(table).getByText('Alice Admin')).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: PLAYBOOK_TEXT.resource })).toBeNull();
  const url = decodeURIComponent(urls[0]!);
  expect(url).toContain(`config_id=eq.${CONFIG}`);
  expect(url).toContain('parent_id=is.null');
  expect(url).toContain('order=created_at.desc');
});

it('says so when the item has no runs', async () => {
  render([]);
  expect(await screen.findByText('No data available')).toBeInTheDocument();
});
