import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { LabeledSelect } from './LabeledSelect';
import { SearchInput } from './SearchInput';

const OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

describe('LabeledSelect', () => {
  it('inline: a select named by its label, with the hint as its description', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<LabeledSelect label="Order" hint="Sort direction" value="asc" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(select).toHaveValue('asc');
    expect(select).toHaveAttribute('aria-description', 'Sort direction');
    expect(screen.getByText('Order').closest('label')).toHaveAttribute('title', 'Sort direction');
    await user.selectOptions(select, 'desc');
    expect(onChange).toHaveBeenCalledWith('desc');
  });

  it('stacked: a form field whose label names the select', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <LabeledSelect
        layout="stacked"
        label="Page size"
        value="50"
        options={[50, 100].map((n) => ({ value: String(n), label: String(n) }))}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Page size');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100']);
    select.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(select, '100');
    expect(onChange).toHaveBeenLastCalledWith('100');
  });
});

describe('SearchInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('echoes every keystroke and reports the text once typing has stopped for 400 ms', () => {
    const onChange = jest.fn();
    renderWithProviders(<SearchInput value="" onChange={onChange} aria-label="Search checks" placeholder="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search checks' });
    fireEvent.change(input, { target: { value: 'd' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'db' } });
    expect(input).toHaveValue('db');
    act(() => jest.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('db');
  });

  it('follows its value when it changes from elsewhere, without reporting it back', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<SearchInput value="api" onChange={onChange} aria-label="Search" />);
    expect(screen.getByRole('searchbox')).toHaveValue('api');
    rerender(<SearchInput value="web" onChange={onChange} aria-label="Search" />);
    expect(screen.getByRole('searchbox')).toHaveValue('web');
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes another delay', () => {
    const onChange = jest.fn();
    renderWithProviders(<SearchInput value="" onChange={onChange} aria-label="Search" delayMs={100} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } });
    act(() => jest.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledWith('x');
  });
});
