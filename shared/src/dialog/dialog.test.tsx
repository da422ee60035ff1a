import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';
import { dialogWidth, widthBand } from './sizes';

function setWindowWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

describe('dialog sizes', () => {
  it('bands window widths at 768, 1024, 1280 and 1600', () => {
    expect([500, 767, 768, 1023, 1024, 1279, 1280, 1599, 1600, 2400].map(widthBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('gives every size a width per band, growing with the size', () => {
    const sizes = ['very-small', 'small', 'medium', 'large', 'full'] as const;
    for (const w of [600, 900, 1100, 1400, 1800]) {
      const widths = sizes.map((s) => parseFloat(dialogWidth(s, w)));
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
    expect(dialogWidth('medium', 1100)).not.toBe(dialogWidth('medium', 1400));
    expect(dialogWidth('small', 1400, true)).toBe('100vw');
  });
});

describe('Modal', () => {
  afterEach(() => setWindowWidth(1024));

  it('renders title, body, footer and the help link', () => {
    renderWithProviders(
      <Modal open onClose={() => {}} title="Edit team" footer={<button>Save</button>} helpLink="https://docs.example.com/teams">
        body text
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit team' })).toBeTruthy();
    expect(screen.getByText('body text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('href')).toBe('https://docs.example.com/teams');
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it('sizes itself from the window width and follows resizes', () => {
    setWindowWidth(1300);
    renderWithProviders(
      <Modal open onClose={() => {}} title="Sized" size="small">
        x
      </Modal>,
    );
    const content = screen.getByRole('dialog');
    expect(content.style.width).toBe(dialogWidth('small', 1300));
    act(() => {
      setWindowWidth(700);
      window.dispatchEvent(new Event('resize'));
    });
    expect(content.style.width).toBe(dialogWidth('small', 700));
  });

  it('toggles between expanded and normal width', async () => {
    const user = userEvent.setup();
    setWindowWidth(1700);
    renderWithProviders(
      <Modal open onClose={() => {}} title="Big" size="very-small">
        x
      </Modal>,
    );
    const content = screen.getByRole('dialog');
    expect(content.style.width).toBe('25vw');
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(content.style.width).toBe('100vw');
    expect(content.getAttribute('data-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Shrink' }));
    expect(content.style.width).toBe('25vw');
  });

  it('closes from the close button and Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(
      <Modal open onClose={onClose} title="Closable">
        x
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can hide the expand toggle', () => {
    renderWithProviders(
      <Modal open onClose={() => {}} title="Plain" hideExpandToggle>
        x
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Expand' })).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('shows a red warning for delete and a green check for approve', () => {
    const { unmount } = renderWithProviders(
      <ConfirmDialog open onClose={() => {}} onConfirm={() => {}} title="Delete team?" description="This cannot be undone" />,
    );
    expect(screen.getByRole('alertdialog').getAttribute('data-variant')).toBe('delete');
    expect(screen.getByLabelText('Warning')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('This cannot be undone')).toBeTruthy();
    unmount();
    renderWithProviders(<ConfirmDialog open variant="approve" onClose={() => {}} onConfirm={() => {}} title="Approve run?" />);
    expect(screen.getByRole('alertdialog').getAttribute('data-variant')).toBe('approve');
    expect(screen.getByLabelText('Confirm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('is busy with a spinner while the action runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open onClose={onClose} onConfirm={onConfirm} title="Delete?" confirmLabel="Remove" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('button', { name: /Remove/ });
    await waitFor(() => expect(screen.getByLabelText('Working')).toBeTruthy());
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Working')).toBeNull();
  });

  it('stays open and idle again when the action fails', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <ConfirmDialog open onClose={onClose} onConfirm={() => Promise.reject(new Error('no'))} title="Delete?" />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the busy state from isLoading and cancels otherwise', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(<ConfirmDialog open onClose={onClose} onConfirm={() => {}} title="Delete?" />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog open onClose={onClose} onConfirm={() => {}} title="Delete?" isLoading />);
    expect(screen.getByLabelText('Working')).toBeTruthy();
  });
});
