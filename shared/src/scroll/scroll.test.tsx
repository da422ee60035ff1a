import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { OverflowShades } from './OverflowShades';
import { useHorizontalOverflow } from './useHorizontalOverflow';

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
});
