import { createRef } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { FormField } from './FormField';
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

  it('stacked: an empty placeholder option first, the error as the error text of an invalid field, the select as its ref', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const ref = createRef<HTMLSelectElement>();
    const { rerender } = renderWithProviders(
      <LabeledSelect
        layout="stacked"
        label="Order"
        placeholder="Select an order"
        value=""
        options={OPTIONS}
        onChange={onChange}
        ref={ref}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(ref.current).toBe(select);
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select an order'],
      ['asc', 'Ascending'],
      ['desc', 'Descending'],
    ]);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toBeRequired();

    rerender(
      <LabeledSelect
        layout="stacked"
        label="Order"
        placeholder="Select an order"
        value=""
        options={OPTIONS}
        onChange={onChange}
        ref={ref}
        error="Pick an order"
        required
      />,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    // The field links its error text once it has rendered.
    await waitFor(() => expect(select).toHaveAccessibleErrorMessage('Pick an order'));
    expect(screen.getByRole('combobox', { name: 'Order' })).toBe(select);
    ref.current?.focus();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'asc');
    expect(onChange).toHaveBeenLastCalledWith('asc');
    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('inline: the placeholder, the error next to the select, which is invalid and required', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithProviders(
      <LabeledSelect
        label="Order"
        placeholder="Any order"
        value=""
        options={OPTIONS}
        onChange={jest.fn()}
        error="Pick an order"
        required
        ref={ref}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(ref.current).toBe(select);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Any order');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleErrorMessage('Pick an order');
  });
});

describe('FormField', () => {
  it('names its input by the label and describes it with the helper text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <FormField label="From" helperText="now, or a date and time">
        <Input size="sm" defaultValue="" onChange={(event) => onChange(event.target.value)} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'From' });
    expect(input).toHaveAccessibleDescription('now, or a date and time');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toBeRequired();
    await user.type(input, 'now');
    expect(onChange).toHaveBeenLastCalledWith('now');
  });

  it('shows the error under the control, marks it invalid, and keeps the helper text', () => {
    renderWithProviders(
      <FormField label="Duration" helperText="30m, 4h, 1d" error="Not a duration">
        <Input size="sm" defaultValue="2 hours" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Duration' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Not a duration');
    expect(screen.getByText('30m, 4h, 1d')).toBeInTheDocument();
  });

  it('required: the control is required and the label carries the indicator, the name stays the label', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(
      <FormField label="Name" required>
        <Textarea ref={ref} rows={2} />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: /^Name/ });
    expect(textarea).toBe(ref.current);
    expect(textarea).toBeRequired();
    expect(screen.getByText('Name').closest('label')).toHaveAttribute('data-required');
    expect(textarea).not.toHaveAttribute('aria-invalid');
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
