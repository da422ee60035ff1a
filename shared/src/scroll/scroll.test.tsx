import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { OverflowShades } from './OverflowShades';
import { useHorizontalOverflow } from './useHorizontalOverflow';
import { updateKeyboardScrollable, useKeyboardScrollable } from './useKeyboardScrollable';

function Strip() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(element);
  return (
    <div>
      <div ref={setElement} data-testid="strip" />
      <OverflowShades overflow={overflow} />
    </div>
  );
}

/** jsdom lays nothing out: the sizes a browser would measure. */
function layout(element: HTMLElement, sizes: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(element, key, { value, configurable: true });
}

describe('horizontal overflow shades', () => {
  it('shows a shade on each side that hides content, following the scroll', () => {
    renderWithProviders(<Strip />);
    const strip = screen.getByTestId('strip');
    layout(strip, { scrollLeft: 0, clientWidth: 500, scrollWidth: 900 });
    act(() => void strip.dispatchEvent(new Event('scroll')));
    expect(screen.queryByTestId('overflow-start')).not.toBeInTheDocument();
    expect(screen.getByTestId('overflow-end')).toBeInTheDocument();

    layout(strip, { scrollLeft: 400, clientWidth: 500, scrollWidth: 900 });
    act(() => void strip.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('overflow-start')).toBeInTheDocument();
    expect(screen.queryByTestId('overflow-end')).not.toBeInTheDocument();
  });

  it('shows none when everything fits', () => {
    render(<Strip />);
    expect(screen.queryByTestId('overflow-start')).not.toBeInTheDocument();
    expect(screen.queryByTestId('overflow-end')).not.toBeInTheDocument();
  });

  it('measures when the browser reports the laid-out size, not while the page renders', () => {
    const reports: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        reports.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    try {
      let reads = 0;
      Object.defineProperty(HTMLDivElement.prototype, 'scrollWidth', {
        configurable: true,
        get: () => {
          reads += 1;
          return 900;
        },
      });
      Object.defineProperty(HTMLDivElement.prototype, 'clientWidth', { configurable: true, get: () => 500 });
      const { unmount } = renderWithProviders(<Strip />);
      expect(reads).toBe(0);
      act(() => reports.forEach((report) => report([], {} as ResizeObserver)));
      expect(reads).toBeGreaterThan(0);
      expect(screen.getByTestId('overflow-end')).toBeInTheDocument();
      unmount();
    } finally {
      globalThis.ResizeObserver = original;
      delete (HTMLDivElement.prototype as { scrollWidth?: number }).scrollWidth;
      delete (HTMLDivElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });
});

describe('keyboard scrollable regions', () => {
  const sized = (element: HTMLElement, scrollHeight: number) =>
    Object.defineProperties(element, {
      scrollHeight: { value: scrollHeight, configurable: true },
      clientHeight: { value: 100, configurable: true },
    });

  it('puts an overflowing region without focusable content in the tab order, and takes it out again', () => {
    const region = document.createElement('div');
    region.textContent = 'long details';
    sized(region, 400);
    updateKeyboardScrollable(region);
    expect(region.getAttribute('tabindex')).toBe('0');

    region.append(Object.assign(document.createElement('button'), { textContent: 'Act' }));
    updateKeyboardScrollable(region);
    expect(region.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves a region that fits, and a tabindex set by its owner, alone', () => {
    const fits = document.createElement('div');
    sized(fits, 100);
    updateKeyboardScrollable(fits);
    expect(fits.hasAttribute('tabindex')).toBe(false);

    const owned = document.createElement('div');
    owned.setAttribute('tabindex', '-1');
    sized(owned, 100);
    updateKeyboardScrollable(owned);
    expect(owned.getAttribute('tabindex')).toBe('-1');
  });

  it('follows content changes through the ref', async () => {
    function Region({ button }: { button: boolean }) {
      const ref = useKeyboardScrollable<HTMLDivElement>();
      return (
        <div
          ref={(element) => {
            if (element) sized(element, 400);
            ref(element);
          }}
          data-testid="region"
        >
          text{button ? <button type="button">Act</button> : null}
        </div>
      );
    }
    const view = render(<Region button={false} />);
    expect(screen.getByTestId('region').getAttribute('tabindex')).toBe('0');
    view.rerender(<Region button />);
    await waitFor(() => expect(screen.getByTestId('region').hasAttribute('tabindex')).toBe(false));
  });
});
