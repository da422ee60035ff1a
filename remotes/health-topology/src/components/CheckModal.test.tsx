import { renderWithProviders } from '@opsdeck/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckModal } from './CheckModal';

// The modal's chunk: the first download fails (offline), later ones succeed.
let mockDownloads = 0;
jest.mock('../features/check-detail/components/CheckDetailModal', () => {
  mockDownloads += 1;
  if (mockDownloads === 1) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  return { CheckDetailModal: ({ checkId }: { checkId: string }) => <p>modal of {checkId}</p> };
});

describe('CheckModal', () => {
  it('says the modal could not be loaded, with Retry and Close, and loads it on Retry', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<CheckModal checkId="c1" timeRange="1h" onTimeRangeChange={() => undefined} onClose={onClose} />);
    const failure = await screen.findByRole('dialog', { name: 'Check' });
    expect(failure).toHaveTextContent('This part of the console could not be loaded. Check the connection and try again.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await act(async () => user.click(retry));
    expect(await screen.findByText('modal of c1')).toBeInTheDocument();
    expect(mockDownloads).toBe(2);
  });
});
