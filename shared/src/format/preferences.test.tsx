import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { FormattedDate } from './FormattedDate';
import { getPreference, resetPreference, setPreference, useCardWidthPreference, usePreference } from './preferences';

beforeEach(() => localStorage.clear());

describe('preferences', () => {
  it('has the spec defaults', () => {
    expect(getPreference('datetime_preference')).toBe('timestamp');
    expect(getPreference('display_timezone_preference')).toBe('Browser');
    expect(getPreference('topology_card_width')).toBe('554px');
    expect(getPreference('show_deleted_items_preference')).toBe('no');
    expect(getPreference('persistPageSize')).toBe(50);
    expect(getPreference('recentlyUsedTimeRanges')).toEqual([]);
    expect(getPreference('sidebarCollapsed')).toBe(false);
  });

  it('stores values in localStorage under the preference keys', () => {
    setPreference('datetime_preference', 'short');
    setPreference('persistPageSize', 100);
    setPreference('recentlyUsedTimeRanges', [{ from: 'a', to: 'b' }]);
    expect(localStorage.getItem('datetime_preference')).toBe('short');
    expect(localStorage.getItem('persistPageSize')).toBe('100');
    expect(JSON.parse(localStorage.getItem('recentlyUsedTimeRanges') ?? '')).toEqual([{ from: 'a', to: 'b' }]);
    expect(getPreference('persistPageSize')).toBe(100);
    resetPreference('persistPageSize');
    expect(getPreference('persistPageSize')).toBe(50);
  });

  it('ignores malformed stored values', () => {
    localStorage.setItem('datetime_preference', 'weird');
    localStorage.setItem('persistPageSize', 'abc');
    localStorage.setItem('recentlyUsedTimeRanges', '{not json');
    localStorage.setItem('show_deleted_items_preference', 'maybe');
    expect(getPreference('datetime_preference')).toBe('timestamp');
    expect(getPreference('persistPageSize')).toBe(50);
    expect(getPreference('recentlyUsedTimeRanges')).toEqual([]);
    expect(getPreference('show_deleted_items_preference')).toBe('no');
  });

  it('re-renders every user of a key when it changes', async () => {
    function Reader() {
      const [v] = usePreference('show_deleted_items_preference');
      return <p>deleted: {v}</p>;
    }
    function Writer() {
      const [v, set] = usePreference('show_deleted_items_preference');
      return <button onClick={() => set(v === 'yes' ? 'no' : 'yes')}>toggle</button>;
    }
    renderWithProviders(
      <>
        <Reader />
        <Writer />
      </>,
    );
    expect(screen.getByText('deleted: no')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('deleted: yes')).toBeTruthy();
  });

  it('follows changes made in another tab', () => {
    function Reader() {
      const [v] = usePreference('datetime_preference');
      return <p>style: {v}</p>;
    }
    renderWithProviders(<Reader />);
    act(() => {
      localStorage.setItem('datetime_preference', 'full');
      window.dispatchEvent(new StorageEvent('storage', { key: 'datetime_preference' }));
    });
    expect(screen.getByText('style: full')).toBeTruthy();
  });
});

describe('useCardWidthPreference', () => {
  it('reads and writes the topology card width in pixels', async () => {
    function Width() {
      const [px, setPx] = useCardWidthPreference();
      return <button onClick={() => setPx(px + 2)}>{px}</button>;
    }
    renderWithProviders(<Width />);
    await userEvent.click(screen.getByRole('button', { name: '554' }));
    expect(localStorage.getItem('topology_card_width')).toBe('556px');
    expect(screen.getByRole('button', { name: '556' })).toBeTruthy();
  });
});

describe('FormattedDate', () => {
  it('uses the stored style and zone with the exact timestamp as tooltip', () => {
    setPreference('display_timezone_preference', 'UTC');
    setPreference('datetime_preference', 'full');
    renderWithProviders(<FormattedDate value="2025-03-04T14:05:09Z" />);
    const el = screen.getByText('Tue, Mar 4, 2025 14:05:09 UTC');
    expect(el.getAttribute('title')).toBe('2025-03-04 14:05:09.000');
  });

  it('defaults to the timestamp style and renders empty dates as the placeholder', () => {
    setPreference('display_timezone_preference', 'UTC');
    renderWithProviders(
      <>
        <FormattedDate value="2025-03-04T14:05:09Z" />
        <FormattedDate value="0001-01-01T00:00:00Z" empty="-" />
      </>,
    );
    expect(screen.getByText('2025-03-04 14:05:09.000')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });
});
