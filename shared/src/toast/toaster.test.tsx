import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyle, renderWithProviders } from '../testing';
import { Button } from '../primitives';
import { errorMessageOf, notify, toaster } from './toaster';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('errorMessageOf', () => {
  it('takes the response error, then message, then the error message', () => {
    expect(errorMessageOf({ response: { data: { error: 'bad input' } } })).toBe('bad input');
    expect(errorMessageOf({ response: { data: { message: 'not allowed' } } })).toBe('not allowed');
    expect(errorMessageOf(new Error('socket hang up'))).toBe('socket hang up');
    expect(errorMessageOf('plain')).toBe('plain');
  });

  it('falls back to "An error occurred"', () => {
    expect(errorMessageOf(undefined)).toBe('An error occurred');
    expect(errorMessageOf({ response: { data: '<html>' } })).toBe('An error occurred');
  });
});

describe('toaster', () => {
  it('is configured bottom-right for 5 seconds', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
    const id = notify.success('Saved');
    const created = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(created?.duration).toBe(5000);
    expect(created?.closable).toBe(true);
  });

  it('shows a success toast with its icon and a close button that removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Button onClick={() => notify.success('Team updated successfully')}>go</Button>);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Team updated successfully')).toBeTruthy();
    expect(within(toast).getByLabelText('Success')).toBeTruthy();
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Team updated successfully')).toBeNull());
  });

  it.each([
    ['success', 'Success'],
    ['error', 'Error'],
    ['warning', 'Warning'],
  ] as const)('draws the %s icon in the toast text colour, not in the colour that fills the toast', async (type, label) => {
    renderWithProviders(<span />);
    act(() => {
      notify[type]('Copied');
    });
    const toast = await screen.findByTestId('toast');
    const icon = within(toast).getByLabelText(label);
    const fill = declaredStyle(toast, 'background');
    expect(fill).toMatch(/var\(--chakra-colors-\w+-solid\)/);
    expect(declaredStyle(icon, 'color')).not.toBe(fill);
    expect(declaredStyle(icon, 'color').toLowerCase()).toBe('currentcolor');
  });

  it('shows error icons and the API error text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Button onClick={() => notify.apiError({ response: { data: { error: 'quota exceeded' } } })}>go</Button>);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('quota exceeded')).toBeTruthy();
    expect(within(toast).getByLabelText('Error')).toBeTruthy();
  });

  it('shows a spinner for loading toasts until updated', async () => {
    const user = userEvent.setup();
    let id = '';
    renderWithProviders(<Button onClick={() => (id = notify.loading('Deleting...'))}>go</Button>);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByLabelText('Loading')).toBeTruthy();
    act(() => notify.update(id, 'success', 'Deleted'));
    await waitFor(() => expect(screen.getByText('Deleted')).toBeTruthy());
  });

  it('dismisses itself after the toast duration', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>page</p>);
      act(() => {
        notify.error('Went away');
      });
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('Went away')).toBeTruthy();
      await act(async () => {
        jest.advanceTimersByTime(6000);
      });
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.queryByText('Went away')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
