import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Portal } from '@chakra-ui/react';
import { Drawer } from '../drawer';
import { renderWithProviders } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

/** A trigger button and the overlay it opens; the overlay gets `open` and `close`. */
function Harness({ overlay }: { overlay: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {overlay(open, () => setOpen(false))}
    </>
  );
}

/** Opens by keyboard, tabs both ways (the focus never leaves), closes with Escape: focus is back on Open. */
async function expectTrapAndRestore(
  overlay: (open: boolean, close: () => void) => ReactNode,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const user = userEvent.setup();
  renderWithProviders(<Harness overlay={overlay} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole(role);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (const step of ['{Tab}', '{Tab}', '{Tab}', '{Tab}', '{Shift>}{Tab}{/Shift}', '{Shift>}{Tab}{/Shift}']) {
    await user.keyboard(step);
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}

describe('kit overlays keep and give back the focus', () => {
  it('Modal', async () => {
    await expectTrapAndRestore((open, close) => (
      <Modal open={open} onClose={close} title="Edit team" footer={<button type="button">Save</button>}>
        <input aria-label="Name" />
      </Modal>
    ));
  });

  // Which control a dialog starts on needs layout (jsdom has none): the browser tests check that.
  it('ConfirmDialog', async () => {
    await expectTrapAndRestore(
      (open, close) => <ConfirmDialog open={open} onClose={close} onConfirm={() => undefined} title="Delete team?" />,
      'alertdialog',
    );
  });

  it('Drawer', async () => {
    await expectTrapAndRestore((open, close) => (
      <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : close())}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Details</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <input aria-label="Filter" />
                <button type="button">Apply</button>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    ));
  });

  it('Modal gives the focus back also when it goes away with its page state (opened from the URL)', async () => {
    const user = userEvent.setup();
    function UrlModal() {
      const [checkId, setCheckId] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setCheckId('c1')}>
            Row
          </button>
          {checkId ? (
            <Modal open onClose={() => setCheckId(null)} title="Check">
              <button type="button">Run</button>
            </Modal>
          ) : null}
        </>
      );
    }
    renderWithProviders(<UrlModal />);
    const row = screen.getByRole('button', { name: 'Row' });
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row).toHaveFocus());
  });
});
