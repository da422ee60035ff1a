import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApplyColorMode, useColorMode } from '../format';
import { applyColorMode, readColorModePreference, resolveColorMode, watchSystemColorMode } from './color-mode';

/** A matchMedia whose dark preference the test switches, as the operating system would. */
function fakeSystem(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return dark;
      },
      media: query,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Switcher() {
  const mode = useApplyColorMode();
  const { preference, setPreference } = useColorMode();
  return (
    <div>
      <span data-testid="mode">
        {preference}:{mode}
      </span>
      <button onClick={() => setPreference('dark')}>dark</button>
      <button onClick={() => setPreference('light')}>light</button>
      <button onClick={() => setPreference('system')}>system</button>
    </div>
  );
}

describe('colour mode', () => {
  const root = document.documentElement;
  beforeEach(() => {
    window.localStorage.clear();
    root.className = '';
  });

  it('resolves system through the operating system and keeps explicit choices', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('reads the saved preference and ignores anything else', () => {
    expect(readColorModePreference()).toBe('system');
    window.localStorage.setItem('colorMode', 'dark');
    expect(readColorModePreference()).toBe('dark');
    window.localStorage.setItem('colorMode', 'purple');
    expect(readColorModePreference()).toBe('system');
  });

  it('puts the mode on <html> as a class and a color-scheme', () => {
    applyColorMode('dark');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode('light');
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('switches modes with transitions off until the new colours are applied, and sets the first mode as it is', async () => {
    const pauses = () =>
      [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('transition:none'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the earlier tests' switches end
    delete root.dataset.colorMode; // the page's first mode: nothing to switch from
    applyColorMode('light');
    expect(pauses()).toHaveLength(0);
    applyColorMode('light');
    expect(pauses()).toHaveLength(0);
    applyColorMode('dark');
    expect(root).toHaveClass('dark');
    expect(pauses()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pauses()).toHaveLength(0);
  });

  it('switches without reload, saves the choice, and follows the system under "system"', async () => {
    const system = fakeSystem(false);
    try {
      const user = userEvent.setup();
      render(<Switcher />);
      expect(screen.getByTestId('mode')).toHaveTextContent('system:light');
      expect(root).toHaveClass('light');

      await user.click(screen.getByRole('button', { name: 'dark' }));
      expect(window.localStorage.getItem('colorMode')).toBe('dark');
      expect(root).toHaveClass('dark');

      await user.click(screen.getByRole('button', { name: 'system' }));
      expect(root).toHaveClass('light');
      act(() => system.switchTo(true));
      expect(screen.getByTestId('mode')).toHaveTextContent('system:dark');
      expect(root).toHaveClass('dark');

      await user.click(screen.getByRole('button', { name: 'light' }));
      act(() => system.switchTo(true));
      expect(root).toHaveClass('light');
    } finally {
      system.restore();
    }
  });

  it('stops following the system once unsubscribed', () => {
    const system = fakeSystem(false);
    const seen: boolean[] = [];
    const stop = watchSystemColorMode((dark) => seen.push(dark));
    system.switchTo(true);
    stop();
    system.switchTo(false);
    expect(seen).toEqual([true]);
    system.restore();
  });
});
