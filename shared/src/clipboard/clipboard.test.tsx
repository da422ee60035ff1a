import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { toaster } from '../toast/toaster';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function mockClipboard(writeText: ((t: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  act(() => {
    toaster.remove();
  });
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
});

describe('CodeBlock', () => {
  it('renders the code and copies it with a success toast', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    renderWithProviders(<CodeBlock code={'kind: Canary\nname: web'} label="spec" title="canary.yaml" />);
    mockClipboard(writeText);
    expect(screen.getByText(/kind: Canary/).textContent).toBe('kind: Canary\nname: web');
    expect(screen.getByText('canary.yaml')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy spec' }));
    expect(writeText).toHaveBeenCalledWith('kind: Canary\nname: web');
    expect(await screen.findByText('Copied spec to clipboard')).toBeTruthy();
  });

  it('keeps the copy button beside the scrolling code, never over it', () => {
    renderWithProviders(
      <CodeBlock
        code={`kubectl --kubeconfig ./${'x'.repeat(200)}-kubeconfig.yaml get canaries --all-namespaces`}
        label="kubectl command"
      />,
    );
    const pre = screen.getByText(/kubectl --kubeconfig/).closest('pre') as HTMLElement;
    const button = screen.getByRole('button', { name: 'Copy kubectl command' });
    expect(pre.contains(button)).toBe(false);
    expect(getComputedStyle(pre).overflow).toBe('auto');
    // Not laid over the code: neither the button nor its column is positioned out of the flow.
    for (let el: HTMLElement | null = button; el && el !== pre.parentElement; el = el.parentElement) {
      expect(getComputedStyle(el).position).not.toBe('absolute');
    }
    expect(getComputedStyle(screen.getByTestId('code-block-actions')).flexShrink).toBe('0');
  });
});

describe('CopyButton', () => {
  it('says when the clipboard is not available', async () => {
    renderWithProviders(<CopyButton value="abc" label="id" />);
    mockClipboard(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Copy id' }));
    expect(await screen.findByText('Clipboard not available')).toBeTruthy();
  });

  it('says when copying fails', async () => {
    renderWithProviders(<CopyButton value="abc" label="id" />);
    mockClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Copy id' }));
    await waitFor(() => expect(screen.getByText('Failed to copy to clipboard')).toBeTruthy());
  });
});
