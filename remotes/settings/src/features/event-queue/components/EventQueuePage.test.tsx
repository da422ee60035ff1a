import { act, screen, within } from '@testing-library/react';
import { EVENT_QUEUE_REFRESH_MS } from '@opsdeck/contracts';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { EventQueuePage } from './EventQueuePage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => {
  restoreLayout();
  jest.useRealTimers();
});

const row = (pending: number) => ({
  name: 'notification.send',
  event_id: null,
  pending,
  failed: 1,
  average_attempts: 1.333333,
  first_failure: '2030-01-01T00:00:00Z',
  last_failure: '2030-01-01T01:00:00Z',
  most_common_error: 'smtp: connection refused',
});

describe('EventQueuePage', () => {
  it('shows the queue by event name from /config/event_queue_summary and asks again while open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let pending = 3;
    const { adapter } = renderPage(<EventQueuePage />, {
      route: '/settings/event-queue-status',
      handler: () => ({ data: [row(pending)] }),
    });
    const table = await screen.findByRole('table', { name: 'Event queue' });
    expect(await within(table).findByText('notification.send')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(within(table).getByText('1.33')).toBeInTheDocument();
    expect(within(table).getByText('smtp: connection refused')).toBeInTheDocument();
    expect(adapter.requests[0]?.url).toContain('/config/event_queue_summary?select=*');
    pending = 7;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EVENT_QUEUE_REFRESH_MS + 10);
    });
    expect(await within(table).findByText('7')).toBeInTheDocument();
    expect(adapter.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing waits', async () => {
    renderPage(<EventQueuePage />, { route: '/settings/event-queue-status', handler: () => ({ data: [] }) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
