import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { renderWithProviders } from '../testing';
import { normalizeBound } from './AbsoluteRangeForm';
import { TimeRangePicker, UrlTimeRangePicker } from './TimeRangePicker';

jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());

const dayLabel = (day: number) => DateTime.now().set({ day }).toISODate() ?? '';
const params = (view: { location: () => { search: string } }) => new URLSearchParams(view.location().search);

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Time range:/ }));
  return screen.findByLabelText('Time range picker');
}

describe('bad time ranges in the URL', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());
  const lastHour = { type: 'relative', range: 'now-1h', display: 'Last 1 hour' } as const;

  it('logs "Invalid mapped time range" once, shows it next to the picker and uses the default range', () => {
    const view = renderWithProviders(<UrlTimeRangePicker defaultRange={lastHour} />, {
      route: '/topology?rangeType=mapped&display=Bogus',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Invalid mapped time range');
    expect(screen.getByRole('button', { name: 'Time range: Last 1 hour' })).toBeTruthy();
    view.rerender(<UrlTimeRangePicker defaultRange={lastHour} />);
    expect(consoleError.mock.calls).toEqual([['Invalid mapped time range: Bogus']]);
  });

  it('logs "Invalid relative time range" for a relative range without a value, without a message on screen', () => {
    renderWithProviders(<UrlTimeRangePicker defaultRange={lastHour} />, { route: '/topology?rangeType=relative' });
    expect(consoleError.mock.calls).toEqual([['Invalid relative time range']]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays quiet for a valid range and clears the message once a range is picked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlTimeRangePicker defaultRange={lastHour} />, { route: '/topology?rangeType=mapped&display=Bogus' });
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('absolute range fields', () => {
  it('show the date format as placeholder and offer time expressions in a hint tied to each field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeRangePicker value={undefined} onChange={() => {}} />);
    const picker = await openPicker(user);
    const from = within(picker).getByRole('textbox', { name: 'From' });
    const to = within(picker).getByRole('textbox', { name: 'To' });
    // Short enough for the fields' width: the expressions are not squeezed into the placeholder.
    expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
    expect(to).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
    expect(from).toHaveAccessibleDescription('Or an expression: now-1d');
    expect(to).toHaveAccessibleDescription('Or an expression: now');
  });
});

describe('normalizeBound', () => {
  it('covers the whole second or day of a To bound written to the second or the day', () => {
    const day = DateTime.fromISO('2025-06-12');
    expect(normalizeBound('2025-06-12 23:59:59', true)).toBe(day.endOf('day').toISO());
    expect(normalizeBound('2025-06-12', true)).toBe(day.endOf('day').toISO());
    expect(normalizeBound('2025-06-12 10:00:00', true)).toBe(day.set({ hour: 10 }).endOf('second').toISO());
  });

  it('keeps From bounds and explicit milliseconds as written', () => {
    const day = DateTime.fromISO('2025-06-12');
    expect(normalizeBound('2025-06-12 10:00:00', false)).toBe(day.set({ hour: 10 }).toISO());
    expect(normalizeBound('2025-06-12', false)).toBe(day.toISO());
    expect(normalizeBound('2025-06-12T10:00:00.250', true)).toBe(day.set({ hour: 10, millisecond: 250 }).toISO());
  });
});

describe('UrlTimeRangePicker', () => {
  it('applies a relative range at once and closes', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<UrlTimeRangePicker />, { route: '/health?x=1' });
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: 'Last 15 minutes' }));
    expect(params(view).get('rangeType')).toBe('relative');
    expect(params(view).get('range')).toBe('now-15m');
    expect(params(view).get('display')).toBe('Last 15 minutes');
    expect(params(view).get('x')).toBe('1');
    await waitFor(() => expect(screen.queryByLabelText('Time range picker')).toBeNull());
    expect(screen.getByRole('button', { name: 'Time range: Last 15 minutes' })).toBeTruthy();
  });

  it('applies a mapped range at once and closes', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<UrlTimeRangePicker />);
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: 'This week so far' }));
    expect(view.location().search).toBe('?rangeType=mapped&display=This+week+so+far');
    await waitFor(() => expect(screen.queryByLabelText('Time range picker')).toBeNull());
  });

  it('shows the range from the URL as selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlTimeRangePicker />, { route: '/?rangeType=relative&range=now-7d&display=Last+7+days' });
    const picker = await openPicker(user);
    expect(within(picker).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(picker).getByRole('button', { name: 'Last 5 minutes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('fills From then To from the calendar and submits a Custom range stored among the recents', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<UrlTimeRangePicker />);
    const picker = await openPicker(user);
    const submit = within(picker).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.click(within(picker).getByRole('button', { name: dayLabel(10) }));
    const from = within(picker).getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    const to = within(picker).getByRole('textbox', { name: 'To' }) as HTMLInputElement;
    expect(from.value).toBe(`${dayLabel(10)} 00:00:00`);
    expect(document.activeElement).toBe(to);
    expect(submit.disabled).toBe(true);

    await user.click(within(picker).getByRole('button', { name: dayLabel(12) }));
    expect(to.value).toBe(`${dayLabel(12)} 23:59:59`);
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    const p = params(view);
    expect(p.get('rangeType')).toBe('absolute');
    expect(p.get('display')).toBe('Custom');
    const fromIso = DateTime.fromISO(dayLabel(10)).startOf('day').toISO();
    expect(p.get('from')).toBe(fromIso);
    // The To day is covered to its last millisecond.
    expect(p.get('to')).toBe(DateTime.fromISO(dayLabel(12)).endOf('day').toISO());
    expect(JSON.parse(localStorage.getItem('recentlyUsedTimeRanges') ?? '[]')).toEqual([
      { from: p.get('from'), to: p.get('to') },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Time range picker')).toBeNull());
  });

  it('evaluates typed time expressions on submit and lists recents newest first', async () => {
    const user = userEvent.setup();
    const older = { from: '2025-01-01T00:00:00.000Z', to: '2025-01-02T00:00:00.000Z' };
    localStorage.setItem('recentlyUsedTimeRanges', JSON.stringify([older]));
    const view = renderWithProviders(<UrlTimeRangePicker />);
    let picker = await openPicker(user);
    await user.type(within(picker).getByRole('textbox', { name: 'From' }), 'now-1d/d');
    await user.type(within(picker).getByRole('textbox', { name: 'To' }), 'now-1d/d');
    await user.click(within(picker).getByRole('button', { name: 'Submit' }));
    const yesterday = DateTime.now().minus({ days: 1 });
    expect(params(view).get('from')).toBe(yesterday.startOf('day').toISO());
    expect(params(view).get('to')).toBe(yesterday.endOf('day').toISO());

    await waitFor(() => expect(screen.queryByLabelText('Time range picker')).toBeNull());
    picker = await openPicker(user);
    const labels = within(picker)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    const day = yesterday.toFormat('yyyy-MM-dd');
    const oldLabel = `${DateTime.fromISO(older.from).toFormat('yyyy-MM-dd HH:mm:ss')} to ${DateTime.fromISO(older.to).toFormat('yyyy-MM-dd HH:mm:ss')}`;
    expect(labels).toEqual([`${day} 00:00:00 to ${day} 23:59:59`, oldLabel]);
    await user.click(within(picker).getByRole('button', { name: oldLabel }));
    expect(params(view).get('from')).toBe(older.from);
    expect(JSON.parse(localStorage.getItem('recentlyUsedTimeRanges') ?? '[]')[0]).toEqual(older);
  });

  it('keeps at most 5 recents without duplicates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlTimeRangePicker />);
    for (const day of [1, 2, 3, 4, 5, 6, 3]) {
      const picker = await openPicker(user);
      await user.click(within(picker).getByRole('button', { name: dayLabel(day) }));
      await user.click(within(picker).getByRole('button', { name: dayLabel(day) }));
      await user.click(within(picker).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.queryByLabelText('Time range picker')).toBeNull());
    }
    const stored: { from: string }[] = JSON.parse(localStorage.getItem('recentlyUsedTimeRanges') ?? '[]');
    expect(stored.map((r) => DateTime.fromISO(r.from).day)).toEqual([3, 6, 5, 4, 2]);
  });

  it('explains an unparsable bound instead of submitting it', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<UrlTimeRangePicker />);
    const picker = await openPicker(user);
    await user.type(within(picker).getByRole('textbox', { name: 'From' }), 'last tuesday');
    await user.type(within(picker).getByRole('textbox', { name: 'To' }), 'now');
    expect(within(picker).getByRole('alert').textContent).toBe('From is not a valid date');
    await user.click(within(picker).getByRole('button', { name: 'Submit' }));
    expect(view.location().search).toBe('');
  });

  it('Clear removes every time-range parameter', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<UrlTimeRangePicker />, {
      route:
        '/logs?q=err&rangeType=absolute&from=2025-01-01T00:00:00&to=2025-01-02T00:00:00&display=Custom&timeRange=1h&range=now-1h',
    });
    const picker = await openPicker(user);
    expect((within(picker).getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('2025-01-01 00:00:00');
    await user.click(within(picker).getByRole('button', { name: 'Clear' }));
    expect(view.location().search).toBe('?q=err');
    expect(screen.getByRole('button', { name: 'Time range: Select time range' })).toBeTruthy();
  });

  it('moves the calendar between months', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UrlTimeRangePicker />);
    const picker = await openPicker(user);
    const next = DateTime.now().plus({ months: 1 });
    await user.click(within(picker).getByRole('button', { name: 'Show next month' }));
    expect(within(picker).getByRole('grid', { name: next.toFormat('LLLL yyyy') })).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: 'Show previous month' }));
    await user.click(within(picker).getByRole('button', { name: 'Show previous month' }));
    expect(within(picker).getByRole('grid', { name: DateTime.now().minus({ months: 1 }).toFormat('LLLL yyyy') })).toBeTruthy();
  });
});

describe('TimeRangePicker', () => {
  it('offers Indefinitely and now+ steps for the future, without quick ranges', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<TimeRangePicker value={undefined} onChange={onChange} direction="future" />);
    const picker = await openPicker(user);
    expect(within(picker).queryByRole('group', { name: 'Quick ranges' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'Last 5 minutes' })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: 'Indefinitely' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: 'Indefinitely', display: 'Indefinitely' });
    await user.click(screen.getByRole('button', { name: /^Time range:/ }));
    await user.click(within(await screen.findByLabelText('Time range picker')).getByRole('button', { name: 'Next 2 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'relative', range: 'now+2d', display: 'Next 2 days' });
  });
});
