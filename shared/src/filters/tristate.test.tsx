import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { TriStateToggle, nextTriState, type TristateValue } from './TriStateToggle';

describe('nextTriState', () => {
  it('sets the clicked state and returns to neutral when it is already active', () => {
    expect(nextTriState(0, 1)).toBe(1);
    expect(nextTriState(0, -1)).toBe(-1);
    expect(nextTriState(1, 1)).toBe(0);
    expect(nextTriState(-1, -1)).toBe(0);
    expect(nextTriState(1, -1)).toBe(-1);
    expect(nextTriState(-1, 1)).toBe(1);
  });
});

describe('TriStateToggle', () => {
  function Harness({ onChange }: { onChange: (v: TristateValue) => void }) {
    const [value, setValue] = useState<TristateValue>(0);
    return (
      <TriStateToggle
        label="env=prod"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('cycles neutral → include → neutral → exclude → include', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const include = screen.getByRole('button', { name: 'Include env=prod' });
    const exclude = screen.getByRole('button', { name: 'Exclude env=prod' });
    expect(screen.getByRole('group').getAttribute('data-state')).toBe('neutral');
    await user.click(include);
    expect(include.getAttribute('aria-pressed')).toBe('true');
    await user.click(include);
    expect(include.getAttribute('aria-pressed')).toBe('false');
    await user.click(exclude);
    expect(exclude.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group').getAttribute('data-state')).toBe('exclude');
    await user.click(include);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 0, -1, 1]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, -1]);
  });
});
