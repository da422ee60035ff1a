import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { CardWidthSlider, clampCardWidth } from './CardWidthSlider';

describe('clampCardWidth', () => {
  it('keeps widths within 250..768 on the step-2 grid', () => {
    expect(clampCardWidth(100)).toBe(250);
    expect(clampCardWidth(1000)).toBe(768);
    expect(clampCardWidth(554)).toBe(554);
    expect(clampCardWidth(555)).toBe(556);
    expect(clampCardWidth(Number.NaN)).toBe(554);
  });
});

async function press(el: HTMLElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(el, { key });
  });
}

describe('CardWidthSlider', () => {
  function Harness({ start, onChange }: { start: number; onChange: (v: number) => void }) {
    const [v, setV] = useState(start);
    return (
      <CardWidthSlider
        value={v}
        onChange={(n) => {
          setV(n);
          onChange(n);
        }}
      />
    );
  }

  it('exposes min 250, max 768 and moves in steps of 2 from the keyboard', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness start={554} onChange={onChange} />);
    const thumb = screen.getByRole('slider', { hidden: true });
    expect(thumb.getAttribute('aria-valuemin')).toBe('250');
    expect(thumb.getAttribute('aria-valuemax')).toBe('768');
    expect(thumb.getAttribute('aria-valuenow')).toBe('554');
    await act(async () => {
      thumb.focus();
    });
    await press(thumb, 'ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(556);
    await press(thumb, 'Home');
    expect(onChange).toHaveBeenLastCalledWith(250);
    await press(thumb, 'ArrowLeft');
    expect(thumb.getAttribute('aria-valuenow')).toBe('250');
    await press(thumb, 'End');
    expect(onChange).toHaveBeenLastCalledWith(768);
    expect(screen.getByText('768px')).toBeTruthy();
  });
});
