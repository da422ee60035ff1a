import type { FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SILENCE_MESSAGES } from '../lib/silence-form';
import { SILENCE_UNSUPPORTED, SilenceCommand, SilenceDialog } from './SilenceDialog';

const CHECK = '00000000-0000-4000-9000-000000000021';

function setup(
  resource: Parameters<typeof SilenceDialog>[0]['resource'],
  reply: FakeHandler = () => ({ status: 200, data: '' }),
) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  const page = renderPage(<SilenceDialog resource={resource} onClose={onClose} />, { handler: reply });
  return { ...page, user, onClose };
}

describe('SilenceDialog (the Silence action)', () => {
  it('silences the resource it was opened on for an hour, and closes done', async () => {
    const { user, adapter, onClose } = setup({ kind: 'check', id: CHECK, name: 'api-health' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Silence' });
    expect(within(dialog).getByTestId('resource-search-choice')).toHaveTextContent('api-health');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(adapter.requests.map((r) => [r.method, r.url])).toEqual([['post', '/notification/silence']]);
    expect(bodyOf(adapter.requests[0]!)).toEqual({ name: 'api-health', from: 'now', until: 'now+1h', check_id: CHECK });
    expect(await screen.findByText(SILENCE_MESSAGES.created)).toBeInTheDocument();
  });

  it('closes not done on Cancel, and stays open with the error when the server refuses', async () => {
    const { user, onClose } = setup({ kind: 'component', id: 'comp-1', name: 'payments' }, () => ({
      status: 403,
      data: { error: 'forbidden', message: 'write access to notifications is required' },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Silence' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('forbidden')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('says so for a resource that cannot be silenced', async () => {
    setup({ kind: 'incident', id: 'i1' });
    expect(await screen.findByText(SILENCE_UNSUPPORTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('SilenceCommand (Silence... in the command palette)', () => {
  it('opens the silence form with no resource picked, which must be picked before saving', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    const { adapter } = renderPage(<SilenceCommand onClose={onClose} />, { handler: () => ({ status: 200, data: '' }) });
    const dialog = await screen.findByRole('dialog', { name: 'Add Silence' });
    expect(within(dialog).queryByTestId('resource-search-choice')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(adapter.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
